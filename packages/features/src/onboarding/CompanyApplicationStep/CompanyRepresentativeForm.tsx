import {
  type CompanyApplication,
  type CompanyRepresentative,
  companyRepresentativeIssues,
  formatRut,
  isValidRut,
} from '@portal/platform';
import { Button, ErrorSummary, RadioGroup, Stack, Text, TextField, Tiles } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { bindFields } from '../../kit/bindFields.ts';
import { tidyRut } from '../../kit/registerTidied.ts';
import { ruleIssueKey } from '../../kit/ruleIssueKey.ts';
import { useApplicationForm } from '../useApplicationForm.ts';

const fields = ['signing', 'coSignerName', 'coSignerRut', 'email', 'phone'] as const;

/**
 * Step 3 (/entity/onboarding/representante): how the company signs (the client alone, or with a
 * co-signer whose name and RUT are asked), and where to reach its representative.
 */
export function CompanyRepresentativeForm({
  application,
  email,
  save,
  onSaved,
}: {
  application: CompanyApplication;
  /** The client's own email, offered as the contact until they write another. */
  email: string;
  save: (representative: CompanyRepresentative) => Promise<CompanyApplication>;
  onSaved: (application: CompanyApplication) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { form, mutation, onSubmit, refusedOther, summary } = useApplicationForm<CompanyRepresentative>({
    formId: 'representante',
    fields,
    defaultValues: application.representative ?? {
      signing: '',
      coSignerName: '',
      coSignerRut: '',
      email,
      phone: '',
    },
    issuesOf: (values) => companyRepresentativeIssues(values),
    message: (field, issue) => t(ruleIssueKey<'onboarding'>('companyApplication.issues', field, issue)),
    save: (values) =>
      save({
        ...values,
        coSignerRut: isValidRut(values.coSignerRut) ? formatRut(values.coSignerRut) : values.coSignerRut,
      }),
    onSaved,
  });
  const { errors } = form.formState;
  const field = bindFields(form, (name) => t(`companyApplication.representative.${name}`), 'representante');
  const signing = form.watch('signing');
  const signingError = errors.signing?.message;
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('companyApplication.representative.form')}
      onSubmit={onSubmit}
    >
      <ErrorSummary {...summary} />
      <RadioGroup
        legend={t('companyApplication.representative.signing')}
        error={signingError}
        options={(['alone', 'joint'] as const).map((each) => ({
          value: each,
          label: t(`companyApplication.representative.${each}`),
          description: t(`companyApplication.representative.${each}Hint`),
        }))}
        {...form.register('signing')}
      />
      {signing === 'joint' ? (
        <Tiles>
          <TextField {...field('coSignerName')} maxLength={100} autoComplete="off" />
          <TextField {...field('coSignerRut', { tidy: tidyRut })} autoComplete="off" />
        </Tiles>
      ) : null}
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField
        {...field('phone')}
        hint={t('companyApplication.representative.phoneHint')}
        type="tel"
        autoComplete="tel"
      />
      {refusedOther ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('companyApplication.failed')}
        </Text>
      ) : null}
      <Button type="submit" phoneWide busy={mutation.isPending}>
        {t(mutation.isPending ? 'companyApplication.saving' : 'companyApplication.continue')}
      </Button>
    </Stack>
  );
}
