import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectErrorSummary } from '../../testing/errorSummary.ts';
import { BankAccountForm } from './BankAccountForm.tsx';

const accounts = [
  { id: 'acc-1', bankCode: '001', bankName: 'Banco de Chile', type: 'corriente', maskedNumber: '•••• 4521' },
  { id: 'acc-2', bankCode: '051', bankName: 'Banco Falabella', type: 'vista', maskedNumber: '•••• 6180' },
] as const;

/**
 * A flow's account step (a rescue's, a scheduled deposit's mandate): a registered account, or a new
 * one in the client's own name, checked field by field.
 */
const meta = {
  title: 'Features/Goals/BankAccountForm',
  component: BankAccountForm,
  parameters: { layout: 'padded' },
  args: {
    step: 2,
    title: '¿Desde qué cuenta aportas?',
    titleId: 'account-title',
    accounts: [...accounts],
    holderRut: '16.543.210-K',
    value: { accountId: '', newAccount: { bankCode: '', type: '', number: '', holderRut: '' } },
    serverErrors: null,
    legend: 'Cuenta de cargo',
    missing: 'Elige la cuenta de la que se cargará tu aporte.',
    onChosen: fn(),
  },
} satisfies Meta<typeof BankAccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A registered account chosen: handed on, with a line under the one that has something to say. */
export const Registered: Story = {
  args: { describe: (account) => (account.id === 'acc-2' ? 'Agregada hoy.' : undefined) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('radio', {
        name: 'Banco Falabella · Cuenta vista o CuentaRUT •••• 6180 Agregada hoy.',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Banco de Chile · Cuenta corriente •••• 4521' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(args.onChosen).toHaveBeenCalledWith(expect.objectContaining({ accountId: 'acc-1' })),
    );
  },
};

/** Nothing chosen: the flow's own words. A new account in another's name: said on its field, in the flow's words. */
export const NewAccountChecked: Story = {
  args: { otherHolder: 'El mandato debe ser de una cuenta a tu nombre (RUT 16.543.210-K).' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expectErrorSummary(canvas, 'Elige la cuenta de la que se cargará tu aporte.');
    await userEvent.click(canvas.getByRole('radio', { name: /Otra cuenta a mi nombre/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'RUT del titular' }), '15.987.654-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('textbox', { name: 'RUT del titular' })).toHaveAccessibleDescription(
      /El mandato debe ser de una cuenta a tu nombre \(RUT 16\.543\.210-K\)\.$/,
    );
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};

/**
 * No registered account, and no RUT of the client's in the server's answer (data the server should
 * have): the new account's form, its hint saying whose the account must be without a blank where the
 * RUT would go.
 */
export const NoRutOnFile: Story = {
  // The form as NewAccountChecked draws it: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { accounts: [], holderRut: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'RUT del titular' })).toHaveAccessibleDescription(
      'La cuenta debe estar a tu nombre.',
    );
  },
};

/** The server refused a field: shown once, on arrival, in the summary and on the field. */
export const ServerRefused: Story = {
  args: {
    value: { accountId: 'acc-1', newAccount: { bankCode: '', type: '', number: '', holderRut: '' } },
    serverErrors: { accountId: 'Esta cuenta no acepta mandatos; elige otra.' },
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 'Esta cuenta no acepta mandatos; elige otra.');
    await expect(
      within(canvas.getByRole('group', { name: 'Cuenta de cargo' })).getAllByRole('radio'),
    ).toHaveLength(3);
    await expect(summary.getAllByRole('link')).toHaveLength(1);
  },
};
