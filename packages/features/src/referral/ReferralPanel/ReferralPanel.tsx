import { formatDateLong, formatMoney, type ReferralProgramme } from '@portal/platform';
import { CopyButton, Heading, Icon, Stack, Text, visuallyHidden } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useReferralQueries } from '../referralApi.ts';
import { referralSummary } from '../referralRules.ts';
import * as styles from './ReferralPanel.css.ts';

/** The browser's share sheet where there is one (phones, the app's web view); null elsewhere. */
function nativeShare(): ((data: ShareData) => Promise<void>) | null {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function'
    ? (data) => navigator.share(data)
    : null;
}

/**
 * The referral programme: the client's code and link (copied, shared through the phone's share
 * sheet or WhatsApp), the reward, what they earned, and each friend they invited with how far they got.
 */
export function ReferralPanel() {
  const { t } = useTranslation('referral');
  const client = useReferralQueries();
  const query = useQuery(client.referrals());
  const programme = query.data;
  return (
    <QueryState query={query} loadingText={t('loading')} errorText={t('error')}>
      {programme ? <Programme programme={programme} /> : null}
    </QueryState>
  );
}

/** The programme once loaded: code and link to share, the reward, what it gave, and the friends. */
function Programme({ programme }: { programme: ReferralProgramme }) {
  const { t } = useTranslation('referral');
  const [shareFailed, setShareFailed] = useState(false);
  const share = nativeShare();
  const reward = formatMoney(programme.rewardPerFriend, 'CLP');
  const message = t('message', { code: programme.code, reward, url: programme.shareUrl });
  const summary = referralSummary(programme);
  return (
    <Stack gap="xl">
      <Text>{t('reward', { reward })}</Text>
      <div className={styles.share}>
        <div className={styles.block}>
          <Text tone="muted" size="sm">
            {t('code')}
          </Text>
          <p className={styles.code} data-testid="referral-code">
            {programme.code}
          </p>
          <div className={styles.actions}>
            <CopyButton value={programme.code} description={t('codeDescription')} />
          </div>
        </div>
        <div className={styles.block}>
          <Text tone="muted" size="sm">
            {t('link')}
          </Text>
          <p className={styles.url} data-testid="referral-link">
            <BreaksAfterSlashes text={programme.shareUrl} />
          </p>
          <div className={styles.actions}>
            <CopyButton value={programme.shareUrl} description={t('linkDescription')} />
            {share ? (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  setShareFailed(false);
                  share({
                    title: t('shareTitle'),
                    text: message,
                    url: programme.shareUrl,
                  }).catch((error: unknown) => {
                    // Closing the sheet is the client's choice, not a failure.
                    if (!(error instanceof DOMException && error.name === 'AbortError')) setShareFailed(true);
                  });
                }}
              >
                <Icon name="share" size={18} /> {t('share')}
              </button>
            ) : null}
            <a
              className={styles.link}
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('whatsapp')}
              <span className={visuallyHidden}> {t('newTab')}</span>
            </a>
          </div>
          {shareFailed ? (
            <Text role="alert" tone="muted" size="sm">
              {t('shareFailed')}
            </Text>
          ) : null}
        </div>
      </div>
      <dl className={styles.summary}>
        {(
          [
            ['earned', formatMoney(summary.earned, 'CLP')],
            ['invited', String(summary.invited)],
            ['invested', String(summary.invested)],
          ] as const
        ).map(([key, value]) => (
          <Stack gap="xxs" key={key}>
            <Text as="dt" tone="muted" size="sm">
              {t(`summary.${key}`)}
            </Text>
            <Text as="dd" size="lg" weight="semibold" numeric data-testid={`referral-${key}`}>
              {value}
            </Text>
          </Stack>
        ))}
      </dl>
      <section aria-labelledby="referral-friends" className={styles.block}>
        <Heading level={3} size="md" weight="semibold" id="referral-friends">
          {t('friends')}
        </Heading>
        {programme.referred.length === 0 ? (
          <Text tone="muted" size="sm">
            {t('none')}
          </Text>
        ) : (
          <ul className={styles.list}>
            {programme.referred.map((friend) => (
              <li key={friend.id} className={styles.item}>
                <Stack as="span" gap="xxs">
                  <span>{friend.name}</span>
                  <Text as="span" tone="muted" size="sm">
                    {t('invitedOn', { date: formatDateLong(friend.invitedOn) })}
                  </Text>
                </Stack>
                <Stack as="span" gap="xxs">
                  <span className={styles.status[friend.status]}>{t(`statuses.${friend.status}`)}</span>
                  <Text as="span" tone="muted" size="sm" numeric className={styles.amount}>
                    {friend.reward > 0 ? `+${formatMoney(friend.reward, 'CLP')}` : '—'}
                  </Text>
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}

/**
 * An address that may break after each "/" on a narrow screen, so that the code at its end stays
 * whole ("…/invita/" then "CAMILA-E7DS", not "…/invita/C" then "AMILA-E7DS"). The text is the same.
 */
function BreaksAfterSlashes({ text }: { text: string }) {
  const parts = text.split('/');
  return parts.map((part, index) => (
    // The parts of one address, in order: their place is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of one string
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
