import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDateLong,
  formatRut,
  isValidRut,
  productKeys,
  taxCountries,
  type UsBrokerageAccount,
  type UsBrokerageRequest,
  usBrokerageIssues,
  useApi,
} from '@portal/platform';
import {
  Button,
  Checkbox,
  DataState,
  ErrorSummary,
  Heading,
  Inline,
  Note,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { bindFields, fieldId } from '../../kit/bindFields.ts';
import { choiceField } from '../../kit/choiceField.ts';
import { registerTidied, tidyRut } from '../../kit/registerTidied.ts';
import { ruleIssueKey } from '../../kit/ruleIssueKey.ts';
import { failedWithoutField, showRefusedFields, submitOnce, useErrorSummary } from '../../kit/serverForm.ts';
import { useWriteKey } from '../../stepFlow/useWriteKey.ts';
import { catalogueKeys, useCatalogueQueries } from '../catalogueApi.ts';
import { canSeeUsBrokerage, usBrokerageEntityUuid } from '../usBrokerageAccess.ts';

type Fields = {
  taxCountry: string;
  taxId: string;
  usPerson: string;
  termsAccepted: boolean;
  w8benCertified: boolean;
};
const fields = ['taxCountry', 'taxId', 'usPerson', 'termsAccepted', 'w8benCertified'] as const;

/** The form's values as the activation the server takes. */
function requestOf(values: Fields): UsBrokerageRequest {
  return {
    taxCountry: values.taxCountry,
    taxId:
      values.taxCountry === 'CL' && isValidRut(values.taxId) ? formatRut(values.taxId) : values.taxId.trim(),
    usPerson: values.usPerson === 'yes' ? true : values.usPerson === 'no' ? false : null,
    termsAccepted: values.termsAccepted,
    w8benCertified: values.w8benCertified,
  };
}

/**
 * The US brokerage's activation (docs/RULES.md#us-brokerage-activation, /ibkr/activate): by invitation (docs/RULES.md#roles-and-permissions), the client's
 * tax residence and its id for the W-8BEN, whether they are a US person, and the brokerage's terms.
 * Once the server opens the account its financial entity is active, and "Invertir en EE.UU." joins
 * the menu. Without an invitation, or with the account already open, it says so instead.
 */
export function UsBrokerageActivation() {
  const { t } = useTranslation('products');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  const codes = useQuery(queries.usInvitationCodes());
  // Opened here: said with its number, even once the refreshed user shows the account active.
  const [opened, setOpened] = useState<UsBrokerageAccount | null>(null);
  const failed = user.isError || codes.isError;
  const ready = user.data && codes.data;
  return (
    <DataState
      state={ready ? 'ready' : failed ? 'error' : 'loading'}
      loadingText={t('usBrokerage.loading')}
      errorText={t('usBrokerage.error')}
      onRetry={() => {
        void user.refetch();
        void codes.refetch();
      }}
      retryLabel={t('retry')}
    >
      {opened ? (
        <Opened account={opened} />
      ) : user.data && codes.data ? (
        canSeeUsBrokerage({ user: user.data, usInvitationCodes: codes.data, usBrokerageEntityUuid }) ? (
          <Opened />
        ) : codes.data.some((code) => code.type === 'US_INVITATION' && code.active) ? (
          <ActivationForm onOpened={setOpened} />
        ) : (
          <Stack gap="lg">
            <Note as="p" role="status" data-testid="us-brokerage-uninvited">
              {t('usBrokerage.uninvited')}
            </Note>
            <Inline>
              <ButtonLink tone="secondary" to="/ibkr">
                {t('usBrokerage.toIbkr')}
              </ButtonLink>
            </Inline>
          </Stack>
        )
      ) : null}
    </DataState>
  );
}

/** The account is open: said, with the way to the US brokerage's page. */
function Opened({ account }: { account?: UsBrokerageAccount }) {
  const { t } = useTranslation('products');
  return (
    <Stack gap="lg">
      <Note as="p" role="status" data-testid="us-brokerage-active">
        {account
          ? t('usBrokerage.opened', {
              number: account.accountNumber,
              date: formatDateLong(account.activatedAt),
            })
          : t('usBrokerage.alreadyOpen')}
      </Note>
      <Inline>
        <ButtonLink to="/ibkr">{t('usBrokerage.toIbkr')}</ButtonLink>
      </Inline>
    </Stack>
  );
}

function ActivationForm({ onOpened }: { onOpened: (account: UsBrokerageAccount) => void }) {
  const { t } = useTranslation('products');
  const flows = useCatalogueQueries();
  const queryClient = useQueryClient();
  const schema = z
    .object({
      taxCountry: z.string(),
      taxId: z.string(),
      usPerson: choiceField(),
      termsAccepted: z.boolean(),
      w8benCertified: z.boolean(),
    })
    .check(
      z.check((payload) => {
        const issues = usBrokerageIssues(requestOf(payload.value));
        for (const [field, issue] of Object.entries(issues))
          payload.issues.push({
            code: 'custom',
            message: t(ruleIssueKey<'products'>('usBrokerage.issues', field, issue)),
            input: payload.value[field as keyof Fields],
            path: [field],
          });
      }),
    );
  const form = useForm<Fields>({
    resolver: zodResolver(schema),
    defaultValues: { taxCountry: 'CL', taxId: '', usPerson: '', termsAccepted: false, w8benCertified: false },
    reValidateMode: 'onChange',
    // The first wrong answer in the form's order takes the focus (below).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const field = bindFields(
    form,
    (name) => (name === 'termsAccepted' || name === 'w8benCertified' ? '' : t(`usBrokerage.${name}`)),
    'eeuu',
  );
  const summary = useErrorSummary(form, fields, 'eeuu');
  const country = form.watch('taxCountry');
  // The activation's key belongs to what it asks (docs/RULES.md#idempotency-and-field-errors).
  const activationKey = useWriteKey('us-brokerage-activation');
  const activate = useMutation({
    mutationFn: (values: Fields) => {
      const request = requestOf(values);
      return flows.activateUsBrokerage(request, activationKey.keyFor(request));
    },
    onSuccess: (account) => {
      activationKey.forget();
      onOpened(account);
      // The financial entity is active now: the menu's US brokerage item follows the user, and
      // /ibkr shows the account just opened.
      void queryClient.invalidateQueries({ queryKey: productKeys.currentUser });
      queryClient.setQueryData(catalogueKeys.usBrokerageAccount, account);
    },
    onError: (error) => showRefusedFields(error, fields, form, summary),
  });
  const usPersonError = errors.usPerson?.message;
  const refusedOther = failedWithoutField(activate, errors);
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('usBrokerage.form')}
      onSubmit={submitOnce(form, fields, activate, summary)}
    >
      <ErrorSummary {...summary.summary} />
      <Heading level={2}>{t('usBrokerage.taxTitle')}</Heading>
      <Select {...field('taxCountry')} autoComplete="country">
        {taxCountries.map((each) => (
          <option key={each} value={each}>
            {t(`usBrokerage.countries.${each}`)}
          </option>
        ))}
      </Select>
      <TextField
        label={t(country === 'CL' ? 'usBrokerage.rut' : 'usBrokerage.taxId')}
        hint={t(country === 'CL' ? 'usBrokerage.rutHint' : 'usBrokerage.taxIdHint')}
        error={errors.taxId?.message}
        id={fieldId('eeuu', 'taxId')}
        {...registerTidied(form, 'taxId', (typed) =>
          form.getValues('taxCountry') === 'CL' ? tidyRut(typed) : null,
        )}
        maxLength={20}
        autoComplete="off"
      />
      <RadioGroup
        legend={t('usBrokerage.usPerson')}
        hint={t('usBrokerage.usPersonHint')}
        error={usPersonError}
        options={(['no', 'yes'] as const).map((each) => ({
          value: each,
          label: t(`usBrokerage.answers.${each}`),
        }))}
        {...form.register('usPerson')}
      />
      <Heading level={2}>{t('usBrokerage.termsTitle')}</Heading>
      <Checkbox
        label={t('usBrokerage.terms')}
        error={errors.termsAccepted?.message}
        {...form.register('termsAccepted')}
      />
      <Checkbox
        label={t('usBrokerage.w8ben')}
        error={errors.w8benCertified?.message}
        {...form.register('w8benCertified')}
      />
      {refusedOther ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('usBrokerage.failed')}
        </Text>
      ) : null}
      <Button type="submit" phoneWide busy={activate.isPending}>
        {t(activate.isPending ? 'usBrokerage.activating' : 'usBrokerage.activate')}
      </Button>
    </Stack>
  );
}
