import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CopyButton } from '../CopyButton/CopyButton.tsx';
import { DescriptionList } from './DescriptionList.tsx';
import { FactGrid } from './FactGrid.tsx';

const meta = {
  title: 'UI/Layout/DescriptionList',
  component: DescriptionList,
  parameters: { layout: 'padded' },
  args: {
    label: 'Resumen del rescate',
    testIdPrefix: 'summary-',
    rows: [
      { key: 'goal', label: 'Meta', value: 'Casa propia' },
      { key: 'amount', label: 'Monto', value: '$500.000' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A summary: labels and values, one row each, named as a whole. */
export const Summary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Resumen del rescate')).toBeVisible();
    await expect(canvas.getByTestId('summary-amount')).toHaveTextContent('$500.000');
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Meta', 'Monto']);
  },
};

/** Values to copy (a bank's data): each with its button at the row's end; a long one wraps. */
export const WithActions: Story = {
  args: {
    label: 'Datos para transferir',
    testIdPrefix: 'transfer-',
    rows: [
      {
        key: 'account',
        label: 'Número de cuenta',
        value: '00-123-45678-09',
        action: <CopyButton value="0012345678 09" description="Copiar número de cuenta" />,
      },
      {
        key: 'email',
        label: 'Correo',
        value: 'depositos.clientes.personas@inversiones-ejemplo.cl',
        action: (
          <CopyButton
            value="depositos.clientes.personas@inversiones-ejemplo.cl"
            description="Copiar correo"
          />
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('transfer-account')).toHaveTextContent('00-123-45678-09');
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** Facts in columns (a policy, a company): a label over each value, as many to a row as asked. */
export const FactsInColumns: Story = {
  render: () => (
    <FactGrid
      columns="three"
      testIdPrefix="policy-"
      facts={[
        { key: 'insurer', label: 'Aseguradora', value: 'Compañía de Seguros de Vida Cordillera S.A.' },
        { key: 'policy', label: 'N.º de póliza', value: 'VA-2023-004512' },
        { key: 'coverage', label: 'Monto asegurado', value: 'UF 2.000,00' },
        { key: 'premium', label: 'Prima', value: 'UF 2,50 al mes' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Aseguradora',
      'N.º de póliza',
      'Monto asegurado',
      'Prima',
    ]);
    await expect(canvas.getByTestId('policy-policy')).toHaveTextContent('VA-2023-004512');
  },
};
