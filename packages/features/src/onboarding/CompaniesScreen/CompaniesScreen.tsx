import { stateOfQuery, type User, useApi } from '@portal/platform';
import { Button, Card, DataState, Item, ItemList, Page, Text, textField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithClient } from '../../kit/WithClient.tsx';
import * as styles from './CompaniesScreen.css.ts';

/** How the signed-in person stands in the account shown: its representative, or an administrator. */
export type EnteredRole = 'representative' | 'administrator';

export interface CompaniesScreenProps {
  /** Another account is shown than the signed-in person's own (they entered it). */
  entered: boolean;
  /** The signed-in person's role in the account shown. */
  roleIn: (account: User) => EnteredRole;
  /** Shows the portal of another account: a company the person represents, or a client (administrators). */
  onEnter: (accountId: string, options: { asAdministrator: boolean }) => void;
  /** Back to the person's own account. */
  onLeave: () => void;
  /** The way on the page offers (home). */
  actions?: ReactNode;
}

/**
 * "Cambiar usuario" (docs/RULES.md#roles-and-permissions): a client picks one of the companies they
 * represent and sees its portal; an administrator finds a client by name, email or id and enters as
 * them. While another account is shown, the screen says whose, and the way back.
 */
export function CompaniesScreen({ entered, roleIn, onEnter, onLeave, actions }: CompaniesScreenProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Page width="narrow" title={t('companies.title')} lead={t('companies.lead')} actions={actions}>
      <WithClient>
        {(user) =>
          entered ? (
            <Entered account={user} role={roleIn(user)} onLeave={onLeave} />
          ) : (
            <>
              {user.isAdmin ? <ClientSearch onEnter={onEnter} /> : null}
              <Companies user={user} onEnter={onEnter} />
            </>
          )
        }
      </WithClient>
    </Page>
  );
}

/** Another account is shown: whose, and the way back (to pick another, one goes back first). */
function Entered({ account, role, onLeave }: { account: User; role: EnteredRole; onLeave: () => void }) {
  const { t } = useTranslation('onboarding');
  const name = `${account.firstname} ${account.surname}`;
  return (
    <Card title={t('companies.enteredTitle')} id="entered-account">
      <p>{t(role === 'representative' ? 'companies.enteredCompany' : 'companies.enteredClient', { name })}</p>
      <Text tone="muted" size="sm">
        {t('companies.enteredHint')}
      </Text>
      <Button tone="secondary" onClick={onLeave}>
        {t(role === 'representative' ? 'companies.backToOwn' : 'companies.leave')}
      </Button>
    </Card>
  );
}

type Enter = Pick<CompaniesScreenProps, 'onEnter'>;

/** The companies the client represents, each one to enter. */
function Companies({ user, onEnter }: Enter & { user: User }) {
  const { t } = useTranslation('onboarding');
  const companies = user.companies ?? [];
  return (
    <Card title={t('companies.yours')} id="companies-list">
      {companies.length === 0 ? (
        <Text tone="muted" size="sm">
          {t('companies.none')}
        </Text>
      ) : (
        <ItemList aria-label={t('companies.yours')}>
          {companies.map((company) => (
            <Item key={company.id}>
              <span>{company.name}</span>
              {/* "Entrar" on screen, the company's name for screen readers (the name is beside it). */}
              <Button
                tone="secondary"
                aria-label={t('companies.enterAs', { name: company.name })}
                onClick={() => onEnter(company.id, { asAdministrator: false })}
              >
                {t('companies.enter')}
              </Button>
            </Item>
          ))}
        </ItemList>
      )}
    </Card>
  );
}

/** An administrator's search of clients by name, email or id, each found one to enter. */
function ClientSearch({ onEnter }: Enter) {
  const { t } = useTranslation('onboarding');
  const { queries } = useApi();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const fieldId = useId();
  const results = useQuery(queries.clientSearch(query));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <Card title={t('companies.searchTitle')} id="client-search">
      <search>
        <form className={styles.searchForm} onSubmit={submit}>
          <label htmlFor={fieldId}>{t('companies.searchLabel')}</label>
          <input
            id={fieldId}
            className={textField}
            type="search"
            value={draft}
            minLength={2}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={draft.trim().length < 2}>
            {t('companies.search')}
          </Button>
        </form>
      </search>
      {query.length >= 2 ? (
        <DataState
          state={stateOfQuery(results, (list) => list.length === 0)}
          loadingText={t('companies.searching')}
          errorText={t('companies.searchError')}
          emptyText={t('companies.noResults', { query })}
          onRetry={() => void results.refetch()}
        >
          <ItemList aria-label={t('companies.results')}>
            {results.data?.map((client) => (
              <Item key={client.id}>
                <span>
                  {client.firstname} {client.surname}
                  <Text as="span" tone="muted" size="sm">
                    {' '}
                    · {client.email}
                  </Text>
                </span>
                <Button tone="secondary" onClick={() => onEnter(client.id, { asAdministrator: true })}>
                  {t('companies.enterAs', { name: `${client.firstname} ${client.surname}` })}
                </Button>
              </Item>
            ))}
          </ItemList>
        </DataState>
      ) : null}
    </Card>
  );
}
