import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MenuFooter } from './MenuFooter.tsx';

const meta = {
  title: 'UI/MenuFooter',
  component: MenuFooter,
  args: { firstname: 'Camila', surname: 'Rojas Fuentes', email: 'camila.rojas@example.cl' },
  decorators: [
    (Story) => (
      <div style={{ width: 248 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IndividualWithEmail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Camila Rojas Fuentes')).toBeVisible();
    await expect(canvas.getByText('camila.rojas@example.cl')).toBeVisible();
    await expect(canvas.getByText('CR')).toBeVisible();
  },
};

/** Companies see no email (docs/RULES.md#roles-and-permissions). */
export const CompanyWithoutEmail: Story = {
  args: { firstname: 'Inversiones Andes', surname: 'SpA', email: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Inversiones Andes SpA')).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('@');
  },
};

/** Long names wrap inside the menu width. */
export const LongName: Story = {
  args: {
    firstname: 'María de los Ángeles',
    surname: 'Fernández-Valenzuela Ossandón',
    email: 'maria.de.los.angeles.fernandez.valenzuela@example.cl',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const WithPhoto: Story = {
  args: {
    photoUrl:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).not.toBeNull();
  },
};

/** Every prop at hand: names, email (left out for companies) and photo. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { firstname: 'Ignacio', surname: 'Muñoz Tapia', email: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ignacio Muñoz Tapia')).toBeVisible();
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};
