import {
  formatDateTime,
  formatRut,
  isValidRut,
  passwordChecks,
  passwordRules,
  type RegistrationRequest,
  type RegistrationSent,
  readFieldErrors,
  registrationIssues,
  useApi,
} from '@portal/platform';
import { Button, Field } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { registrationQueries } from '../registrationApi.ts';
import { issuesResolver } from '../useApplicationForm.ts';

const fields = ['firstname', 'surname', 'rut', 'email', 'password', 'termsAccepted'] as const;

/**
 * Opening an account (docs/RULES.md#registration, /register, public): name, RUT, email and a password whose rules are
 * listed and ticked as the client types; checked by the platform's rule here and on the server
 * (which also knows RUTs and emails that have an account). Sent, it says where the link went, how
 * long it lasts, and offers to send it again.
 */
export function RegistrationForm({
  termsHref,
  afterSent,
}: {
  /** The terms and conditions the client accepts (a file the app serves). */
  termsHref: string;
  /** What the page adds under "we sent you a link" (the demo shows its outbox there). */
  afterSent?: (sent: RegistrationSent) => ReactNode;
}) {
  const { t } = useTranslation('features');
  const api = useApi();
  const queries = useMemo(() => registrationQueries(api), [api]);
  const [shown, setShown] = useState(false);
  const form = useForm<RegistrationRequest>({
    resolver: issuesResolver(registrationIssues, (field, issue) =>
      t(`registration.issues.${field}.${issue}`),
    ),
    defaultValues: { firstname: '', surname: '', rut: '', email: '', password: '', termsAccepted: false },
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const register = useMutation({
    mutationFn: (values: RegistrationRequest) =>
      queries.register({
        ...values,
        firstname: values.firstname.trim(),
        surname: values.surname.trim(),
        rut: isValidRut(values.rut) ? formatRut(values.rut) : values.rut,
        email: values.email.trim(),
      }),
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
  const [firstname, surname, rut, email, password] = form.watch([
    'firstname',
    'surname',
    'rut',
    'email',
    'password',
  ]);
  const checks = passwordChecks(password, { firstname, surname, rut, email });
  if (register.data) return <Sent sent={register.data} resend={queries.resend} afterSent={afterSent} />;
  const refusedOther = register.isError && !register.isPending && Object.keys(errors).length === 0;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('registration.form')}
      onSubmit={form.handleSubmit(
        (values) => {
          if (!register.isPending) register.mutate(values);
        },
        (invalid) => {
          const first = fields.find((field) => field in invalid);
          if (first) form.setFocus(first);
        },
      )}
    >
      <div className={styles.fieldGrid}>
        <Field label={t('registration.firstname')} error={errors.firstname?.message}>
          {(control) => (
            <input {...control} {...form.register('firstname')} autoComplete="given-name" maxLength={60} />
          )}
        </Field>
        <Field label={t('registration.surname')} error={errors.surname?.message}>
          {(control) => (
            <input {...control} {...form.register('surname')} autoComplete="family-name" maxLength={60} />
          )}
        </Field>
      </div>
      <Field label={t('registration.rut')} hint={t('registration.rutHint')} error={errors.rut?.message}>
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
      <Field label={t('registration.email')} error={errors.email?.message}>
        {(control) => <input {...control} {...form.register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label={t('registration.password')} error={errors.password?.message}>
        {(control) => (
          <div className={styles.passwordRow}>
            <input
              {...control}
              {...form.register('password')}
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
            />
            <Button tone="ghost" aria-pressed={shown} onClick={() => setShown((now) => !now)}>
              {t(shown ? 'registration.hide' : 'registration.show')}
            </Button>
          </div>
        )}
      </Field>
      <div>
        <p id="password-rules" className={styles.muted}>
          {t('registration.rulesTitle')}
        </p>
        <ul className={styles.rules} aria-labelledby="password-rules" data-testid="password-rules">
          {passwordRules.map((rule) => (
            <li key={rule} className={checks[rule] ? styles.ruleMet : styles.rule} data-met={checks[rule]}>
              <span aria-hidden="true">{checks[rule] ? '✓' : '•'}</span> {t(`registration.rules.${rule}`)}
              <span className={styles.hiddenText}>
                {' '}
                {t(checks[rule] ? 'registration.ruleMet' : 'registration.ruleMissing')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <label className={styles.choice}>
          <input
            type="checkbox"
            className={styles.choiceInput}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? 'registration-terms-error' : undefined}
            {...form.register('termsAccepted')}
          />
          <span>
            {t('registration.terms')}{' '}
            <a href={termsHref} target="_blank" rel="noreferrer">
              {t('registration.termsLink')}
            </a>
          </span>
        </label>
        {errors.termsAccepted ? (
          <p id="registration-terms-error" className={styles.fieldError}>
            {errors.termsAccepted.message}
          </p>
        ) : null}
      </div>
      {refusedOther ? (
        <p role="alert" className={styles.error}>
          {t('registration.failed')}
        </p>
      ) : null}
      <Button type="submit" className={styles.submit} busy={register.isPending}>
        {t(register.isPending ? 'registration.creating' : 'registration.create')}
      </Button>
    </form>
  );
}

/** The link is on its way: where, until when, and the way to ask for it again. */
function Sent({
  sent,
  resend,
  afterSent,
}: {
  sent: RegistrationSent;
  resend: (email: string) => Promise<RegistrationSent>;
  afterSent?: (sent: RegistrationSent) => ReactNode;
}) {
  const { t } = useTranslation('features');
  const again = useMutation({ mutationFn: () => resend(sent.email) });
  const latest = again.data ?? sent;
  return (
    <div className={styles.form}>
      <p role="status" className={styles.note} data-testid="registration-sent">
        {t('registration.sent', { email: latest.email, until: formatDateTime(latest.expiresAt) })}
      </p>
      <p className={styles.muted}>{t('registration.notThere')}</p>
      <div className={styles.actions}>
        <Button tone="secondary" busy={again.isPending} onClick={() => again.mutate()}>
          {t(again.isPending ? 'registration.resending' : 'registration.resend')}
        </Button>
      </div>
      {again.isSuccess ? (
        <p role="status" className={styles.muted} data-testid="registration-resent">
          {t('registration.resent')}
        </p>
      ) : again.isError ? (
        <p role="alert" className={styles.error}>
          {t('registration.resendFailed')}
        </p>
      ) : null}
      {afterSent?.(latest)}
    </div>
  );
}
