import { type PersonaId, personas } from '@portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PortalUserMenu } from './PortalUserMenu.tsx';

const meta = {
  title: 'Features/UserMenu/PortalUserMenu',
  component: PortalUserMenu,
  args: {
    onNavigate: fn(),
    onSignOut: fn(),
    onShowDebug: fn(),
    helpCentreUrl: 'https://ayuda.example.cl',
    storage: { getItem: () => null },
  },
} satisfies Meta<typeof PortalUserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

function as(persona: PersonaId) {
  return ({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.post>[]) => void } }) => {
    msw.use(http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json(personas[persona].user)));
  };
}

async function open(canvas: {
  findByRole: (role: string, options: { name: string }) => Promise<HTMLElement>;
}) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Menú de usuario' }));
  return body().findByRole('menu');
}

/** Individual: invest as a company, no change user, no representative; entries navigate. */
export const Individual: Story = {
  beforeEach: as('individual'),
  play: async ({ canvas, args }) => {
    const menu = await open(canvas);
    await expect(within(menu).getByRole('menuitem', { name: 'Invertir como empresa' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Cambiar usuario' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Actividad general' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/activities');
  },
};

/** Company: representative's name, no invest-as-company, change user (its manager is someone else). */
export const Company: Story = {
  beforeEach: as('company'),
  play: async ({ canvas }) => {
    const menu = await open(canvas);
    await expect(menu).toHaveTextContent('Representante legal: Rodrigo Araya Vidal');
    await expect(within(menu).queryByRole('menuitem', { name: 'Invertir como empresa' })).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Cambiar usuario' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** Administrator: may change user. */
export const Admin: Story = {
  beforeEach: as('admin'),
  play: async ({ canvas, args }) => {
    const menu = await open(canvas);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cambiar usuario' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/companies');
  },
};

/** Several companies: may change user. */
export const SeveralCompanies: Story = {
  beforeEach: as('multiCompany'),
  play: async ({ canvas }) => {
    const menu = await open(canvas);
    await expect(within(menu).getByRole('menuitem', { name: 'Cambiar usuario' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** bp_debug = "True" shows the debug entry. */
export const DebugOn: Story = {
  beforeEach: as('individual'),
  args: { storage: { getItem: (key: string) => (key === 'bp_debug' ? 'True' : null) } },
  play: async ({ canvas, args }) => {
    const menu = await open(canvas);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mostrar valores de depuración' }));
    await expect(args.onShowDebug).toHaveBeenCalled();
  },
};

/** Log out is the last, destructive entry. */
export const LogOut: Story = {
  beforeEach: as('individual'),
  play: async ({ canvas, args }) => {
    const menu = await open(canvas);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};
