import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ChartSeries, TimeSeriesChart } from './TimeSeriesChart.tsx';

/** Days and a saver's money over them: monthly deposits and a market that wobbles (seeded, so stable). */
function savings(days: number, end = '2026-11-23') {
  const endTime = Date.parse(`${end}T00:00:00Z`);
  const dates: string[] = [];
  const value: number[] = [];
  const deposits: number[] = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  let worth = 0;
  let putIn = 0;
  for (let day = days - 1; day >= 0; day -= 1) {
    const date = new Date(endTime - day * 86_400_000).toISOString().slice(0, 10);
    if (date.endsWith('-05') || day === days - 1) {
      putIn += 150_000;
      worth += 150_000;
    }
    worth *= 1 + 0.0002 + (random() - 0.5) * 0.012;
    dates.push(date);
    value.push(Math.round(worth));
    deposits.push(putIn);
  }
  return { dates, value, deposits };
}

const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });
const compact = new Intl.NumberFormat('es-CL', { notation: 'compact', maximumFractionDigits: 1 });
const long = new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('es-CL', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const at = (date: string) => new Date(`${date}T00:00:00Z`);

function chartArgs(days: number) {
  const { dates, value, deposits } = savings(days);
  const series: ChartSeries[] = [
    { id: 'value', label: 'Valor', values: value, tone: 'value' },
    { id: 'deposits', label: 'Depositado', values: deposits, tone: 'reference' },
  ];
  return {
    label: 'Valor de tus inversiones y lo que depositaste',
    summary: `Hoy tienes ${clp.format(value.at(-1) ?? 0)}; depositaste ${clp.format(deposits.at(-1) ?? 0)}.`,
    dates,
    series,
    formatValue: (amount: number) => clp.format(amount),
    formatAxisValue: (amount: number) => `$${compact.format(amount)}`,
    formatDate: (date: string) => long.format(at(date)),
    formatTick: (date: string, span: number) => (span > 120 ? monthYear : dayMonth).format(at(date)),
  };
}

const meta = {
  title: 'UI/TimeSeriesChart',
  component: TimeSeriesChart,
  args: chartArgs(365),
  // Full width, as in a card: a centred story shrink-wraps, and a chart that fills its width would chase it.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A year of a goal: the value with its area, what was deposited dashed, a legend and the summary. */
export const OneYear: Story = {
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: 'Valor de tus inversiones y lo que depositaste' });
    await expect(chart).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/Hoy tienes \$/);
    await expect(chart.querySelectorAll('path[data-series]')).toHaveLength(2);
    await expect(canvas.getByText('Valor')).toBeVisible();
    await expect(canvas.getByText('Depositado')).toBeVisible();
  },
};

/** Ten years of days (3,650 points) thinned to the pixels there are: the line still ends on today. */
export const TenYears: Story = {
  args: chartArgs(3650),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img');
    const path = chart.querySelector('path[data-series="value"]')?.getAttribute('d') ?? '';
    const points = path.split(/[ML]/).filter(Boolean).length;
    await expect(points).toBeGreaterThan(100);
    await expect(points).toBeLessThan(1400);
    // Labels by month and year over such a span.
    await expect(within(chart).getByText(/2026/)).toBeInTheDocument();
  },
};

/** A month: labels by day. */
export const OneMonth: Story = {
  args: chartArgs(31),
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByRole('img')).getByText(/23 nov/)).toBeInTheDocument();
  },
};

/** The first day of a goal: one point, still a chart and a table, nothing broken. */
export const SinglePoint: Story = {
  args: chartArgs(1),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver los datos en una tabla' }));
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  },
};

/** The data on demand: a table with a caption, newest first, one row per month over a year. */
export const AsTable: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Ver los datos en una tabla' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Ocultar la tabla');
    const table = canvas.getByRole('table', { name: 'Valor de tus inversiones y lo que depositaste' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent(/Fecha.*Valor.*Depositado/);
    await expect(rows[1]).toHaveTextContent('23 de noviembre de 2026');
    await expect(rows.length).toBeGreaterThanOrEqual(12);
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Pointing at the chart says the day and both amounts above it. */
export const Pointer: Story = {
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img');
    const box = chart.getBoundingClientRect();
    // At the right edge, at any width: the last day is the nearest point.
    await userEvent.pointer({ target: chart, coords: { clientX: box.right - 1, clientY: box.top + 50 } });
    await waitFor(() =>
      expect(canvas.getByTestId('chart-readout')).toHaveTextContent(
        /23 de noviembre de 2026 · Valor \$[\d.]+ · Depositado \$[\d.]+/,
      ),
    );
    await expect(chart.querySelectorAll('circle')).toHaveLength(2);
  },
};

/** The shorter chart that sits beside other figures. */
export const Compact: Story = {
  args: { ...chartArgs(180), size: 'compact' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img')).toHaveAttribute('height', '160');
  },
};
