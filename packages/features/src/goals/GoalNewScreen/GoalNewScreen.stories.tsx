import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoalNewScreen } from './GoalNewScreen.tsx';

/** /goals/new and /goals/start (the Screens stories draw them whole): no picture of its own. */
const meta = {
  title: 'Features/Goals/GoalNewScreen',
  component: GoalNewScreen,
  args: { kind: 'goalNew', step: 'meta', onStep: () => {} },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof GoalNewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new goal: its title, and the flow's first step. */
export const NewGoal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Nueva meta');
    await expect(
      await canvas.findByRole('form', { name: '¿Para qué es tu meta?' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('goal-start-steps')).toBeNull();
  },
};

/** The first investment: how it works, in three steps, above the first step. */
export const FirstInvestment: Story = {
  args: { kind: 'goalStart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Comienza a invertir');
    await expect(within(canvas.getByTestId('goal-start-steps')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A savings product opened as a goal: the screen names it and its currency. */
export const SavingsProduct: Story = {
  args: {
    product: {
      code: 'short-term-invest-dollars',
      name: 'Dólares de corto plazo',
      currency: 'USD',
      categories: ['short-term-invest-dollars'],
      minimumDeposit: 100,
      risk: { from: 1, to: 1 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Abrir Dólares de corto plazo');
    await expect(canvas.getByText(/en dólares\.$/)).toBeVisible();
  },
};

/** A client still registering (Valentina, step 2): no flow the server would refuse; led to her registration. */
export const StillRegistering: Story = {
  args: { kind: 'goalStart' },
  parameters: { persona: 'onboarding' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const registering = await canvas.findByRole(
      'region',
      { name: 'Completa tu registro' },
      { timeout: 8000 },
    );
    await expect(registering).toHaveTextContent(
      'Vas en el paso 2 de 3. Cuando termines tu registro podrás crear tu primera meta.',
    );
    await expect(within(registering).getByRole('link', { name: 'Continuar mi registro' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByTestId('goal-start-steps')).toBeNull();
  },
};
