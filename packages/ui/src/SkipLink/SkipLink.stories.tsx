import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Page } from '../Page/Page.tsx';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <SkipLink />
      <nav aria-label="Menú principal">
        <a href="#inicio">Inicio</a> <a href="#metas">Mis metas</a> <a href="#seguros">Seguros</a>
      </nav>
      <Page title="Mis metas">
        <Button>Nueva meta</Button>
      </Page>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the keyboard reaches it: the first Tab shows it, before the menu. */
export const FirstTab: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

/** Enter moves the focus past the menu to the page's heading; the next Tab is the page's own first control. */
export const PastTheMenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mis metas' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nueva meta' })).toHaveFocus();
  },
};
