import { formatChilePhone, formatDateLong } from '@portal/platform';
import { Avatar, EmailAddress, Icon, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useAdvisorQueries } from '../advisorApi.ts';
import * as styles from './AdvisorCard.css.ts';

/**
 * The client's advisor: who they are, how to reach them (mail, phone) and their next free day; or
 * that none is assigned yet.
 */
export function AdvisorCard() {
  const { t } = useTranslation('advisor');
  const client = useAdvisorQueries();
  const query = useQuery(client.advisor());
  const advisor = query.data?.advisor ?? null;
  return (
    <QueryState
      query={query}
      isEmpty={() => !advisor}
      loadingText={t('loading')}
      errorText={t('error')}
      emptyText={t('none')}
    >
      {advisor ? (
        <div className={styles.root}>
          <Avatar firstname={advisor.firstname} surname={advisor.surname} size="lg" />
          <Stack gap="sm">
            <Text size="lg" weight="semibold">
              {advisor.firstname} {advisor.surname}
            </Text>
            <Text tone="muted">{advisor.role}</Text>
            <Text>{advisor.bio}</Text>
            <Stack as="ul" gap="xs" aria-label={t('contact')}>
              <li>
                <Icon name="mail" size={16} />{' '}
                <a className={styles.link} href={`mailto:${advisor.email}`}>
                  <EmailAddress address={advisor.email} />
                </a>
              </li>
              <li>
                <Icon name="phone" size={16} />{' '}
                <a className={styles.link} href={`tel:${advisor.phone}`}>
                  {formatChilePhone(advisor.phone)}
                </a>
              </li>
            </Stack>
            <Text tone="muted" data-testid="advisor-availability">
              {advisor.nextAvailableOn
                ? t('nextAvailable', {
                    date: formatDateLong(advisor.nextAvailableOn),
                  })
                : t('full')}
            </Text>
          </Stack>
        </div>
      ) : null}
    </QueryState>
  );
}
