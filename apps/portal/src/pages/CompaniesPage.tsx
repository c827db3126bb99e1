import { WithClient } from '@portal/features';
import { stateOfQuery, type User, useApi } from '@portal/platform';
import { Button, Card, DataState, Item, ItemList, Page, textField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSubject } from '../shell/EnterAsBanner.tsx';
import { currentEnterAsId, enterAsClient, enteredRole, leaveEnteredClient } from '../shell/enterAs.ts';
import { HomeLink } from './ActionLink.tsx';
import * as styles from './pages.css.ts';

/**
 * /companies (signed in, empty layout): "Cambiar usuario" (docs/RULES.md#roles-and-permissions). A client picks one of the
 * companies they represent and sees its portal; an administrator finds a client by name, email or
 * id and enters as them. While another account is shown, the page says whose, and the way back.
 */
export default function CompaniesPage() {
  const { t } = useTranslation('app');
  const entered = currentEnterAsId();
  return (
    <Page
      width="narrow"
      title={t('pages.companies.title')}
      lead={t('pages.companies.lead')}
      actions={<HomeLink />}
    >
      <WithClient>
        {(user) =>
          entered ? (
            <Entered account={user} />
          ) : (
            <>
              {user.isAdmin ? <ClientSearch /> : null}
              <Companies user={user} />
            </>
          )
        }
      </WithClient>
    </Page>
  );
}

/** Another account is shown: whose, and the way back (to pick another, one goes back first). */
function Entered({ account }: { account: User }) {
  const { t } = useTranslation('app');
  const role = enteredRole(account, useSignedInSubject());
  const name = `${account.firstname} ${account.surname}`;
  return (
    <Card title={t('pages.companies.enteredTitle')} id="entered-account">
      <p>
        {t(role === 'representative' ? 'pages.companies.enteredCompany' : 'pages.companies.enteredClient', {
          name,
        })}
      </p>
      <p className={styles.muted}>{t('pages.companies.enteredHint')}</p>
      <Button tone="secondary" onClick={() => leaveEnteredClient()}>
        {t(role === 'representative' ? 'enterAs.backToOwn' : 'enterAs.leave')}
      </Button>
    </Card>
  );
}

/** The companies the client represents, each one to enter. */
function Companies({ user }: { user: User }) {
  const { t } = useTranslation('app');
  const companies = user.companies ?? [];
  return (
    <Card title={t('pages.companies.yours')} id="companies-list">
      {companies.length === 0 ? (
        <p className={styles.muted}>{t('pages.companies.none')}</p>
      ) : (
        <ItemList aria-label={t('pages.companies.yours')}>
          {companies.map((company) => (
            <Item key={company.id}>
              <span>{company.name}</span>
              {/* "Entrar" on screen, the company's name for screen readers (the name is beside it). */}
              <Button
                tone="secondary"
                aria-label={t('pages.companies.enterAs', { name: company.name })}
                onClick={() => enterAsClient(company.id, { asAdministrator: false })}
              >
                {t('pages.companies.enter')}
              </Button>
            </Item>
          ))}
        </ItemList>
      )}
    </Card>
  );
}

function ClientSearch() {
  const { t } = useTranslation('app');
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
    <Card title={t('pages.companies.searchTitle')} id="client-search">
      <search>
        <form className={styles.searchForm} onSubmit={submit}>
          <label htmlFor={fieldId}>{t('pages.companies.searchLabel')}</label>
          <input
            id={fieldId}
            className={textField}
            type="search"
            value={draft}
            minLength={2}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={draft.trim().length < 2}>
            {t('pages.companies.search')}
          </Button>
        </form>
      </search>
      {query.length >= 2 ? (
        <DataState
          state={stateOfQuery(results, (list) => list.length === 0)}
          loadingText={t('pages.companies.searching')}
          errorText={t('pages.companies.searchError')}
          emptyText={t('pages.companies.noResults', { query })}
          retryLabel={t('pages.common.retry')}
          onRetry={() => void results.refetch()}
        >
          <ItemList aria-label={t('pages.companies.results')}>
            {results.data?.map((client) => (
              <Item key={client.id}>
                <span>
                  {client.firstname} {client.surname}
                  <span className={styles.muted}> · {client.email}</span>
                </span>
                <Button tone="secondary" onClick={() => enterAsClient(client.id, { asAdministrator: true })}>
                  {t('pages.companies.enterAs', { name: `${client.firstname} ${client.surname}` })}
                </Button>
              </Item>
            ))}
          </ItemList>
        </DataState>
      ) : null}
    </Card>
  );
}
