import { answerNever } from '@portal/mocks/testing';
import { drawnByItsScreen } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { FeeTable } from './FeeTable.tsx';

const meta = {
  title: 'Features/Products/FeeTable',
  component: FeeTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FeeTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every product's fee: goals by balance band (bounds that meet with no gap), the rest flat; what is
 * free, VAT and the day the fees were set.
 */
export const Fees: Story = {
  // Its picture: Screens/Main layout: Pricing.
  parameters: { chromatic: drawnByItsScreen },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: 'Comisión anual por producto y saldo' },
      { timeout: 8000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent('Metas de inversiónHasta $10.000.0001,19%');
    await expect(rows[1]).toHaveTextContent('De $10.000.001 a $50.000.0000,99%');
    await expect(rows[2]).toHaveTextContent('Desde $50.000.0010,79%');
    await expect(rows[3]).toHaveTextContent('Inversión de corto plazoCualquier saldo0,49%');
    await expect(rows[7]).toHaveTextContent('Caja MonedaCualquier saldo0%');
    await expect(within(table).getByRole('rowheader', { name: 'Metas de inversión' })).toHaveAttribute(
      'rowspan',
      '3',
    );
    await expect(
      canvas.getByText('Depositar, rescatar y cambiar de portafolio no tienen costo.'),
    ).toBeVisible();
    await expect(canvas.getByText(/Vigentes desde el 1 de julio de 2026\./)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando las comisiones…');
  },
};

/** A fee out of range (150 %) is bad data: said, never shown; the retry brings the table. */
export const ErrorWithRetry: Story = {
  // Ends as Fees is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/api/products', async ({ request }) => {
        calls += 1;
        if (calls > 1) return undefined;
        return HttpResponse.json({
          feesUpdatedOn: '2026-07-01',
          products: [
            {
              code: 'goals',
              name: 'Metas',
              summary: '',
              currency: 'CLP',
              risk: { from: 1, to: 5 },
              minimumDeposit: 5000,
              rescueBusinessDays: 3,
              categories: [],
              fees: [{ upTo: null, annualPercent: 150 }],
            },
          ],
          request: request.url,
        });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar las comisiones.',
    );
    await expect(canvas.queryByText('150%')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('table', {}, { timeout: 8000 })).toBeVisible();
  },
};
