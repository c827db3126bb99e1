import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDateLong,
  formatRut,
  isValidRut,
  productKeys,
  readFieldErrors,
  taxCountries,
  type UsBrokerageAccount,
  type UsBrokerageRequest,
  usBrokerageIssues,
  useApi,
} from '@portal/platform';
import { Button, buttonTone, DataState, Field } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { choiceField } from '../../kit/choiceField.ts';
import * as styles from '../../kit/form.css.ts';
import { catalogueKeys, catalogueQueries } from '../catalogueApi.ts';
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
  const { t } = useTranslation('features');
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
      loadingText={t('flows.usBrokerage.loading')}
      errorText={t('flows.usBrokerage.error')}
      onRetry={() => {
        void user.refetch();
        void codes.refetch();
      }}
      retryLabel={t('flows.retry')}
    >
      {opened ? (
        <Opened account={opened} />
      ) : user.data && codes.data ? (
        canSeeUsBrokerage({ user: user.data, usInvitationCodes: codes.data, usBrokerageEntityUuid }) ? (
          <Opened />
        ) : codes.data.some((code) => code.type === 'US_INVITATION' && code.active) ? (
          <ActivationForm onOpened={setOpened} />
        ) : (
          <div className={styles.form}>
            <p role="status" className={styles.note} data-testid="us-brokerage-uninvited">
              {t('flows.usBrokerage.uninvited')}
            </p>
            <div className={styles.actions}>
              <Link className={buttonTone.secondary} to="/ibkr">
                {t('flows.usBrokerage.toIbkr')}
              </Link>
            </div>
          </div>
        )
      ) : null}
    </DataState>
  );
}

/** The account is open: said, with the way to the US brokerage's page. */
function Opened({ account }: { account?: UsBrokerageAccount }) {
  const { t } = useTranslation('features');
  return (
    <div className={styles.form}>
      <p role="status" className={styles.note} data-testid="us-brokerage-active">
        {account
          ? t('flows.usBrokerage.opened', {
              number: account.accountNumber,
              date: formatDateLong(account.activatedAt),
            })
          : t('flows.usBrokerage.alreadyOpen')}
      </p>
      <div className={styles.actions}>
        <Link className={buttonTone.primary} to="/ibkr">
          {t('flows.usBrokerage.toIbkr')}
        </Link>
      </div>
    </div>
  );
}

function ActivationForm({ onOpened }: { onOpened: (account: UsBrokerageAccount) => void }) {
  const { t } = useTranslation('features');
  const api = useApi();
  const flows = useMemo(() => catalogueQueries(api), [api]);
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
            message: t(`flows.usBrokerage.issues.${field}.${issue}`),
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
  const country = form.watch('taxCountry');
  const activate = useMutation({
    mutationFn: (values: Fields) => flows.activateUsBrokerage(requestOf(values)),
    onSuccess: (account) => {
      onOpened(account);
      // The financial entity is active now: the menu's US brokerage item follows the user, and
      // /ibkr shows the account just opened.
      void queryClient.invalidateQueries({ queryKey: productKeys.currentUser });
      queryClient.setQueryData(catalogueKeys.usBrokerageAccount, account);
    },
    onError: async (error) => {
      const refused = (await readFieldErrors(error))?.errors;
      if (!refused) return;
      const first = fields.find((field) => refused[field]);
      for (const field of fields) {
        const message = refused[field];
        if (message) form.setError(field, { message }, { shouldFocus: field === first });
      }
    },
  });
  const usPersonError = errors.usPerson?.message;
  const refusedOther = activate.isError && !activate.isPending && Object.keys(errors).length === 0;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.usBrokerage.form')}
      onSubmit={form.handleSubmit(
        (values) => {
          if (!activate.isPending) activate.mutate(values);
        },
        (invalid) => {
          const first = fields.find((field) => invalid[field]);
          if (first) form.setFocus(first);
        },
      )}
    >
      <h2 className={styles.stepTitle}>{t('flows.usBrokerage.taxTitle')}</h2>
      <Field label={t('flows.usBrokerage.taxCountry')} error={errors.taxCountry?.message}>
        {(control) => (
          <select {...control} {...form.register('taxCountry')} autoComplete="country">
            {taxCountries.map((each) => (
              <option key={each} value={each}>
                {t(`flows.usBrokerage.countries.${each}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t(country === 'CL' ? 'flows.usBrokerage.rut' : 'flows.usBrokerage.taxId')}
        hint={t(country === 'CL' ? 'flows.usBrokerage.rutHint' : 'flows.usBrokerage.taxIdHint')}
        error={errors.taxId?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('taxId', {
              onBlur: (event: { target: { value: string } }) => {
                if (form.getValues('taxCountry') === 'CL' && isValidRut(event.target.value))
                  form.setValue('taxId', formatRut(event.target.value));
              },
            })}
            maxLength={20}
            autoComplete="off"
          />
        )}
      </Field>
      <fieldset
        className={styles.choices}
        aria-describedby={usPersonError ? 'us-person-error' : 'us-person-hint'}
        aria-invalid={usPersonError ? true : undefined}
      >
        <legend className={styles.legend}>{t('flows.usBrokerage.usPerson')}</legend>
        <p id="us-person-hint" className={styles.muted}>
          {t('flows.usBrokerage.usPersonHint')}
        </p>
        {(['no', 'yes'] as const).map((each) => (
          <label key={each} className={styles.choice}>
            <input type="radio" value={each} className={styles.choiceInput} {...form.register('usPerson')} />
            <span className={styles.choiceTitle}>{t(`flows.usBrokerage.answers.${each}`)}</span>
          </label>
        ))}
        {usPersonError ? (
          <p id="us-person-error" className={styles.fieldError}>
            {usPersonError}
          </p>
        ) : null}
      </fieldset>
      <h2 className={styles.stepTitle}>{t('flows.usBrokerage.termsTitle')}</h2>
      <Check
        name="termsAccepted"
        label={t('flows.usBrokerage.terms')}
        error={errors.termsAccepted?.message}
        form={form}
      />
      <Check
        name="w8benCertified"
        label={t('flows.usBrokerage.w8ben')}
        error={errors.w8benCertified?.message}
        form={form}
      />
      {refusedOther ? (
        <p role="alert" className={styles.error}>
          {t('flows.usBrokerage.failed')}
        </p>
      ) : null}
      <Button type="submit" className={styles.submit} busy={activate.isPending}>
        {t(activate.isPending ? 'flows.usBrokerage.activating' : 'flows.usBrokerage.activate')}
      </Button>
    </form>
  );
}

/** A box to tick, with its error under it (tied to it for screen readers). */
function Check({
  name,
  label,
  error,
  form,
}: {
  name: 'termsAccepted' | 'w8benCertified';
  label: string;
  error: string | undefined;
  form: ReturnType<typeof useForm<Fields>>;
}) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label className={styles.choice}>
        <input
          type="checkbox"
          className={styles.choiceInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register(name)}
        />
        <span className={styles.choiceTitle}>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
