import { type DepositOptions, formatMoney } from '@portal/platform';
import { CopyButton, DescriptionList, EmailAddress } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where to transfer a deposit to a goal, each field copyable: the company's account in the goal's
 * currency, and the code that names the goal; with an amount, that too.
 */
export function TransferDetails({ options, amount }: { options: DepositOptions; amount?: number }) {
  const { t } = useTranslation('goals');
  const rows: {
    key: 'bank' | 'accountType' | 'accountNumber' | 'holder' | 'rut' | 'email' | 'amount' | 'code';
    value: ReactNode;
    copy: string;
  }[] = [
    { key: 'bank', value: options.transfer.bank, copy: options.transfer.bank },
    { key: 'accountType', value: options.transfer.accountType, copy: options.transfer.accountType },
    { key: 'accountNumber', value: options.transfer.accountNumber, copy: options.transfer.accountNumber },
    { key: 'holder', value: options.transfer.holder, copy: options.transfer.holder },
    { key: 'rut', value: options.transfer.rut, copy: options.transfer.rut },
    { key: 'email', value: <EmailAddress address={options.transfer.email} />, copy: options.transfer.email },
    // The bank's form wants digits: the copy carries no "$" nor dots.
    ...(amount === undefined
      ? []
      : [{ key: 'amount' as const, value: formatMoney(amount, options.currency), copy: String(amount) }]),
    { key: 'code', value: options.transferCode, copy: options.transferCode },
  ];
  return (
    <DescriptionList
      label={t('deposit.transferData')}
      testIdPrefix="transfer-"
      rows={rows.map((row) => ({
        key: row.key,
        label: t(`deposit.fields.${row.key}`),
        value: row.value,
        action: <CopyButton value={row.copy} description={t(`deposit.copy.${row.key}`)} />,
      }))}
    />
  );
}
