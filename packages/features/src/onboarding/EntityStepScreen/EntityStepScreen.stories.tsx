import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EntityStepScreen } from './EntityStepScreen.tsx';

/** /entity/onboarding/{step} (the Screens stories draw it whole): no picture of its own. */
const meta = {
  title: 'Features/Onboarding/EntityStepScreen',
  component: EntityStepScreen,
  args: { step: 'representante', onNext: fn() },
  parameters: { layout: 'padded', persona: 'onboarding', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof EntityStepScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A step of the application: counted after the first (/entity/new), with its title and lead. */
export const Step: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Representante legal');
    await expect(canvas.getByText('Paso 3 de 4')).toBeVisible();
  },
};

/** A step the address does not know: said so, with the way to the first. */
export const UnknownStep: Story = {
  args: { step: 'otro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/entity/new');
    await expect(canvas.queryByText(/^Paso /)).toBeNull();
  },
};
