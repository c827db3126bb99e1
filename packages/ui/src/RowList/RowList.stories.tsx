import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Row, RowFigures, RowList } from './RowList.tsx';

const meta = {
  title: 'UI/RowList',
  component: RowList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RowList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of money: an icon, a title over a muted line, the figures at the end. */
export const Figures: Story = {
  render: () => (
    <RowList aria-label="Movimientos">
      <Row
        icon="plus"
        end={
          <RowFigures>
            <Text as="span" weight="semibold">
              +$150.000
            </Text>
            <Text as="span" tone="muted" size="xs">
              Completado
            </Text>
          </RowFigures>
        }
      >
        <Text as="span" weight="medium">
          Depósito
        </Text>
        <Text as="span" tone="muted" size="sm">
          Casa propia · 20-11-2026
        </Text>
      </Row>
      <Row icon="minus" end={<RowFigures>-$80.000</RowFigures>}>
        <Text as="span" weight="medium">
          Rescate
        </Text>
      </Row>
    </RowList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Movimientos' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Depósito');
    await expect(getComputedStyle(rows[0] as HTMLElement).borderTopWidth).toBe('0px');
  },
};

/** A row with an action at its end (a statement to download). */
export const WithAction: Story = {
  render: () => (
    <RowList aria-label="Cartolas">
      <Row icon="download" end={<Button tone="secondary">Descargar</Button>}>
        <Text as="span" weight="medium">
          Cartola de octubre
        </Text>
      </Row>
    </RowList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Descargar' })).toBeVisible();
  },
};
