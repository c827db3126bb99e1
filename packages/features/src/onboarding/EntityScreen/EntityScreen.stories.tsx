import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EntityScreen } from './EntityScreen.tsx';

/** /entity (Screens/Main layout Entity draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Onboarding/EntityScreen',
  component: EntityScreen,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof EntityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A person (Camila): the companies she represents, and how to open an account for one. */
export const Person: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mi empresa' }, { timeout: 8000 }),
    ).toBeVisible();
    // Her page speaks of the companies she represents, not of "tu empresa" she does not have.
    await expect(
      canvas.getByText('Las empresas que representas y cómo abrir la cuenta de una.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Invertir como empresa' })).toHaveAttribute(
      'href',
      '/entity/activate',
    );
    const howTo = within(canvas.getByRole('region', { name: 'Cómo abrir la cuenta de tu empresa' }));
    await expect(howTo.getByText('Datos de la empresa')).toBeVisible();
    await expect(howTo.getByText('Representante legal')).toBeVisible();
  },
};

/** A company (Inversiones Andes SpA): its legal data, and no way to open another. */
export const Company: Story = {
  parameters: { persona: 'company' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Datos de la empresa' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Invertir como empresa' })).toBeNull();
    await expect(canvas.getByText('Los datos de tu empresa y de su representante legal.')).toBeVisible();
  },
};
