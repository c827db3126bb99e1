import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { GoalFlowScreen } from './GoalFlowScreen.tsx';

/** /deposit, /rescue, /scheduled-deposit, /change-portfolio (the Screens stories draw them whole): no picture of its own. */
const meta = {
  title: 'Features/Goals/GoalFlowScreen',
  component: GoalFlowScreen,
  args: { kind: 'deposit', goalId: undefined, children: (goal) => <p>El flujo de {goal.title}</p> },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof GoalFlowScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 8000 });

/** No goal in the address: Camila picks one of her goals, each with its capital, leading to its deposit. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('¿En qué meta quieres depositar?');
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(1);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/deposit\/\d+$/);
    await expect(canvas.getAllByText(/^\$[\d.]+$/).length).toBe(links.length);
  },
};

/** A change of portfolio's goals lead to its address with the goal in the search. */
export const ChoosePortfolio: Story = {
  args: { kind: 'changePortfolio' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Cambiar portafolio');
    for (const link of within(canvasElement).getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(/^\/change-portfolio\?goalId=\d+$/);
  },
};

/** A scheduled deposit is in pesos: a client whose goals are in dollars is told how to add to them. */
export const NoneInPesos: Story = {
  args: { kind: 'scheduledDeposit' },
  parameters: { persona: 'usInvitation' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/tus metas son en dólares/)).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** A client with no goals yet is told so. */
export const NoGoals: Story = {
  parameters: { persona: 'onboarding' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByText(/Aún no tienes metas/)).toBeVisible();
  },
};

/** A goal in the address: its name and capital head the flow. */
export const WithGoal: Story = {
  args: { goalId: '101' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Depositar');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^El flujo de /)).toBeVisible();
    await expect(canvas.getByText(/^Hoy tienes \$[\d.]+ en esta meta\.$/)).toBeVisible();
  },
};

/** A goal that is not the client's: said so, with the way to choose another (the flow's own list). */
export const NotFound: Story = {
  args: { kind: 'rescue', goalId: '999' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('No encontramos esta meta');
    await expect(within(canvasElement).getByRole('link', { name: 'Elegir otra meta' })).toHaveAttribute(
      'href',
      '/rescue',
    );
  },
};

/** The page as the portal draws it: the goal from the address (`/deposit/{id}`), the flow's first step under it. */
function DepositPage() {
  const goalId = /^\/deposit\/(\d+)$/.exec(useLocation().pathname)?.[1];
  return (
    <GoalFlowScreen kind="deposit" goalId={goalId}>
      {() => <StepHeading number={1} title="¿Cuánto quieres depositar?" />}
    </GoalFlowScreen>
  );
}

/** A goal chosen from the keyboard: its link goes with the list, and the flow's first step takes the focus. */
export const ChosenFromTheKeyboard: Story = {
  render: () => <DepositPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    canvas.getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '¿Cuánto quieres depositar?' }),
    ).toHaveFocus();
  },
};
