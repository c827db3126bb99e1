import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { StrategyCard } from './StrategyCard.tsx';

const meta = {
  title: 'Features/Goals/StrategyCard',
  component: StrategyCard,
  args: { strategyId: 3 },
} satisfies Meta<typeof StrategyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The strategy's name, risk, purpose and composition (weights as meters that add up to 100 %). */
export const Moderate: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Moderada', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('Riesgo 3 de 5')).toBeVisible();
    const parts = within(canvas.getByRole('list', { name: 'Composición' })).getAllByRole('listitem');
    await expect(parts).toHaveLength(4);
    await expect(parts[3]).toHaveTextContent('Acciones internacionales35%');
  },
};

/** A goal without a strategy yet. */
export const NoStrategy: Story = {
  args: { strategyId: null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Esta meta aún no tiene estrategia.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/strategies', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent(
      'No pudimos cargar la estrategia.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};
