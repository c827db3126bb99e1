import {
  formatDateLong,
  newIdempotencyKey,
  productKeys,
  readFieldErrors,
  stateOfQuery,
  useApi,
} from '@portal/platform';
import { Button, buttonTone, DataState } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from '../../kit/form.css.ts';
import { onboardingKeys, onboardingQueries } from '../onboardingApi.ts';

/**
 * The management contract to read and accept (docs/RULES.md#contract): its sections in a scrollable region, a
 * check that says it was read, and the acceptance recorded by the server (once, whatever the
 * clicks). An accepted version says when; a newer version than the one read is said and reloaded.
 */
export function ContractAcceptance() {
  const { t } = useTranslation('features');
  const api = useApi();
  const queryClient = useQueryClient();
  const flows = useMemo(() => onboardingQueries(api), [api]);
  const contract = useQuery(flows.contract());
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const key = useRef<string | null>(null);
  const check = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // A second click lands before React draws the busy button: this says at once that one is on its way.
  const sending = useRef(false);
  const accept = useMutation({
    mutationFn: (version: string) => {
      key.current ??= newIdempotencyKey();
      return flows.acceptContract({ version, idempotencyKey: key.current });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.contract });
      // Step 3 of the onboarding: the account may open now.
      void queryClient.invalidateQueries({ queryKey: productKeys.userStatus });
    },
    onError: async (error) => {
      const message = (await readFieldErrors(error))?.errors.version;
      if (message) {
        // A newer version came out: a new order for it, after reading it.
        key.current = null;
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
    <DataState
      state={stateOfQuery(contract)}
      loadingText={t('flows.contract.loading')}
      errorText={t('flows.contract.error')}
      onRetry={() => void contract.refetch()}
      retryLabel={t('flows.retry')}
    >
      {data ? (
        <div className={styles.form}>
          <div className={styles.stepHead}>
            <h2 className={styles.stepTitle}>{data.title}</h2>
            <p className={styles.stepCount}>
              {t('flows.contract.version', {
                version: data.version,
                date: formatDateLong(data.publishedOn),
              })}
            </p>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
          <section className={styles.contractText} aria-label={t('flows.contract.text')} tabIndex={0}>
            {data.sections.map((section) => (
              <div key={section.heading}>
                <h3 className={styles.contractHeading}>{section.heading}</h3>
                <p>{section.text}</p>
              </div>
            ))}
          </section>
          {data.acceptedAt ? (
            <div className={styles.form}>
              <p role="status" data-testid="contract-accepted" className={styles.note}>
                {t('flows.contract.accepted', {
                  version: data.version,
                  date: formatDateLong(data.acceptedAt),
                })}
              </p>
              <div className={styles.actions}>
                <Link className={buttonTone.primary} to="/dashboard">
                  {t('flows.contract.toHome')}
                </Link>
              </div>
            </div>
          ) : (
            <form className={styles.form} noValidate onSubmit={submit} aria-label={t('flows.contract.form')}>
              <label className={styles.choice}>
                <input
                  ref={check}
                  type="checkbox"
                  className={styles.choiceInput}
                  checked={agreed}
                  onChange={(event) => {
                    setAgreed(event.target.checked);
                    setMissing(false);
                  }}
                  aria-invalid={missing ? true : undefined}
                  aria-describedby={missing ? 'contract-missing' : undefined}
                />
                <span className={styles.choiceTitle}>
                  {t('flows.contract.agree', { version: data.version })}
                </span>
              </label>
              {missing ? (
                <p id="contract-missing" className={styles.fieldError}>
                  {t('flows.contract.mustAgree')}
                </p>
              ) : null}
              {refused ? (
                <p role="alert" className={styles.error}>
                  {refused}
                </p>
              ) : accept.isError && !accept.isPending ? (
                <p role="alert" className={styles.error}>
                  {t('flows.contract.failed')}
                </p>
              ) : null}
              <Button type="submit" className={styles.submit} busy={accept.isPending}>
                {t(accept.isPending ? 'flows.contract.accepting' : 'flows.contract.accept')}
              </Button>
            </form>
          )}
        </div>
      ) : null}
    </DataState>
  );
}
