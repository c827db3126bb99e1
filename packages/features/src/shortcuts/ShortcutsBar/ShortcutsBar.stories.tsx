import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutsBar } from './ShortcutsBar.tsx';

const meta = {
  title: 'Features/Shortcuts/ShortcutsBar',
  component: ShortcutsBar,
  args: { onNavigate: fn() },
} satisfies Meta<typeof ShortcutsBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvas: { getByLabelText: (text: string) => HTMLElement }) =>
  canvas.getByLabelText('Agregar un acceso directo') as HTMLSelectElement;
const options = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);

/** The client's shortcuts from the mock backend; in-app ones navigate with the router. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /Depositar/ }));
    // Camila's shortcut deposits into her starred goal, Casa propia (101).
    await expect(args.onNavigate).toHaveBeenCalledWith('/deposit/101');
    await expect(canvas.getByRole('link', { name: /Mis seguros/ })).toHaveAttribute('href', '/insurances');
    // The picker offers what is not pinned yet: insurance is, the deposit page itself is not.
    await expect(options(picker(canvas))).not.toContain('Mis seguros');
    await expect(options(picker(canvas))).toContain('Depositar');
  },
};

/** Add a page: it joins the shortcuts and leaves the picker. */
export const AddOne: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /Mis seguros/ });
    await userEvent.selectOptions(picker(canvas), 'Balance general');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar' }));
    const added = await canvas.findByRole('link', { name: /Balance general/ });
    await expect(added).toHaveAttribute('href', '/general-balance');
    await waitFor(() => expect(options(picker(canvas))).not.toContain('Balance general'));
    await expect(picker(canvas)).toHaveValue('');
  },
};

/** Remove one: it leaves, and the picker offers it again. */
export const RemoveOne: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Quitar Mis seguros de tus accesos directos' }),
    );
    await waitFor(() => expect(canvas.queryByRole('link', { name: /Mis seguros/ })).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(options(picker(canvas))).toContain('Mis seguros'));
  },
};

/** None yet: says so, and the picker is there to add the first. */
/** The list on its way: said, the card busy, nothing to add to yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/shortcuts', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.getByRole('region', { name: 'Tus accesos directos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByLabelText('Agregar un acceso directo')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/shortcuts', () => HttpResponse.json([])));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Aún no tienes accesos directos. Agrega las páginas que más usas.'),
    ).toBeVisible();
    await expect(options(picker(canvas))).toHaveLength(10);
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/shortcuts', () => new HttpResponse(null, { status: 503 })));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('No pudimos cargar tus accesos directos.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // Nothing to add to while the list is unknown.
    await expect(canvas.queryByLabelText('Agregar un acceso directo')).toBeNull();
  },
};

/** Saving fails: the client is told, and the shortcuts stay as they were. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/common/shortcuts', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /Mis seguros/ });
    await userEvent.selectOptions(picker(canvas), 'Costos');
    const add = canvas.getByRole('button', { name: 'Agregar' });
    await userEvent.click(add);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No pudimos guardar el cambio en tus accesos directos. Inténtalo de nuevo.',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(picker(canvas)).toHaveValue('pricing');
    // The end state a picture can be taken of: whether the clicked button shows its focus ring
    // depended on the run (the picture was flaky), so no pointer or focus is left on it.
    await userEvent.unhover(add);
    add.blur();
  },
};

const editDialog = () => within(document.body).findByRole('dialog', { name: 'Editar acceso directo' });
const openEditor = async (canvas: ReturnType<typeof within>, label: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: `Cambiar nombre o página de ${label}` }));
  return editDialog();
};

/** The editor: the shortcut's name and page, to change either (docs/RULES.md#shortcuts). */
export const Editing: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas, 'Mis seguros');
    const name = within(dialog).getByLabelText('Nombre');
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Seguro de vida');
    await expect(within(dialog).getByLabelText('Página')).toHaveValue('insurances');
  },
};

/** Rename one (PATCH {id, shortcut}): the chip shows the new name and still opens the same page. */
export const Rename: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args }) => {
    const dialog = await openEditor(canvas, 'Mis seguros');
    const name = within(dialog).getByLabelText('Nombre');
    await expect(name).toHaveValue('Mis seguros');
    await expect(within(dialog).getByLabelText('Página')).toHaveValue('insurances');
    await userEvent.clear(name);
    await userEvent.type(name, 'Seguro de vida');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const renamed = await canvas.findByRole('link', { name: /Seguro de vida/ });
    await expect(renamed).toHaveAttribute('href', '/insurances');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(renamed);
    await expect(args.onNavigate).toHaveBeenCalledWith('/insurances');
  },
};

/** Point one at another page: the link and icon follow, and the page it left is offered again. */
export const ChangePage: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas, 'Mis seguros');
    const page = within(dialog).getByLabelText('Página') as HTMLSelectElement;
    // Its own page first chosen; a deposit to a goal leaves the deposit page itself free.
    await expect(page).toHaveValue('insurances');
    await expect(options(page)).toContain('Depositar');
    await userEvent.selectOptions(page, 'Costos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /Mis seguros/ })).toHaveAttribute('href', '/pricing'),
    );
    // The insurance page is free again: the picker offers it.
    await waitFor(() => expect(options(picker(canvas))).toContain('Mis seguros'));
  },
};

/** A name is needed: said under the field, nothing sent. */
export const NameRequired: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    const sent: unknown[] = [];
    Object.assign(window, { shortcutPatches: sent });
    msw.use(
      http.patch('*/api/common/shortcuts', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ error: 'unexpected' }, { status: 500 });
      }),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas, 'Mis seguros');
    const name = within(dialog).getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(name).toHaveAccessibleDescription(/Escribe un nombre para el acceso directo\./);
    await expect(name).toHaveFocus();
    await expect((window as unknown as { shortcutPatches: unknown[] }).shortcutPatches).toHaveLength(0);
  },
};

/** The server refuses the name: its words under the field, what the client typed kept. */
export const RenameRefused: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/api/common/shortcuts', () =>
        HttpResponse.json(
          {
            message: 'Revisa el nombre.',
            errors: { 'shortcut.label': 'Ese nombre ya lo usa otro acceso directo.' },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas, 'Mis seguros');
    const name = within(dialog).getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'Depositar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/Ese nombre ya lo usa otro acceso directo\./),
    );
    await expect(name).toHaveValue('Depositar');
    // Behind the dialog the shortcut keeps its name.
    await expect(canvas.getByRole('link', { name: /Mis seguros/, hidden: true })).toBeInTheDocument();
  },
};

/** The answer is lost: said in the dialog, what was typed kept to try again. */
export const RenameLost: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/common/shortcuts', () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas, 'Mis seguros');
    const name = within(dialog).getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'Seguros');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos guardar el cambio. Revisa tu conexión e inténtalo de nuevo.',
    );
    await expect(name).toHaveValue('Seguros');
  },
};
