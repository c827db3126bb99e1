import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateLong, fundsOrigins, type Kyc, kycIssues, productKeys } from '@portal/platform';
import { Button, ErrorSummary, Note, RadioGroup, Select, Stack, Text, TextField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { bindFields } from '../../kit/bindFields.ts';
import { choiceField } from '../../kit/choiceField.ts';
import { QueryState } from '../../kit/QueryState.tsx';
import { ruleIssueKey } from '../../kit/ruleIssueKey.ts';
import { failedWithoutField, showRefusedFields, submitOnce, useErrorSummary } from '../../kit/serverForm.ts';
import { useKeepTyping, useKeptTyping } from '../../stepFlow/useKeptTyping.ts';
import { onboardingKeys, useOnboardingQueries } from '../onboardingApi.ts';

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
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const flows = useOnboardingQueries();
  const current = useQuery(flows.kyc());
  return (
    <QueryState query={current} loadingText={t('kyc.loading')} errorText={t('kyc.error')}>
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
    </QueryState>
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
  const { t } = useTranslation('onboarding');
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
            message: t(ruleIssueKey<'onboarding'>('kyc.issues', field, issue)),
            input: payload.value[field as keyof KycFields],
            path: [field],
          });
      }),
    );
  // What the client types is kept in the tab until it is saved: a reload gives it back, over the
  // last declaration (docs/RULES.md#know-your-client).
  const typed = useKeptTyping<KycFields>('declaracion', {
    profession: kyc.profession,
    fundsOrigin: kyc.fundsOrigin,
    fundsDetail: kyc.fundsDetail,
    isPep: kyc.isPep === null ? '' : kyc.isPep ? 'yes' : 'no',
    pepDetail: kyc.pepDetail,
  });
  const form = useForm<KycFields>({
    resolver: zodResolver(schema),
    defaultValues: typed.values,
    reValidateMode: 'onChange',
    // The first wrong answer in the form's order takes the focus (below), whatever order the
    // library registered the fields in.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const field = bindFields(form, (name) => t(`kyc.${name}`), 'kyc');
  const summary = useErrorSummary(form, fields, 'kyc');
  const origin = form.watch('fundsOrigin');
  const pep = form.watch('isPep');
  useKeepTyping(form, typed.key);
  const send = useMutation({
    mutationFn: (values: KycFields) => save(declarationOf(values)),
    onSuccess: (saved) => {
      typed.forget();
      onSaved(saved);
    },
    onError: (error) => showRefusedFields(error, fields, form, summary),
  });
  const pepError = errors.isPep?.message;
  const refusedOther = failedWithoutField(send, errors);
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('kyc.form')}
      onSubmit={submitOnce(form, fields, send, summary)}
    >
      <ErrorSummary {...summary.summary} />
      {kyc.updatedAt ? (
        <Note as="p" role="status" data-testid="kyc-updated">
          {t('kyc.updated', { date: formatDateLong(kyc.updatedAt) })}
        </Note>
      ) : null}
      <TextField {...field('profession')} maxLength={60} autoComplete="organization-title" />
      <Select {...field('fundsOrigin')}>
        <option value="">{t('kyc.choose')}</option>
        {fundsOrigins.map((each) => (
          <option key={each} value={each}>
            {t(`kyc.origins.${each}`)}
          </option>
        ))}
      </Select>
      {origin === 'other' ? <TextField {...field('fundsDetail')} maxLength={120} /> : null}
      <RadioGroup
        legend={t('kyc.isPep')}
        hint={t('kyc.pepHint')}
        error={pepError}
        options={(['no', 'yes'] as const).map((each) => ({ value: each, label: t(`kyc.pep.${each}`) }))}
        {...form.register('isPep')}
      />
      {pep === 'yes' ? <TextField {...field('pepDetail')} maxLength={120} /> : null}
      {send.isSuccess ? (
        <Note as="p" role="status" data-testid="kyc-saved">
          {t('kyc.saved')}
        </Note>
      ) : null}
      {refusedOther ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('kyc.failed')}
        </Text>
      ) : null}
      <Button type="submit" phoneWide busy={send.isPending}>
        {t(send.isPending ? 'kyc.saving' : 'kyc.save')}
      </Button>
    </Stack>
  );
}
