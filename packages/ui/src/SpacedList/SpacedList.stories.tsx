import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpacedList } from './SpacedList.tsx';

const meta = {
  title: 'UI/SpacedList',
  component: SpacedList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SpacedList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Points with bullets: what something brings. */
export const Bullets: Story = {
  render: () => (
    <SpacedList aria-label="Qué te da">
      <li>Acciones y ETF de Estados Unidos, en una cuenta en dólares a tu nombre.</li>
      <li>Custodiada por el bróker, que te da acceso a su plataforma.</li>
    </SpacedList>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Qué te da' });
    await expect(list.tagName).toBe('UL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Steps in their order, numbered. */
export const Numbered: Story = {
  render: () => (
    <SpacedList as="ol" aria-label="Cómo abrir la cuenta">
      <li>Datos de la empresa</li>
      <li>Representante legal</li>
      <li>Documentos</li>
    </SpacedList>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Cómo abrir la cuenta' });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
