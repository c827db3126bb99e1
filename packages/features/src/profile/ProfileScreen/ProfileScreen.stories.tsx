import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { ProfileScreen } from './ProfileScreen.tsx';

/** "Mi cuenta" (Screens/Main layout Profile draws it whole, with the theme switch): no picture of its own. */
const meta = {
  title: 'Features/Profile/ProfileScreen',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila's data and her initials where the photo goes; the appearance card when the app gives one. */
export const Default: Story = {
  args: { appearance: <p>Tema del portal</p> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('signed-in-name')).toHaveTextContent('Camila Rojas Fuentes');
    await expect(canvas.getByText(personas.individual.user.email)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Apariencia' })).toHaveTextContent('Tema del portal');
  },
};

/** Without an appearance control, no empty card. */
export const WithoutAppearance: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('signed-in-name')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Apariencia' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cargando tus datos…');
  },
};

/** The client's data fails: said, with a retry that brings it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/rpc/user/getCurrentUser', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByTestId('signed-in-name')).toHaveTextContent('Camila Rojas Fuentes');
  },
};
