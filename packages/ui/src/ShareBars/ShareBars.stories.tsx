import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShareBars } from './ShareBars.tsx';

const meta = {
  title: 'UI/ShareBars',
  component: ShareBars,
  parameters: { layout: 'padded' },
  args: {
    label: 'Distribución por tipo de activo',
    items: [
      { id: 'acciones-int', label: 'Acciones internacionales', share: 0.482, value: '$26.811.000' },
      { id: 'renta-fija', label: 'Renta fija local', share: 0.231, value: '$12.850.000' },
      { id: 'acciones-cl', label: 'Acciones chilenas', share: 0.152, value: '$8.455.000' },
      { id: 'caja', label: 'Caja', share: 0.135, value: '$7.509.000' },
    ],
  },
} satisfies Meta<typeof ShareBars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each part with its share and amount as text; the list is named; the bars are decoration. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Distribución por tipo de activo' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(/^Acciones internacionales48,2\s?%\$26\.811\.000$/);
    await expect(list.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** One part is the whole; a share out of range is drawn within 0–100 %. */
export const Whole: Story = {
  args: {
    items: [
      { id: 'todo', label: 'Renta fija de corto plazo', share: 1, value: '$1.800.000' },
      { id: 'nada', label: 'Caja', share: -0.2, value: '$0' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^100\s?%$/)).toBeVisible();
    await expect(canvas.getByText(/^0\s?%$/)).toBeVisible();
  },
};
