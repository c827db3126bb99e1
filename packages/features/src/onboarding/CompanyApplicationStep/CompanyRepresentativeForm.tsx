import {
  type CompanyApplication,
  type CompanyRepresentative,
  companyRepresentativeIssues,
  formatRut,
  isValidRut,
} from '@portal/platform';
import { Button, Field } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
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
  const { t } = useTranslation('features');
  const { form, mutation, onSubmit, refusedOther } = useApplicationForm<CompanyRepresentative>({
    fields,
    defaultValues: application.representative ?? {
      signing: '',
      coSignerName: '',
      coSignerRut: '',
      email,
      phone: '',
    },
    issuesOf: (values) => companyRepresentativeIssues(values),
    message: (field, issue) => t(`companyApplication.issues.${field}.${issue}`),
    save: (values) =>
      save({
        ...values,
        coSignerRut: isValidRut(values.coSignerRut) ? formatRut(values.coSignerRut) : values.coSignerRut,
      }),
    onSaved,
  });
  const { errors } = form.formState;
  const signing = form.watch('signing');
  const signingError = errors.signing?.message;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('companyApplication.representative.form')}
      onSubmit={onSubmit}
    >
      <fieldset
        className={styles.choices}
        aria-describedby={signingError ? 'company-signing-error' : undefined}
        aria-invalid={signingError ? true : undefined}
      >
        <legend className={styles.legend}>{t('companyApplication.representative.signing')}</legend>
        {(['alone', 'joint'] as const).map((each) => (
          <label key={each} className={styles.choice}>
            <input type="radio" value={each} className={styles.choiceInput} {...form.register('signing')} />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t(`companyApplication.representative.${each}`)}</span>
              <span className={styles.muted}>{t(`companyApplication.representative.${each}Hint`)}</span>
            </span>
          </label>
        ))}
        {signingError ? (
          <p id="company-signing-error" className={styles.fieldError}>
            {signingError}
          </p>
        ) : null}
      </fieldset>
      {signing === 'joint' ? (
        <div className={styles.fieldGrid}>
          <Field
            label={t('companyApplication.representative.coSignerName')}
            error={errors.coSignerName?.message}
          >
            {(control) => (
              <input {...control} {...form.register('coSignerName')} maxLength={100} autoComplete="off" />
            )}
          </Field>
          <Field
            label={t('companyApplication.representative.coSignerRut')}
            error={errors.coSignerRut?.message}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('coSignerRut', {
                  onBlur: (event: { target: { value: string } }) => {
                    if (isValidRut(event.target.value))
                      form.setValue('coSignerRut', formatRut(event.target.value));
                  },
                })}
                autoComplete="off"
              />
            )}
          </Field>
        </div>
      ) : null}
      <Field label={t('companyApplication.representative.email')} error={errors.email?.message}>
        {(control) => <input {...control} {...form.register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field
        label={t('companyApplication.representative.phone')}
        hint={t('companyApplication.representative.phoneHint')}
        error={errors.phone?.message}
      >
        {(control) => <input {...control} {...form.register('phone')} type="tel" autoComplete="tel" />}
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
