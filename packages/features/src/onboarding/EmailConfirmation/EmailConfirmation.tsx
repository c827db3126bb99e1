import { stateOfQuery, useApi } from '@portal/platform';
import { Button, DataState, Field } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { registrationQueries } from '../registrationApi.ts';

/**
 * The email link of a new account (docs/RULES.md#registration, /confirmation?token=…, public): confirmed (and the
 * way in), or why not — expired, used already, not one of ours — with a new link to ask for.
 */
export function EmailConfirmation({ token, onSignIn }: { token: string; onSignIn: () => void }) {
  const { t } = useTranslation('features');
  const api = useApi();
  const queries = useMemo(() => registrationQueries(api), [api]);
  const outcome = useQuery(queries.confirmation(token));
  const data = outcome.data;
  return (
    <DataState
      state={stateOfQuery(outcome)}
      loadingText={t('registration.confirming')}
      errorText={t('registration.confirmFailed')}
      onRetry={() => void outcome.refetch()}
      retryLabel={t('flows.retry')}
    >
      {data ? (
        <div className={styles.form}>
          <p role="status" className={styles.note} data-testid="confirmation-outcome">
            {data.kind === 'confirmed'
              ? t('registration.confirmed', { name: data.confirmed.firstname, email: data.confirmed.email })
              : t(`registration.link.${data.kind}`)}
          </p>
          {data.kind === 'confirmed' || data.kind === 'used' ? (
            <div className={styles.actions}>
              <Button onClick={onSignIn}>{t('registration.signIn')}</Button>
            </div>
          ) : (
            <NewLink resend={queries.resend} />
          )}
        </div>
      ) : null}
    </DataState>
  );
}

/** An expired or unknown link: a new one to the email the client types. */
function NewLink({ resend }: { resend: (email: string) => Promise<unknown> }) {
  const { t } = useTranslation('features');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const send = useMutation({ mutationFn: resend });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    if (!send.isPending) send.mutate(email.trim());
  };
  if (send.isSuccess)
    return (
      <p role="status" className={styles.muted} data-testid="confirmation-resent">
        {t('registration.newLinkSent', { email: email.trim() })}
      </p>
    );
  return (
    <form className={styles.form} noValidate aria-label={t('registration.newLink')} onSubmit={submit}>
      <Field
        label={t('registration.email')}
        error={invalid ? t('registration.issues.email.email') : undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={field}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
          />
        )}
      </Field>
      {send.isError ? (
        <p role="alert" className={styles.error}>
          {t('registration.resendFailed')}
        </p>
      ) : null}
      <Button type="submit" tone="secondary" className={styles.submit} busy={send.isPending}>
        {t(send.isPending ? 'registration.resending' : 'registration.newLink')}
      </Button>
    </form>
  );
}
