import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { Header } from './Header.tsx';

const logo = (
  <a href="/dashboard" style={{ fontWeight: 700, color: 'inherit' }}>
    Portal
  </a>
);

const meta = {
  title: 'UI/Header',
  component: Header,
  parameters: { layout: 'fullscreen', chromatic: { modes: phoneAndDesktopModes } },
  args: { logo, menu: { opened: false, controls: 'main-menu', onToggle: fn() } },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <div style={{ height: 2000, padding: 16 }}>Contenido de la página</div>
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hamburger toggles the menu it controls. */
export const WithHamburger: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'main-menu');
    await userEvent.click(button);
    await expect(args.menu?.onToggle).toHaveBeenCalledOnce();
  },
};

/** A back arrow instead of the hamburger. */
export const WithBackArrow: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
  },
};

/** Leading, centre and action slots. */
export const AllSlots: Story = {
  args: {
    leading: <span>Inversiones Andes SpA</span>,
    center: <strong>Mis metas</strong>,
    actions: <button type="button">Notificaciones</button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mis metas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  },
};

/** No shadow at the top; a shadow once the page scrolls; gone again at the top. */
export const ShadowWhenScrolled: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 300);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await expect(getComputedStyle(header).boxShadow).not.toBe('none');
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  },
};

/** Every prop at hand: the menu button, or a back arrow when onBack is set. */
export const Playground: Story = {
  // Ends as ShadowWhenScrolled is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { menu: { opened: false, controls: 'main-menu', onToggle: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
