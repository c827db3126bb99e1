import { Button, Inline, Note, Stack, Text, TextField } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useRegistrationQueries } from '../registrationApi.ts';

/**
 * The email link of a new account (docs/RULES.md#registration, /confirmation?token=…, public): confirmed (and the
 * way in), or why not — expired, used already, not one of ours — with a new link to ask for.
 */
export function EmailConfirmation({ token, onSignIn }: { token: string; onSignIn: () => void }) {
  const { t } = useTranslation('onboarding');
  const queries = useRegistrationQueries();
  const outcome = useQuery(queries.confirmation(token));
  const data = outcome.data;
  return (
    <QueryState
      query={outcome}
      loadingText={t('registration.confirming')}
      errorText={t('registration.confirmFailed')}
    >
      {data ? (
        <Stack gap="lg">
          <Note as="p" role="status" data-testid="confirmation-outcome">
            {data.kind === 'confirmed'
              ? t('registration.confirmed', { name: data.confirmed.firstname, email: data.confirmed.email })
              : t(`registration.link.${data.kind}`)}
          </Note>
          {data.kind === 'confirmed' || data.kind === 'used' ? (
            <Inline>
              <Button onClick={onSignIn}>{t('registration.signIn')}</Button>
            </Inline>
          ) : (
            <NewLink resend={queries.resend} />
          )}
        </Stack>
      ) : null}
    </QueryState>
  );
}

/** An expired or unknown link: a new one to the email the client types. */
function NewLink({ resend }: { resend: (email: string) => Promise<unknown> }) {
  const { t } = useTranslation('onboarding');
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
      <Text tone="muted" size="sm" role="status" data-testid="confirmation-resent">
        {t('registration.newLinkSent', { email: email.trim() })}
      </Text>
    );
  return (
    <Stack as="form" gap="lg" noValidate aria-label={t('registration.newLink')} onSubmit={submit}>
      <TextField
        label={t('registration.email')}
        error={invalid ? t('registration.issues.email.email') : undefined}
        ref={field}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
        }}
      />
      {send.isError ? (
        <Text tone="critical" weight="medium" role="alert">
          {t('registration.resendFailed')}
        </Text>
      ) : null}
      <Button type="submit" tone="secondary" phoneWide busy={send.isPending}>
        {t(send.isPending ? 'registration.resending' : 'registration.newLink')}
      </Button>
    </Stack>
  );
}
