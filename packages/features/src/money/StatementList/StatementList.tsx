import type { Statement } from '@portal/platform';
import { Button, Row, RowList, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useMoneyQueries } from '../moneyApi.ts';
import { useFileDownloads } from '../useFileDownloads.ts';

export interface StatementListProps {
  /** How many months show before "Ver más" (the API gives up to 24). */
  initialCount?: number;
}

/** "octubre de 2026" for 2026-10, in Chile's words. */
export function monthName(month: string, locale = 'es-CL'): string {
  const [year = 2026, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 15)),
  );
}

/**
 * The client's monthly statements (cartolas), newest first, each a PDF to download through the
 * portal's client (the token never goes into a URL); a failed download says so on its row.
 */
export function StatementList({ initialCount = 6 }: StatementListProps) {
  const { t } = useTranslation('features');
  const money = useMoneyQueries();
  const statements = useQuery(money.statements());
  const downloads = useFileDownloads<string>();
  const [all, setAll] = useState(false);
  const items = statements.data?.items ?? [];
  const shown = all ? items : items.slice(0, initialCount);

  const save = (statement: Statement) =>
    downloads.save(statement.month, money.statementUrl(statement.month), `cartola-${statement.month}.pdf`);

  return (
    <QueryState
      query={statements}
      isEmpty={(data) => data.items.length === 0}
      loadingText={t('money.statements.loading')}
      errorText={t('money.statements.error')}
      emptyText={t('money.statements.empty')}
    >
      <RowList aria-label={t('money.statements.list')}>
        {shown.map((statement) => {
          const name = monthName(statement.month);
          const busy = downloads.busy(statement.month);
          const failed = downloads.failed(statement.month) !== null;
          return (
            <Row
              key={statement.month}
              icon="download"
              end={
                <Button
                  tone="secondary"
                  onClick={() => void save(statement)}
                  disabled={busy}
                  aria-busy={busy || undefined}
                  aria-label={t('money.statements.downloadLabel', { month: name })}
                >
                  {busy ? t('money.statements.downloading') : t('money.statements.download')}
                </Button>
              }
            >
              <Text as="span" weight="medium">
                {t('money.statements.title', { month: name })}
              </Text>
              {failed ? (
                <Text as="span" tone="critical" size="sm" role="alert">
                  {t('money.statements.downloadError', { month: name })}
                </Text>
              ) : null}
            </Row>
          );
        })}
      </RowList>
      {items.length > shown.length ? (
        <Button tone="secondary" onClick={() => setAll(true)}>
          {t('money.statements.more', { count: items.length - shown.length })}
        </Button>
      ) : null}
    </QueryState>
  );
}
