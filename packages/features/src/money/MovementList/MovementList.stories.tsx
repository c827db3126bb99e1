import type { Movement } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MovementList } from './MovementList.tsx';

const movement = (id: string, extra: Partial<Movement>): Movement => ({
  id,
  goalId: 101,
  type: 'deposit',
  status: 'completed',
  amount: 150_000,
  currency: 'CLP',
  requestedAt: '2026-11-05T13:00:00.000Z',
  settledAt: '2026-11-07T13:00:00.000Z',
  ...extra,
});

const movements: Movement[] = [
  movement('1', { status: 'pending', requestedAt: '2026-11-22T13:00:00.000Z', settledAt: null }),
  movement('2', {}),
  movement('3', { type: 'rescue', amount: 400_000, goalId: 102, requestedAt: '2026-10-14T13:00:00.000Z' }),
  movement('4', { status: 'rejected', amount: 300_000, requestedAt: '2026-09-02T13:00:00.000Z' }),
  movement('5', {
    type: 'portfolio-change',
    amount: 0,
    toStrategyId: 4,
    requestedAt: '2026-08-01T13:00:00.000Z',
  }),
  movement('6', { goalId: 701, currency: 'USD', amount: 120.5, requestedAt: '2026-07-05T13:00:00.000Z' }),
  movement('7', {
    type: 'dividend',
    goalId: 102,
    amount: 48_210,
    requestedAt: '2026-05-20T13:00:00.000Z',
    settledAt: '2026-05-20T13:00:00.000Z',
  }),
  movement('8', {
    type: 'fee',
    goalId: 102,
    amount: 31_697,
    requestedAt: '2026-04-30T13:00:00.000Z',
    settledAt: '2026-04-30T13:00:00.000Z',
  }),
];
const titles: Record<string, string> = {
  '101': 'Casa propia',
  '102': 'Jubilación',
  '701': 'Dólares para viajar',
};

const meta = {
  title: 'Features/Money/MovementList',
  component: MovementList,
  args: {
    movements,
    goalTitle: (id) => titles[String(id)],
    strategyName: (id) => (id === 4 ? 'Arriesgada' : undefined),
  },
} satisfies Meta<typeof MovementList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every kind and state: en proceso, completado, rechazado; deposits and dividends +, rescues and
 * fees −, changes of portfolio without amount.
 */
export const EveryKind: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent(/Depósito.*Casa propia · 22-11-2026.*\+\$150\.000.*En proceso/);
    await expect(rows[2]).toHaveTextContent(/Rescate.*Jubilación.*-\$400\.000.*Completado/);
    await expect(rows[3]).toHaveTextContent(/Rechazado/);
    await expect(rows[4]).toHaveTextContent(/Cambio de portafolio · Arriesgada/);
    await expect(within(rows[4] as HTMLElement).queryByText(/\$/)).toBeNull();
    await expect(rows[5]).toHaveTextContent(/\+US\$120,50/);
    await expect(rows[6]).toHaveTextContent(/Dividendo.*Jubilación · 20-05-2026.*\+\$48\.210.*Completado/);
    await expect(rows[7]).toHaveTextContent(/Comisión.*Jubilación · 30-04-2026.*-\$31\.697.*Completado/);
  },
};

/** On a goal's own page the goal's name is left out. */
export const OnAGoalPage: Story = {
  args: { goalTitle: undefined, movements: movements.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Casa propia/)).toBeNull();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(/Depósito\s*05-11-2026/);
  },
};
