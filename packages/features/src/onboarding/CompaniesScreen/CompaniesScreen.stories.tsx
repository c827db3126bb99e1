import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompaniesScreen, type EnteredRole } from './CompaniesScreen.tsx';

const as = (role: EnteredRole) => (): EnteredRole => role;

/** /companies (Screens/Other layouts draw its states whole): no picture of its own. */
const meta = {
  title: 'Features/Onboarding/CompaniesScreen',
  component: CompaniesScreen,
  args: { entered: false, roleIn: as('representative'), onEnter: fn(), onLeave: fn() },
  parameters: { layout: 'padded', persona: 'multiCompany', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof CompaniesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A representative's companies: "Entrar" enters the company, not as an administrator. */
export const Companies: Story = {
  play: async ({ canvasElement, args }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Tus empresas' }, { timeout: 8000 });
    await userEvent.click(within(list).getByRole('button', { name: 'Entrar como Transportes Soto SpA' }));
    await expect(args.onEnter).toHaveBeenCalledWith(expect.any(String), { asAdministrator: false });
    await expect(within(canvasElement).queryByRole('search')).toBeNull();
  },
};

/** In a company's portal: whose it is, and the way back to one's own account. */
export const WhileRepresenting: Story = {
  args: { entered: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Volver a mi cuenta' }, { timeout: 8000 }),
    );
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('list', { name: 'Tus empresas' })).toBeNull();
  },
};

/** An administrator acting for a client: the way out of that client. */
export const WhileAdministering: Story = {
  args: { entered: true, roleIn: as('administrator') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/como administrador\.$/, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salir de este cliente' })).toBeEnabled();
  },
};

/** An administrator searches clients (two letters at least) and enters one as an administrator. */
export const AdministratorSearch: Story = {
  parameters: { persona: 'admin' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole(
      'searchbox',
      { name: 'Nombre, correo o código de cliente' },
      { timeout: 8000 },
    );
    const search = canvas.getByRole('button', { name: 'Buscar' });
    await userEvent.type(field, 's');
    await expect(search).toBeDisabled();
    await userEvent.type(field, 'oto{Enter}');
    const results = await canvas.findByRole('list', { name: 'Clientes encontrados' }, { timeout: 8000 });
    await userEvent.click(
      within(results).getByRole('button', { name: 'Entrar como Francisca Soto Morales' }),
    );
    await expect(args.onEnter).toHaveBeenCalledWith(expect.any(String), { asAdministrator: true });
  },
};

/** A search that finds no one says so with what was asked. */
export const NoResults: Story = {
  parameters: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', {}, { timeout: 8000 });
    await userEvent.type(field, 'zzzz{Enter}');
    await expect(
      await canvas.findByText('Ningún cliente coincide con «zzzz».', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};
