import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegisterScreen } from './RegisterScreen.tsx';

/** /register (the Screens stories draw it whole): no picture of its own. */
const meta = {
  title: 'Features/Onboarding/RegisterScreen',
  component: RegisterScreen,
  args: { signedIn: false, termsHref: '/assets/terminos-y-condiciones.pdf' },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new client: the form, and the way to sign in for who has an account. */
export const NewClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Abre tu cuenta');
    await expect(canvas.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByRole('textbox', { name: /RUT/ })).toBeVisible();
  },
};

/** Signed in already: no form, the way to the portal. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ya tienes una cuenta');
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
