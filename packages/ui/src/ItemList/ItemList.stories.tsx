import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Item, ItemList, itemLink } from './ItemList.tsx';

const meta = {
  title: 'UI/ItemList',
  component: ItemList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ItemList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Items that lead somewhere, with what goes with each at the end. */
export const Links: Story = {
  render: () => (
    <ItemList aria-label="Tus seguros">
      <Item>
        <a className={itemLink} href="#vida">
          Seguro de vida con ahorro
        </a>
        <Text as="span" tone="muted" size="sm">
          Vigente
        </Text>
      </Item>
      <Item>
        <a className={itemLink} href="#salud">
          Seguro de salud complementario
        </a>
        <Text as="span" tone="muted" size="sm">
          Vigente
        </Text>
      </Item>
    </ItemList>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tus seguros' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('link', { name: 'Seguro de vida con ahorro' })).toHaveAttribute(
      'href',
      '#vida',
    );
  },
};

/** Steps in an order: a numbered list. */
export const Ordered: Story = {
  render: () => (
    <ItemList as="ol" aria-label="Tareas">
      <Item>Valida tu cédula</Item>
      <Item>Conoce a tu cliente</Item>
      <Item>Firma el contrato</Item>
    </ItemList>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tareas' });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
