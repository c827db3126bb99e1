import { type PersonaId, personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
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

/** The client on the way: the trigger's place is kept (44 px, as the trigger), hidden from readers. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', answerNever));
  },
  play: async ({ canvas }) => {
    const pending = await canvas.findByTestId('user-menu-pending');
    await expect(pending).toHaveAttribute('aria-hidden', 'true');
    const box = pending.getBoundingClientRect();
    const margin = Number.parseFloat(getComputedStyle(pending).marginLeft);
    await expect([box.width + 2 * margin, box.height + 2 * margin]).toEqual([44, 44]);
    await expect(canvas.queryByRole('button', { name: 'Menú de usuario' })).toBeNull();
  },
};

/**
 * The client's data cannot be read: the menu still opens, with help and "Cerrar sesión" (nothing
 * that needs the client's data), so a client is never left without the way out.
 */
export const ClientUnreadable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json({ id: 42 })));
  },
  play: async ({ canvas, args }) => {
    const menu = await open(canvas);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Preguntas frecuentes'), expect.stringContaining('Cerrar sesión')]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/**
 * A deployment whose config.json names no help centre: no "Preguntas frecuentes" (a link to nowhere),
 * whether the client's data was read or not.
 */
export const NoHelpCentre: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { helpCentreUrl: undefined },
  beforeEach: as('individual'),
  play: async ({ canvas }) => {
    const menu = await open(canvas);
    await expect(within(menu).getByRole('menuitem', { name: 'Actividad general' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: /Preguntas frecuentes/ })).toBeNull();
    // The page is checked with the menu closed (an open modal menu hides the rest from readers).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** The client's data could not be read, and no help centre is configured: "Cerrar sesión" alone. */
export const ClientUnreadableNoHelpCentre: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { helpCentreUrl: undefined },
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json({ id: 42 })));
  },
  play: async ({ canvas }) => {
    const menu = await open(canvas);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Cerrar sesión')]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/**
 * Individual: invest as a company, no change user, no representative; entries navigate. Ends with
 * the menu open again, so its picture shows an individual's entries.
 */
export const Individual: Story = {
  parameters: {
    // A modal menu hides the rest of the page from assistive technology while it traps focus
    // (Radix's modal pattern): the trigger is focusable inside an aria-hidden area only while focus
    // cannot reach it. The other stories check the page with the menu closed.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  beforeEach: as('individual'),
  play: async ({ canvas, args }) => {
    const menu = await open(canvas);
    await expect(within(menu).getByRole('menuitem', { name: 'Invertir como empresa' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Cambiar usuario' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Actividad general' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/activities');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(
      within(await open(canvas)).getByRole('menuitem', { name: 'Actividad general' }),
    ).toBeVisible();
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
  // Ends as UserMenu Playground is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
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
  // Ends as UserMenu Playground is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: as('individual'),
  play: async ({ canvas, args }) => {
    const menu = await open(canvas);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/**
 * Registering (before step FOURTH, docs/RULES.md#roles-and-permissions): "Mi cuenta" shows, disabled, and says when it opens;
 * the photo still changes from the menu.
 */
export const AccountLocked: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json(personas.onboarding.user)),
      http.post('*/rpc/user/getUserStatus', () =>
        HttpResponse.json({ ...personas.onboarding.status, onboardingStep: 'SECOND' }),
      ),
    );
  },
  play: async ({ canvas, args }) => {
    const menu = await open(canvas);
    const account = await within(menu).findByRole('menuitem', { name: /Mi cuenta/ });
    await waitFor(() => expect(account).toHaveAttribute('aria-disabled', 'true'));
    await expect(account).toHaveTextContent('Podrás acceder a tu cuenta cuando completes el Paso 3');
    // The arrow keys pass it by: from the entry above to the one below.
    within(menu).getByRole('menuitem', { name: 'Invertir como empresa' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /^Preguntas frecuentes/ })).toHaveFocus();
    await expect(
      within(menu).getByRole('menuitem', { name: 'Cambiar imagen de usuario' }),
    ).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

const photoUploads: string[] = [];

/**
 * "Cambiar imagen de usuario" asks for a file at once (no page in between); an image is uploaded,
 * any other file is ignored (docs/RULES.md#validation); a failed upload is told to the layout.
 */
export const ChangeImage: Story = {
  beforeEach({ msw }) {
    photoUploads.length = 0;
    msw.use(
      http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json(personas.individual.user)),
      http.post('*/api/users/photo', async ({ request }) => {
        const file = (await request.formData()).get('photoProfileFile');
        photoUploads.push(file instanceof File ? file.name : 'none');
        return file instanceof File && file.name === 'falla.png'
          ? HttpResponse.json({ error: 'down' }, { status: 500 })
          : HttpResponse.json({ photoProfileId: { value: 'photo-1' } });
      }),
    );
  },
  args: { onPhotoFailed: fn() },
  play: async ({ canvas, args }) => {
    const input = await canvas.findByLabelText<HTMLInputElement>('Cambiar imagen de usuario');
    let asked = 0;
    // The browser's file dialog cannot open in a test: count the ask instead.
    input.addEventListener(
      'click',
      (event) => {
        asked += 1;
        event.preventDefault();
      },
      { once: true },
    );
    const menu = await open(canvas);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cambiar imagen de usuario' }));
    await waitFor(() => expect(asked).toBe(1));
    await expect(args.onNavigate).not.toHaveBeenCalled();

    await userEvent.upload(input, new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await userEvent.upload(input, new File(['png'], 'yo.png', { type: 'image/png' }));
    await waitFor(() => expect(photoUploads).toEqual(['yo.png']));
    await userEvent.upload(input, new File(['png'], 'falla.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(args.onPhotoFailed).toHaveBeenCalledWith('No pudimos actualizar tu foto. Inténtalo de nuevo.'),
    );
    await expect(photoUploads).toEqual(['yo.png', 'falla.png']);
  },
};
