import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDateLong,
  fundsOrigins,
  type Kyc,
  kycIssues,
  productKeys,
  readFieldErrors,
  stateOfQuery,
  useApi,
} from '@portal/platform';
import { Button, DataState, Field } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { choiceField } from '../../kit/choiceField.ts';
import * as styles from '../../kit/form.css.ts';
import { onboardingKeys, onboardingQueries } from '../onboardingApi.ts';

type KycFields = {
  profession: string;
  fundsOrigin: string;
  fundsDetail: string;
  isPep: string;
  pepDetail: string;
};
const fields = ['profession', 'fundsOrigin', 'fundsDetail', 'isPep', 'pepDetail'] as const;

/** The form's values as the declaration the server takes. */
function declarationOf(values: KycFields): Omit<Kyc, 'updatedAt'> {
  return {
    profession: values.profession.trim(),
    fundsOrigin: values.fundsOrigin as Kyc['fundsOrigin'],
    fundsDetail: values.fundsOrigin === 'other' ? values.fundsDetail.trim() : '',
    isPep: values.isPep === 'yes' ? true : values.isPep === 'no' ? false : null,
    pepDetail: values.isPep === 'yes' ? values.pepDetail.trim() : '',
  };
}

/**
 * "Conoce a tu cliente" (docs/RULES.md#know-your-client, /kyc): profession, where the money comes from and whether the
 * client is a politically exposed person, as the CMF asks; prefilled with the last declaration,
 * checked by the platform's one rule here and on the server.
 */
export function KycForm() {
  const { t } = useTranslation('features');
  const api = useApi();
  const queryClient = useQueryClient();
  const flows = useMemo(() => onboardingQueries(api), [api]);
  const current = useQuery(flows.kyc());
  return (
    <DataState
      state={stateOfQuery(current)}
      loadingText={t('flows.kyc.loading')}
      errorText={t('flows.kyc.error')}
      onRetry={() => void current.refetch()}
      retryLabel={t('flows.retry')}
    >
      {current.data ? (
        <Declaration
          kyc={current.data}
          save={(kyc) => flows.saveKyc(kyc)}
          onSaved={(saved) => {
            queryClient.setQueryData(onboardingKeys.kyc, saved);
            void queryClient.invalidateQueries({ queryKey: productKeys.userStatus });
          }}
        />
      ) : null}
    </DataState>
  );
}

function Declaration({
  kyc,
  save,
  onSaved,
}: {
  kyc: Kyc;
  save: (kyc: Omit<Kyc, 'updatedAt'>) => Promise<Kyc>;
  onSaved: (kyc: Kyc) => void;
}) {
  const { t } = useTranslation('features');
  const schema = z
    .object({
      profession: z.string(),
      fundsOrigin: z.string(),
      fundsDetail: z.string(),
      isPep: choiceField(),
      pepDetail: z.string(),
    })
    .check(
      z.check((payload) => {
        const issues = kycIssues(declarationOf(payload.value));
        for (const [field, issue] of Object.entries(issues))
          payload.issues.push({
            code: 'custom',
            message: t(`flows.kyc.issues.${field}.${issue}`),
            input: payload.value[field as keyof KycFields],
            path: [field],
          });
      }),
    );
  const form = useForm<KycFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      profession: kyc.profession,
      fundsOrigin: kyc.fundsOrigin,
      fundsDetail: kyc.fundsDetail,
      isPep: kyc.isPep === null ? '' : kyc.isPep ? 'yes' : 'no',
      pepDetail: kyc.pepDetail,
    },
    reValidateMode: 'onChange',
    // The first wrong answer in the form's order takes the focus (below), whatever order the
    // library registered the fields in.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const origin = form.watch('fundsOrigin');
  const pep = form.watch('isPep');
  const send = useMutation({
    mutationFn: (values: KycFields) => save(declarationOf(values)),
    onSuccess: onSaved,
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
  const pepError = errors.isPep?.message;
  const refusedOther = send.isError && !send.isPending && Object.keys(errors).length === 0;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('flows.kyc.form')}
      onSubmit={form.handleSubmit(
        (values) => {
          if (!send.isPending) send.mutate(values);
        },
        (invalid) => {
          const first = fields.find((field) => invalid[field]);
          if (first) form.setFocus(first);
        },
      )}
    >
      {kyc.updatedAt ? (
        <p role="status" data-testid="kyc-updated" className={styles.note}>
          {t('flows.kyc.updated', { date: formatDateLong(kyc.updatedAt) })}
        </p>
      ) : null}
      <Field label={t('flows.kyc.profession')} error={errors.profession?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('profession')}
            maxLength={60}
            autoComplete="organization-title"
          />
        )}
      </Field>
      <Field label={t('flows.kyc.fundsOrigin')} error={errors.fundsOrigin?.message}>
        {(control) => (
          <select {...control} {...form.register('fundsOrigin')}>
            <option value="">{t('flows.rescue.choose')}</option>
            {fundsOrigins.map((each) => (
              <option key={each} value={each}>
                {t(`flows.kyc.origins.${each}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {origin === 'other' ? (
        <Field label={t('flows.kyc.fundsDetail')} error={errors.fundsDetail?.message}>
          {(control) => <input {...control} {...form.register('fundsDetail')} maxLength={120} />}
        </Field>
      ) : null}
      <fieldset
        className={styles.choices}
        aria-describedby={pepError ? 'kyc-pep-error' : 'kyc-pep-hint'}
        aria-invalid={pepError ? true : undefined}
      >
        <legend className={styles.legend}>{t('flows.kyc.isPep')}</legend>
        <p id="kyc-pep-hint" className={styles.muted}>
          {t('flows.kyc.pepHint')}
        </p>
        {(['no', 'yes'] as const).map((each) => (
          <label key={each} className={styles.choice}>
            <input type="radio" value={each} className={styles.choiceInput} {...form.register('isPep')} />
            <span className={styles.choiceTitle}>{t(`flows.kyc.pep.${each}`)}</span>
          </label>
        ))}
        {pepError ? (
          <p id="kyc-pep-error" className={styles.fieldError}>
            {pepError}
          </p>
        ) : null}
      </fieldset>
      {pep === 'yes' ? (
        <Field label={t('flows.kyc.pepDetail')} error={errors.pepDetail?.message}>
          {(control) => <input {...control} {...form.register('pepDetail')} maxLength={120} />}
        </Field>
      ) : null}
      {send.isSuccess ? (
        <p role="status" className={styles.note} data-testid="kyc-saved">
          {t('flows.kyc.saved')}
        </p>
      ) : null}
      {refusedOther ? (
        <p role="alert" className={styles.error}>
          {t('flows.kyc.failed')}
        </p>
      ) : null}
      <Button type="submit" className={styles.submit} busy={send.isPending}>
        {t(send.isPending ? 'flows.kyc.saving' : 'flows.kyc.save')}
      </Button>
    </form>
  );
}
