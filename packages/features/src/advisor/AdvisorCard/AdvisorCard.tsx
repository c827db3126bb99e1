import { formatChilePhone, formatDateLong, stateOfQuery, useApi } from '@portal/platform';
import { Avatar, DataState, Icon } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { advisorQueries } from '../advisorApi.ts';
import * as styles from './AdvisorCard.css.ts';

/**
 * The client's advisor: who they are, how to reach them (mail, phone) and their next free day; or
 * that none is assigned yet.
 */
export function AdvisorCard() {
  const { t } = useTranslation('features');
  const api = useApi();
  const client = useMemo(() => advisorQueries(api), [api]);
  const query = useQuery(client.advisor());
  const advisor = query.data?.advisor ?? null;
  return (
    <DataState
      state={stateOfQuery(query, () => !advisor)}
      loadingText={t('client.advisor.loading')}
      errorText={t('client.advisor.error')}
      emptyText={t('client.advisor.none')}
      onRetry={() => void query.refetch()}
      retryLabel={t('client.retry')}
    >
      {advisor ? (
        <div className={styles.root}>
          <Avatar firstname={advisor.firstname} surname={advisor.surname} size="lg" />
          <div className={styles.body}>
            <p className={styles.name}>
              {advisor.firstname} {advisor.surname}
            </p>
            <p className={styles.muted}>{advisor.role}</p>
            <p className={styles.bio}>{advisor.bio}</p>
            <ul className={styles.contact} aria-label={t('client.advisor.contact')}>
              <li>
                <Icon name="mail" size={16} />{' '}
                <a className={styles.link} href={`mailto:${advisor.email}`}>
                  {advisor.email}
                </a>
              </li>
              <li>
                <Icon name="phone" size={16} />{' '}
                <a className={styles.link} href={`tel:${advisor.phone}`}>
                  {formatChilePhone(advisor.phone)}
                </a>
              </li>
            </ul>
            <p className={styles.muted} data-testid="advisor-availability">
              {advisor.nextAvailableOn
                ? t('client.advisor.nextAvailable', {
                    date: formatDateLong(advisor.nextAvailableOn),
                  })
                : t('client.advisor.full')}
            </p>
          </div>
        </div>
      ) : null}
    </DataState>
  );
}
