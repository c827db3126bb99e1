import {
  formatDateTime,
  formatRut,
  isValidRut,
  passwordChecks,
  passwordRules,
  type RegistrationRequest,
  type RegistrationSent,
  registrationIssues,
} from '@portal/platform';
import {
  Button,
  Checkbox,
  ErrorSummary,
  Inline,
  Note,
  Stack,
  Text,
  TextField,
  Tiles,
  visuallyHidden,
} from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindFields } from '../../kit/bindFields.ts';
import { tidyRut } from '../../kit/registerTidied.ts';
import { ruleIssueKey } from '../../kit/ruleIssueKey.ts';
import { failedWithoutField, showRefusedFields, submitOnce, useErrorSummary } from '../../kit/serverForm.ts';
import { useRegistrationQueries } from '../registrationApi.ts';
import { issuesResolver } from '../useApplicationForm.ts';
import * as styles from './RegistrationForm.css.ts';

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
  const { t } = useTranslation('onboarding');
  const queries = useRegistrationQueries();
  const [shown, setShown] = useState(false);
  const form = useForm<RegistrationRequest>({
    resolver: issuesResolver(registrationIssues, (field, issue) =>
      t(ruleIssueKey<'onboarding'>('registration.issues', field, issue)),
    ),
    defaultValues: { firstname: '', surname: '', rut: '', email: '', password: '', termsAccepted: false },
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const field = bindFields(
    form,
    (name) => (name === 'termsAccepted' ? '' : t(`registration.${name}`)),
    'registro',
  );
  const summary = useErrorSummary(form, fields, 'registro');
  const register = useMutation({
    mutationFn: (values: RegistrationRequest) =>
      queries.register({
        ...values,
        firstname: values.firstname.trim(),
        surname: values.surname.trim(),
        rut: isValidRut(values.rut) ? formatRut(values.rut) : values.rut,
        email: values.email.trim(),
      }),
    onError: (error) => showRefusedFields(error, fields, form, summary),
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
  const refusedOther = failedWithoutField(register, errors);
  return (
    <Stack
      as="form"
      gap="lg"
      noValidate
      aria-label={t('registration.form')}
      onSubmit={submitOnce(form, fields, register, summary)}
    >
      <ErrorSummary {...summary.summary} />
      <Tiles>
        <TextField {...field('firstname')} autoComplete="given-name" maxLength={60} />
        <TextField {...field('surname')} autoComplete="family-name" maxLength={60} />
      </Tiles>
      <TextField {...field('rut', { tidy: tidyRut })} hint={t('registration.rutHint')} autoComplete="off" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField
        {...field('password')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        action={
          <Button tone="ghost" aria-pressed={shown} onClick={() => setShown((now) => !now)}>
            {t(shown ? 'registration.hide' : 'registration.show')}
          </Button>
        }
      />
      <div>
        <Text tone="muted" size="sm" id="password-rules">
          {t('registration.rulesTitle')}
        </Text>
        <ul className={styles.rules} aria-labelledby="password-rules" data-testid="password-rules">
          {passwordRules.map((rule) => (
            <li key={rule} className={checks[rule] ? styles.ruleMet : styles.rule} data-met={checks[rule]}>
              <span aria-hidden="true">{checks[rule] ? '✓' : '•'}</span> {t(`registration.rules.${rule}`)}
              <span className={visuallyHidden}>
                {' '}
                {t(checks[rule] ? 'registration.ruleMet' : 'registration.ruleMissing')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <Checkbox
        label={
          <>
            {t('registration.terms')}{' '}
            <a href={termsHref} target="_blank" rel="noreferrer">
              {t('registration.termsLink')}
            </a>
          </>
        }
        error={errors.termsAccepted?.message}
        {...form.register('termsAccepted')}
      />
      {refusedOther ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('registration.failed')}
        </Text>
      ) : null}
      <Button type="submit" phoneWide busy={register.isPending}>
        {t(register.isPending ? 'registration.creating' : 'registration.create')}
      </Button>
    </Stack>
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
  const { t } = useTranslation('onboarding');
  const again = useMutation({ mutationFn: () => resend(sent.email) });
  const latest = again.data ?? sent;
  return (
    <Stack gap="lg">
      <Note as="p" role="status" data-testid="registration-sent">
        {t('registration.sent', { email: latest.email, until: formatDateTime(latest.expiresAt) })}
      </Note>
      <Text tone="muted" size="sm">
        {t('registration.notThere')}
      </Text>
      <Inline>
        <Button tone="secondary" busy={again.isPending} onClick={() => again.mutate()}>
          {t(again.isPending ? 'registration.resending' : 'registration.resend')}
        </Button>
      </Inline>
      {again.isSuccess ? (
        <Text tone="muted" size="sm" role="status" data-testid="registration-resent">
          {t('registration.resent')}
        </Text>
      ) : again.isError ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('registration.resendFailed')}
        </Text>
      ) : null}
      {afterSent?.(latest)}
    </Stack>
  );
}
