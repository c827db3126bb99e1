import { personas } from '@portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GoalList } from './GoalList.tsx';

const goals = personas.individual.user.goals ?? [];
const performance = (gainRatio: number | null) => ({ value: 0, netDeposits: 0, gain: 0, gainRatio });

const meta = {
  title: 'Features/Money/GoalList',
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
    await expect(canvas.getByText('42 % de $30.000.000')).toBeVisible();
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
