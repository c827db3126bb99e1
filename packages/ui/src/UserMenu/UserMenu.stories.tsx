import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { UserMenu, type UserMenuEntry } from './UserMenu.tsx';

const logout = fn();
const activity = fn();
const entries: UserMenuEntry[] = [
  { kind: 'item', id: 'activity', label: 'Actividad general', icon: 'activity', onSelect: activity },
  { kind: 'item', id: 'balance', label: 'Balance general', icon: 'chart', onSelect: fn() },
  { kind: 'item', id: 'company', label: 'Invertir como empresa', icon: 'building', onSelect: fn() },
  { kind: 'item', id: 'account', label: 'Mi cuenta', icon: 'user', onSelect: fn() },
  {
    kind: 'item',
    id: 'faq',
    label: 'Preguntas frecuentes',
    icon: 'help',
    href: 'https://ayuda.example.cl',
    external: true,
  },
  { kind: 'divider', id: 'd1' },
  { kind: 'item', id: 'change-user', label: 'Cambiar usuario', icon: 'users', onSelect: fn() },
  { kind: 'item', id: 'image', label: 'Cambiar imagen de usuario', icon: 'image', onSelect: fn() },
  { kind: 'divider', id: 'd2' },
  { kind: 'item', id: 'logout', label: 'Cerrar sesión', icon: 'logout', onSelect: logout, destructive: true },
];

const meta = {
  title: 'UI/UserMenu',
  component: UserMenu,
  args: { trigger: <Avatar firstname="Camila" surname="Rojas" />, entries },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Opens with Enter; arrow keys move; Escape closes and gives focus back to the trigger. */
export const Keyboard: Story = {
  // Ends as Playground is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Menú de usuario' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Actividad general' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Balance general' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    // The trigger drawn before the menu's code arrived was replaced by Radix's own: ask again.
    await expect(canvas.getByRole('button', { name: 'Menú de usuario' })).toHaveFocus();
  },
};

/** Choosing an entry runs it and closes the menu; the destructive one is last. */
export const SelectCloses: Story = {
  // Ends as Playground is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de usuario' }));
    const items = await body().findAllByRole('menuitem');
    await expect(items.at(-1)).toHaveTextContent('Cerrar sesión');
    await userEvent.click(body().getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(logout).toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** A company user: the representative's name on top. */
export const WithRepresentative: Story = {
  // Ends as Playground is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { header: 'Representante legal: Rodrigo Araya Vidal' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de usuario' }));
    await expect(await body().findByText('Representante legal: Rodrigo Araya Vidal')).toBeVisible();
    await expect(body().getByRole('menuitem', { name: /Preguntas frecuentes/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(body().getByRole('menuitem', { name: 'Actividad general' }));
    await expect(activity).toHaveBeenCalled();
  },
};

/** The open menu, at the phone and the desktop. */
export const Open: Story = {
  parameters: {
    chromatic: { modes: phoneAndDesktopModes },
    // The story ends with the menu open. A modal menu hides the rest of the page from assistive
    // technology while it traps focus (Radix's modal pattern), so the trigger is focusable inside an
    // aria-hidden area only while the focus cannot reach it. The other stories check the page closed.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de usuario' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  },
};

/** Every prop at hand: entries and the header line (a company's legal representative). */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { header: 'Representante: Pedro Araya' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de usuario' }));
    await expect(await body().findByText('Representante: Pedro Araya')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};
