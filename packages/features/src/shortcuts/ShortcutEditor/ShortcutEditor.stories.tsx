import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutEditor } from './ShortcutEditor.tsx';

const insurance = {
  id: 'sc-2',
  shortcut: {
    label: 'Mis seguros',
    icon: 'heroicons_outline:shield-check',
    link: '/insurances',
    useRouter: true,
  },
};
const deposit = {
  id: 'sc-1',
  shortcut: {
    label: 'Depositar',
    icon: 'heroicons_outline:plus-circle',
    link: '/deposit/101',
    useRouter: true,
  },
};

/** The dialog that renames a shortcut or points it at another page (docs/RULES.md#shortcuts). */
const meta = {
  title: 'Features/Shortcuts/ShortcutEditor',
  component: ShortcutEditor,
  parameters: { chromatic: { disableSnapshot: true } },
  args: { shortcut: insurance, shortcuts: [deposit, insurance], onClose: fn() },
} satisfies Meta<typeof ShortcutEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Editar acceso directo' });

/** Its name and page, the page among its own and the free ones. */
export const Open: Story = {
  play: async () => {
    const editor = await dialog();
    await expect(within(editor).getByLabelText('Nombre')).toHaveValue('Mis seguros');
    await expect(within(editor).getByLabelText('Página')).toHaveValue('insurances');
  },
};

/** Nothing changed: closes without a call. */
export const NothingChanged: Story = {
  play: async ({ args }) => {
    const editor = await dialog();
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A name over 40 characters: said on the field, nothing sent. */
export const NameTooLong: Story = {
  play: async () => {
    const editor = await dialog();
    const name = within(editor).getByLabelText('Nombre') as HTMLInputElement;
    // The field stops at 40; a pasted longer name (the attribute removed) is checked on save too.
    name.removeAttribute('maxlength');
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(41));
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await expect(name).toHaveAccessibleDescription(/El nombre puede tener hasta 40 caracteres\./);
  },
};

/** Already removed in another tab: said, what was typed kept. */
export const Gone: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/api/common/shortcuts', () => HttpResponse.json({ error: 'gone' }, { status: 404 })),
    );
  },
  play: async () => {
    const editor = await dialog();
    const name = within(editor).getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'Seguros');
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(editor).getByRole('alert')).toHaveTextContent(
        'Este acceso directo ya no existe: se quitó en otra pestaña o dispositivo.',
      ),
    );
    await expect(name).toHaveValue('Seguros');
  },
};

/** Saving: the button says so and takes no second press; what was typed stays in the field. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/common/shortcuts', answerNever));
  },
  play: async ({ args }) => {
    const editor = await dialog();
    const name = within(editor).getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'Seguros');
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar' }));
    const saving = await within(editor).findByRole('button', { name: 'Guardando…' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(name).toHaveValue('Seguros');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
