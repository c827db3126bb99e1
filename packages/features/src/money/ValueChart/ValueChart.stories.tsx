import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CombinedHistory } from '../moneyRules.ts';
import { ValueChart } from './ValueChart.tsx';

/** Two years of days: 100.000 a month in, a steady 6 % a year on top. */
function twoYears(): CombinedHistory {
  const dates: string[] = [];
  const value: number[] = [];
  const netDeposits: number[] = [];
  const end = Date.parse('2026-11-23T00:00:00Z');
  let worth = 0;
  let putIn = 0;
  for (let day = 729; day >= 0; day -= 1) {
    const date = new Date(end - day * 86_400_000).toISOString().slice(0, 10);
    if (date.endsWith('-05') || day === 729) {
      putIn += 100_000;
      worth += 100_000;
    }
    worth *= 1 + 0.06 / 365;
    dates.push(date);
    value.push(Math.round(worth));
    netDeposits.push(putIn);
  }
  return { dates, value, netDeposits };
}

const meta = {
  title: 'Features/Money/ValueChart',
  component: ValueChart,
  args: {
    history: twoYears(),
    currency: 'CLP',
    today: '2026-11-23',
    label: 'Valor de tus inversiones y lo depositado',
  },
  // Full width, as in a card: a centred story shrink-wraps, and a chart that fills its width would chase it.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ValueChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A year by default; the summary names the period's start, its values and what it earned. */
export const OneYear: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 año' })).toBeChecked();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(
      /^Desde el 23 de noviembre de 2025, el valor pasó de \$/,
    );
  },
};

/** Another period: the chart and the summary follow at once. */
export const SixMonths: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('radio', { name: '6 meses' }));
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/^Desde el 23 de mayo de 2026/);
  },
};

/**
 * A page that holds the period (the dashboard, which asks the server for it): the period pressed
 * shows as chosen in the next frame, while the lines and the summary wait for the page's answer
 * (here it never comes). No picture: it looks as OneYear does.
 */
export const PressedBeforeThePageAnswers: Story = {
  args: { range: '1A', onRangeChange: fn() },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('img', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('radio', { name: '1 mes' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('1M');
    await expect(canvas.getByRole('radio', { name: '1 mes' })).toBeChecked();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/^Desde el 23 de noviembre de 2025/);
  },
};

/** A period with no data yet (a goal opened today, looked at over a month): says so. */
export const NoData: Story = {
  args: { history: { dates: [], value: [], netDeposits: [] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Aún no hay valores para mostrar en este periodo.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};
