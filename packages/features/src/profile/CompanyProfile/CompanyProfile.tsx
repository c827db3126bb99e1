import { formatChilePhone, formatDateLong, formatRut } from '@portal/platform';
import { EmailAddress, FactGrid, Heading, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useProfileQueries } from '../profileApi.ts';
import * as styles from './CompanyProfile.css.ts';

function Facts({ items }: { items: [key: string, label: string, value: ReactNode][] }) {
  return (
    <FactGrid
      columns="two"
      testIdPrefix="company-"
      facts={items.map(([key, label, value]) => ({ key, label, value }))}
    />
  );
}

/**
 * A company account's legal data: RUT (written the Chilean way), legal name, line of business,
 * address, incorporation, the account's state, and its legal representative with how to reach them.
 */
export function CompanyProfile() {
  const { t } = useTranslation('profile');
  const client = useProfileQueries();
  const query = useQuery(client.entity());
  const profile = query.data;
  return (
    <QueryState query={query} loadingText={t('company.loading')} errorText={t('company.error')}>
      {profile ? (
        <Stack gap="xl">
          <Facts
            items={[
              [
                'status',
                t('company.facts.status'),
                <span key="status" className={styles.status[profile.status]}>
                  {t(`company.statuses.${profile.status}`)}
                </span>,
              ],
              ['rut', t('company.facts.rut'), formatRut(profile.rut)],
              ['legalName', t('company.facts.legalName'), profile.legalName],
              ['activity', t('company.facts.activity'), profile.businessActivity],
              ['address', t('company.facts.address'), profile.address],
              ['incorporated', t('company.facts.incorporated'), formatDateLong(profile.incorporatedOn)],
            ]}
          />
          <Stack as="section" gap="md" aria-labelledby="company-representative">
            <Heading level={3} size="md" weight="semibold" id="company-representative">
              {t('company.representative')}
            </Heading>
            <Facts
              items={[
                ['representative', t('company.facts.name'), profile.representative.name],
                ['representative-rut', t('company.facts.rut'), formatRut(profile.representative.rut)],
                [
                  'representative-email',
                  t('company.facts.email'),
                  <EmailAddress key="representative-email" address={profile.representative.email} />,
                ],
                [
                  'representative-phone',
                  t('company.facts.phone'),
                  formatChilePhone(profile.representative.phone),
                ],
              ]}
            />
          </Stack>
        </Stack>
      ) : null}
    </QueryState>
  );
}
