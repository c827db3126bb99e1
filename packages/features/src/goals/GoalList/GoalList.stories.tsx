import { personas } from '@portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GoalList } from './GoalList.tsx';

const goals = personas.individual.user.goals ?? [];
const performance = (gainRatio: number | null) => ({ value: 0, netDeposits: 0, gain: 0, gainRatio });

const meta = {
  title: 'Features/Goals/GoalList',
  component: GoalList,
  args: {
    items: goals.map((goal, index) => ({
      goal,
      performance: performance([0.491, 0.923, 0.075, -0.012, 0][index] ?? null),
    })),
  },
} satisfies Meta<typeof GoalList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each goal: icon, name, category, capital, return, and progress toward its target where it has one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(goals.length);
    await expect(links[0]).toHaveAttribute('href', '/goals/101');
    await expect(links[0]).toHaveTextContent(
      /Casa propia.*\(destacada\).*Vivienda.*\$12\.450\.000.*\+49,1% de rentabilidad/,
    );
    await expect(
      canvas.getByRole('progressbar', { name: 'Avance de Casa propia hacia su objetivo' }),
    ).toHaveAttribute('value', '0.415');
    await expect(canvas.getByText('41,5% de $30.000.000')).toBeVisible();
    await expect(links[3]).toHaveTextContent(/-1,2% de rentabilidad/);
    // Jubilación has no target: no bar.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
  },
};

/** While the histories load, the return is left out rather than shown as 0. */
export const ReturnLoading: Story = {
  args: { items: goals.map((goal) => ({ goal, performance: null })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/rentabilidad/)).toBeNull();
    await expect(canvas.getByText('$38.900.000')).toBeVisible();
  },
};

/** Dollar goals keep their currency. */
export const InDollars: Story = {
  args: {
    items: (personas.usInvitation.user.goals ?? []).map((goal) => ({
      goal,
      performance: performance(0.031),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent(
      /Dólares para viajar.*Dólares de corto plazo.*US\$3\.500,00/,
    );
  },
};

/** On /goals: a star button per goal (pressed when starred); a goal being saved waits. */
export const WithStarButtons: Story = {
  args: { onToggleStar: fn(), savingStarOf: 103 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Destacar Casa propia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Destacar Viaje a Japón' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Destacar Jubilación' }));
    await expect(args.onToggleStar).toHaveBeenCalledWith(expect.objectContaining({ id: 102 }));
    // The button is beside the link, not in it.
    await expect(canvas.getAllByRole('link')[0]).not.toContainElement(
      canvas.getByRole('button', { name: 'Destacar Casa propia' }),
    );
  },
};

/**
 * A second way beside each row (a product's page: deposit in the goal), under the row on a phone.
 * Drawn in the product screens (Screens/Main layout ShortTermInvest and the others): no picture of its own.
 */
export const WithRowAction: Story = {
  args: {
    actionOf: (goal) => ({
      to: `/deposit/${goal.id}`,
      text: 'Depositar',
      label: `Depositar en ${goal.title}`,
    }),
  },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const deposit = canvas.getByRole('link', { name: 'Depositar en Fondo de emergencia' });
    await expect(deposit).toHaveAttribute('href', '/deposit/104');
    await expect(deposit).toHaveTextContent(/^Depositar$/);
    // The goal's own link is still the row's.
    await expect(canvas.getByRole('link', { name: /^Fondo de emergencia/ })).toHaveAttribute(
      'href',
      '/goals/104',
    );
  },
};
