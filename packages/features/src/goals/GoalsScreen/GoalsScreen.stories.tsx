import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountJustOpened } from '../../testing/registration.ts';
import { GoalsScreen } from './GoalsScreen.tsx';

/**
 * The goals' list as /goals draws it (Screens/Main layout Goals draws it whole, phone and desktop):
 * the stories take no picture of their own, and play each state.
 */
const meta = {
  title: 'Features/Goals/GoalsScreen',
  component: GoalsScreen,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof GoalsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Tus metas' });

/** Camila's goals, starred first; her archived goal behind the filter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const goals = within(await list(canvasElement));
    await expect(await goals.findByRole('link', { name: /^Casa propia/ })).toHaveAttribute(
      'href',
      '/goals/101',
    );
    await expect(goals.queryByRole('link', { name: /^Vacaciones en el sur 2025/ })).toBeNull();
    await expect(goals.getByRole('checkbox', { name: 'Mostrar la meta archivada' })).not.toBeChecked();
  },
};

/** The filter ticked: the archived goal joins the list; unticked, it leaves again. */
export const ShowingArchived: Story = {
  play: async ({ canvasElement }) => {
    const goals = within(await list(canvasElement));
    const filter = await goals.findByRole('checkbox', { name: 'Mostrar la meta archivada' });
    await userEvent.click(filter);
    await expect(goals.getByRole('link', { name: /^Vacaciones en el sur 2025/ })).toBeVisible();
    await userEvent.click(filter);
    await expect(goals.queryByRole('link', { name: /^Vacaciones en el sur 2025/ })).toBeNull();
  },
};

/** A star saved: the goal's button says so once the server has it. */
export const Starring: Story = {
  play: async ({ canvasElement }) => {
    const goals = within(await list(canvasElement));
    const star = await goals.findByRole('button', { name: 'Destacar Jubilación' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() =>
      expect(goals.getByRole('button', { name: 'Destacar Jubilación' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

/** The server refuses the star: said in words, the list as it was. */
export const StarFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.put('*/api/goals/:goalId/starred', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const goals = within(await list(canvasElement));
    await userEvent.click(await goals.findByRole('button', { name: 'Destacar Jubilación' }));
    await expect(await goals.findByRole('alert')).toHaveTextContent(
      'No pudimos guardar la estrella. Inténtalo de nuevo.',
    );
    await expect(goals.getByRole('button', { name: 'Destacar Jubilación' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** A client with no goal yet (Valentina, still registering): the first comes once her account opens, no filter. */
export const NoGoals: Story = {
  parameters: { persona: 'onboarding' },
  play: async ({ canvasElement }) => {
    const goals = within(await list(canvasElement));
    await expect(
      await goals.findByText('Aún no tienes metas. Cuando completes tu registro podrás crear la primera.'),
    ).toBeVisible();
    await expect(goals.getByRole('link', { name: 'Continuar mi registro' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await expect(goals.queryByRole('checkbox')).toBeNull();
  },
};

/** No goal yet, the account open (Valentina after her contract): the first is the way on. */
export const NoGoalsAccountOpen: Story = {
  parameters: { persona: 'onboarding' },
  beforeEach({ msw }) {
    msw.use(accountJustOpened);
  },
  play: async ({ canvasElement }) => {
    const goals = within(await list(canvasElement));
    await expect(
      await goals.findByText('Aún no tienes metas. Crea la primera para empezar a invertir.'),
    ).toBeVisible();
  },
};

/** The client not in yet: nothing drawn (the frame shows its own loading). */
export const WaitingForTheClient: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', answerNever));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Tus metas' })).toBeNull();
  },
};
