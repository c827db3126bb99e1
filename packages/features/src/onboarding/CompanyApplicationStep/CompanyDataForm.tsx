import { type CompanyApplication, type CompanyData, chileRegions, companyDataIssues } from '@portal/platform';
import { Button, Field } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
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
  const { t } = useTranslation('features');
  const { form, mutation, onSubmit, refusedOther } = useApplicationForm<CompanyData>({
    fields,
    defaultValues: application.data ?? { activity: '', address: '', commune: '', region: '' },
    issuesOf: companyDataIssues,
    message: (field, issue) => t(`companyApplication.issues.${field}.${issue}`),
    save,
    onSaved,
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('companyApplication.data.form')}
      onSubmit={onSubmit}
    >
      <p className={styles.muted} data-testid="company-name">
        {t('companyApplication.of', { name: application.company.legalName, rut: application.company.rut })}
      </p>
      <Field
        label={t('companyApplication.data.activity')}
        hint={t('companyApplication.data.activityHint')}
        error={errors.activity?.message}
      >
        {(control) => <input {...control} {...form.register('activity')} maxLength={120} />}
      </Field>
      <Field label={t('companyApplication.data.address')} error={errors.address?.message}>
        {(control) => (
          <input {...control} {...form.register('address')} maxLength={120} autoComplete="street-address" />
        )}
      </Field>
      <div className={styles.fieldGrid}>
        <Field label={t('companyApplication.data.commune')} error={errors.commune?.message}>
          {(control) => (
            <input {...control} {...form.register('commune')} maxLength={60} autoComplete="address-level2" />
          )}
        </Field>
        <Field label={t('companyApplication.data.region')} error={errors.region?.message}>
          {(control) => (
            <select {...control} {...form.register('region')} autoComplete="address-level1">
              <option value="">{t('companyApplication.choose')}</option>
              {chileRegions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {refusedOther ? (
        <p role="alert" className={styles.error}>
          {t('companyApplication.failed')}
        </p>
      ) : null}
      <Button type="submit" className={styles.submit} busy={mutation.isPending}>
        {t(mutation.isPending ? 'companyApplication.saving' : 'companyApplication.continue')}
      </Button>
    </form>
  );
}
