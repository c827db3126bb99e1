import {
  type CompanyApplication,
  type CompanyNew,
  companyNewIssues,
  companyRoles,
  formatRut,
  isValidRut,
} from '@portal/platform';
import { Button, Field } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
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
  const { t } = useTranslation('features');
  const { form, mutation, onSubmit, refusedOther } = useApplicationForm<CompanyNew>({
    fields,
    defaultValues: application?.company ?? { rut: '', legalName: '', representativeRole: '' },
    issuesOf: companyNewIssues,
    message: (field, issue) => t(`companyApplication.issues.${field}.${issue}`),
    save: (values) =>
      save({
        ...values,
        rut: isValidRut(values.rut) ? formatRut(values.rut) : values.rut,
        legalName: values.legalName.trim(),
      }),
    onSaved,
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('companyApplication.new.form')}
      onSubmit={onSubmit}
    >
      <Field
        label={t('companyApplication.new.rut')}
        hint={t('companyApplication.new.rutHint')}
        error={errors.rut?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('rut', {
              onBlur: (event: { target: { value: string } }) => {
                if (isValidRut(event.target.value)) form.setValue('rut', formatRut(event.target.value));
              },
            })}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label={t('companyApplication.new.legalName')} error={errors.legalName?.message}>
        {(control) => (
          <input {...control} {...form.register('legalName')} maxLength={100} autoComplete="organization" />
        )}
      </Field>
      <Field
        label={t('companyApplication.new.role')}
        hint={t('companyApplication.new.roleHint')}
        error={errors.representativeRole?.message}
      >
        {(control) => (
          <select {...control} {...form.register('representativeRole')}>
            <option value="">{t('companyApplication.choose')}</option>
            {companyRoles.map((role) => (
              <option key={role} value={role}>
                {t(`companyApplication.roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
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
