import { type CompanyApplication, type CompanyData, chileRegions, companyDataIssues } from '@portal/platform';
import { Button, ErrorSummary, Select, Stack, Text, TextField, Tiles } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { bindFields } from '../../kit/bindFields.ts';
import { ruleIssueKey } from '../../kit/ruleIssueKey.ts';
import { useApplicationForm } from '../useApplicationForm.ts';

const fields = ['activity', 'address', 'commune', 'region'] as const;

/** Step 2 (/entity/onboarding/datos): the company's line of business and address. */
export function CompanyDataForm({
  application,
  save,
  onSaved,
}: {
  application: CompanyApplication;
  save: (data: CompanyData) => Promise<CompanyApplication>;
  onSaved: (application: CompanyApplication) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { form, mutation, onSubmit, refusedOther, summary } = useApplicationForm<CompanyData>({
    formId: 'datos',
    fields,
    defaultValues: application.data ?? { activity: '', address: '', commune: '', region: '' },
    issuesOf: companyDataIssues,
    message: (field, issue) => t(ruleIssueKey<'onboarding'>('companyApplication.issues', field, issue)),
    save,
    onSaved,
  });
  const field = bindFields(form, (name) => t(`companyApplication.data.${name}`), 'datos');
  return (
    <Stack as="form" gap="lg" noValidate aria-label={t('companyApplication.data.form')} onSubmit={onSubmit}>
      <ErrorSummary {...summary} />
      <Text tone="muted" size="sm" data-testid="company-name">
        {t('companyApplication.of', { name: application.company.legalName, rut: application.company.rut })}
      </Text>
      <TextField {...field('activity')} hint={t('companyApplication.data.activityHint')} maxLength={120} />
      <TextField {...field('address')} maxLength={120} autoComplete="street-address" />
      <Tiles>
        <TextField {...field('commune')} maxLength={60} autoComplete="address-level2" />
        <Select {...field('region')} autoComplete="address-level1">
          <option value="">{t('companyApplication.choose')}</option>
          {chileRegions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </Select>
      </Tiles>
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
