import {
  type CompanyApplication,
  type CompanyNew,
  companyNewIssues,
  companyRoles,
  formatRut,
  isValidRut,
} from '@portal/platform';
import { Button, ErrorSummary, Select, Stack, Text, TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { bindFields } from '../../kit/bindFields.ts';
import { tidyRut } from '../../kit/registerTidied.ts';
import { ruleIssueKey } from '../../kit/ruleIssueKey.ts';
import { useApplicationForm } from '../useApplicationForm.ts';

const fields = ['rut', 'legalName', 'representativeRole'] as const;

/** Step 1 (/entity/new): the company's RUT and legal name, and what the client is at it. */
export function CompanyNewForm({
  application,
  save,
  onSaved,
}: {
  application: CompanyApplication | null;
  save: (company: CompanyNew) => Promise<CompanyApplication>;
  onSaved: (application: CompanyApplication) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { form, mutation, onSubmit, refusedOther, summary } = useApplicationForm<CompanyNew>({
    formId: 'empresa',
    fields,
    defaultValues: application?.company ?? { rut: '', legalName: '', representativeRole: '' },
    issuesOf: companyNewIssues,
    message: (field, issue) => t(ruleIssueKey<'onboarding'>('companyApplication.issues', field, issue)),
    save: (values) =>
      save({
        ...values,
        rut: isValidRut(values.rut) ? formatRut(values.rut) : values.rut,
        legalName: values.legalName.trim(),
      }),
    onSaved,
  });
  const { errors } = form.formState;
  const field = bindFields(
    form,
    (name) =>
      t(name === 'representativeRole' ? 'companyApplication.new.role' : `companyApplication.new.${name}`),
    'empresa',
  );
  return (
    <Stack as="form" gap="lg" noValidate aria-label={t('companyApplication.new.form')} onSubmit={onSubmit}>
      <ErrorSummary {...summary} />
      <TextField
        {...field('rut', { tidy: tidyRut })}
        hint={t('companyApplication.new.rutHint')}
        autoComplete="off"
      />
      <TextField {...field('legalName')} maxLength={100} autoComplete="organization" />
      <Select
        label={t('companyApplication.new.role')}
        hint={t('companyApplication.new.roleHint')}
        error={errors.representativeRole?.message}
        {...form.register('representativeRole')}
      >
        <option value="">{t('companyApplication.choose')}</option>
        {companyRoles.map((role) => (
          <option key={role} value={role}>
            {t(`companyApplication.roles.${role}`)}
          </option>
        ))}
      </Select>
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
