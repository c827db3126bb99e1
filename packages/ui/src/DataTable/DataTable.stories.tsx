import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, DataTableCell, DataTableRowHeader } from './DataTable.tsx';

const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  parameters: { layout: 'padded' },
  args: {
    caption: 'Beneficiarios',
    columns: [
      { key: 'name', header: 'Nombre' },
      { key: 'relationship', header: 'Parentesco' },
      { key: 'share', header: 'Porcentaje', align: 'end' },
    ],
    children: null,
  },
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table named by its caption: a header per column and per row, figures on the end. */
export const Default: Story = {
  render: (args) => (
    <DataTable {...args}>
      <tr>
        <DataTableRowHeader>María José Pérez</DataTableRowHeader>
        <DataTableCell>Cónyuge</DataTableCell>
        <DataTableCell align="end">60%</DataTableCell>
      </tr>
      <tr>
        <DataTableRowHeader>Tomás Pérez</DataTableRowHeader>
        <DataTableCell>Hijo</DataTableCell>
        <DataTableCell align="end">40%</DataTableCell>
      </tr>
    </DataTable>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Beneficiarios' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Parentesco', 'Porcentaje']);
    await expect(within(table).getByRole('rowheader', { name: 'Tomás Pérez' })).toBeVisible();
    await expect(getComputedStyle(within(table).getByText('60%')).textAlign).toBe('end');
  },
};

/** Compact rows, a column a phone leaves out, and a header that spans a product's rows. */
export const CompactWithGroups: Story = {
  args: {
    caption: 'Comisiones por saldo',
    columns: [
      { key: 'product', header: 'Producto' },
      { key: 'band', header: 'Saldo', hideOnPhone: true },
      { key: 'fee', header: 'Comisión anual', align: 'end' },
    ],
  },
  render: (args) => (
    <DataTable {...args} density="compact">
      <tr>
        <DataTableRowHeader scope="rowgroup" rowSpan={2}>
          Fondo Mutuo Conservador
        </DataTableRowHeader>
        <DataTableCell hideOnPhone>Hasta $10.000.000</DataTableCell>
        <DataTableCell align="end">1,20%</DataTableCell>
      </tr>
      <tr>
        <DataTableCell hideOnPhone>Desde $10.000.000</DataTableCell>
        <DataTableCell align="end">0,90%</DataTableCell>
      </tr>
    </DataTable>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole('rowheader', { name: 'Fondo Mutuo Conservador' });
    await expect(header).toHaveAttribute('rowspan', '2');
    const band = canvas.getByText('Hasta $10.000.000');
    const phone = !window.matchMedia('(min-width: 600px)').matches;
    await expect(getComputedStyle(band).display).toBe(phone ? 'none' : 'table-cell');
    await expect(getComputedStyle(canvas.getByText('0,90%')).whiteSpace).toBe('nowrap');
  },
};
