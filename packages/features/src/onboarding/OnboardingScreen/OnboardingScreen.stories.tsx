import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnboardingScreen } from './OnboardingScreen.tsx';

/** /onboarding (Screens/Step layout Onboarding draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Onboarding/OnboardingScreen',
  component: OnboardingScreen,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof OnboardingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Valentina, on her way: the step she is at, what is done, and the next task with its link. */
export const Pending: Story = {
  parameters: { persona: 'onboarding' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('onboarding-progress', {}, { timeout: 8000 })).toHaveTextContent(
      /^Vas en el paso \d de 3$/,
    );
    const tasks = canvas.getByRole('list', { name: 'Pasos de tu registro' });
    await expect(within(tasks).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(tasks).getByRole('link', { name: 'Continuar' })).toBeVisible();
    await expect(canvas.getByText('Te faltan unos pasos para empezar a invertir.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ir al inicio' })).toBeNull();
  },
};

/** Camila, whose account is open: said so, with the way home. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('onboarding-progress', {}, { timeout: 8000 })).toHaveTextContent(
      /^Tu (registro está completo|cuenta está abierta)$/,
    );
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/dashboard');
    // Nothing says steps are missing from a registration that has none left.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tu registro' })).toBeVisible();
    await expect(canvas.queryByText('Te faltan unos pasos para empezar a invertir.')).toBeNull();
  },
};
