import { formatDateLong, productKeys, readFieldErrors } from '@portal/platform';
import { Button, Checkbox, Heading, Inline, Note, Stack, Text } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { QueryState } from '../../kit/QueryState.tsx';
import { useWriteKey } from '../../stepFlow/useWriteKey.ts';
import { onboardingKeys, useOnboardingQueries } from '../onboardingApi.ts';
import * as styles from './ContractAcceptance.css.ts';

/**
 * The management contract to read and accept (docs/RULES.md#contract): its sections in a scrollable region, a
 * check that says it was read, and the acceptance recorded by the server (once, whatever the
 * clicks). An accepted version says when; a newer version than the one read is said and reloaded.
 */
export function ContractAcceptance() {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const flows = useOnboardingQueries();
  const contract = useQuery(flows.contract());
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  // The acceptance's key belongs to the version accepted: a retry sends the same one; a newer version
  // is another acceptance.
  const acceptanceKey = useWriteKey('contract-acceptance');
  const check = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // A second click lands before React draws the busy button: this says at once that one is on its way.
  const sending = useRef(false);
  const accept = useMutation({
    mutationFn: (version: string) =>
      flows.acceptContract({ version, idempotencyKey: acceptanceKey.keyFor({ version }) }),
    onSuccess: () => {
      acceptanceKey.forget();
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.contract });
      // Step 3 of the onboarding: the account may open now.
      void queryClient.invalidateQueries({ queryKey: productKeys.userStatus });
    },
    onError: async (error) => {
      const message = (await readFieldErrors(error))?.errors.version;
      if (message) {
        // A newer version came out: accepting it is another acceptance (another key), after reading it.
        setRefused(message);
        setAgreed(false);
        void contract.refetch();
      }
    },
  });
  const data = contract.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data || sending.current) return;
    if (!agreed) {
      setMissing(true);
      check.current?.focus();
      return;
    }
    setRefused(null);
    sending.current = true;
    accept.mutate(data.version, {
      // Accepted, it stays sent: the button shows until the contract is read again, and a second
      // click of a double click that lands after the answer must not accept it again.
      onError: () => {
        sending.current = false;
      },
    });
  };
  return (
    <QueryState query={contract} loadingText={t('contract.loading')} errorText={t('contract.error')}>
      {data ? (
        <Stack gap="lg">
          <Stack gap="xxs">
            <Heading level={2}>{data.title}</Heading>
            <Text tone="muted" size="sm">
              {t('contract.version', {
                version: data.version,
                date: formatDateLong(data.publishedOn),
              })}
            </Text>
          </Stack>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
          <section className={styles.contractText} aria-label={t('contract.text')} tabIndex={0}>
            {data.sections.map((section) => (
              <div key={section.heading}>
                <h3 className={styles.contractHeading}>{section.heading}</h3>
                <p>{section.text}</p>
              </div>
            ))}
          </section>
          {data.acceptedAt ? (
            <Stack gap="lg">
              <Note as="p" role="status" data-testid="contract-accepted">
                {t('contract.accepted', {
                  version: data.version,
                  date: formatDateLong(data.acceptedAt),
                })}
              </Note>
              <Inline>
                <ButtonLink to="/dashboard">{t('contract.toHome')}</ButtonLink>
              </Inline>
            </Stack>
          ) : (
            <Stack as="form" gap="lg" noValidate onSubmit={submit} aria-label={t('contract.form')}>
              <Checkbox
                ref={check}
                label={t('contract.agree', { version: data.version })}
                error={missing ? t('contract.mustAgree') : undefined}
                checked={agreed}
                onChange={(event) => {
                  setAgreed(event.target.checked);
                  setMissing(false);
                }}
              />
              {refused ? (
                <Text tone="critical" weight="medium" role="alert">
                  {refused}
                </Text>
              ) : accept.isError && !accept.isPending ? (
                <Text tone="critical" weight="medium" role="alert">
                  {t('contract.failed')}
                </Text>
              ) : null}
              <Button type="submit" phoneWide busy={accept.isPending}>
                {t(accept.isPending ? 'contract.accepting' : 'contract.accept')}
              </Button>
            </Stack>
          )}
        </Stack>
      ) : null}
    </QueryState>
  );
}
