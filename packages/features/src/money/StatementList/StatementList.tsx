import { formatMonth, type Statement } from '@portal/platform';
import { Button, Row, RowList, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { FileDownloadButton, FileDownloadProgress } from '../FileDownloadButton/FileDownloadButton.tsx';
import { useMoneyQueries } from '../moneyApi.ts';
import { useFileDownloads } from '../useFileDownloads.ts';

export interface StatementListProps {
  /** How many months show before "Ver más" (the API gives up to 24). */
  initialCount?: number;
}

/**
 * The client's monthly statements (cartolas), newest first, each a PDF to download through the
 * portal's client (the token never goes into a URL), read to its end however slow the link; a large
 * one shows how far it has come, and a failed or dropped download says so on its row, with a retry.
 */
export function StatementList({ initialCount = 6 }: StatementListProps) {
  const { t } = useTranslation('money');
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
      loadingText={t('statements.loading')}
      errorText={t('statements.error')}
      emptyText={t('statements.empty')}
    >
      <RowList aria-label={t('statements.list')}>
        {shown.map((statement) => {
          const name = formatMonth(statement.month);
          const busy = downloads.busy(statement.month);
          const failed = downloads.failed(statement.month);
          return (
            <Row
              key={statement.month}
              icon="download"
              end={
                <FileDownloadButton
                  onDownload={() => void save(statement)}
                  busy={busy}
                  failed={failed !== null}
                  texts={{
                    download: t('statements.download'),
                    downloading: t('statements.downloading'),
                  }}
                  label={t('statements.downloadLabel', { month: name })}
                  file={t('statements.file', { month: name })}
                />
              }
            >
              <Text as="span" weight="medium">
                {t('statements.title', { month: name })}
              </Text>
              <FileDownloadProgress
                progress={downloads.progress(statement.month)}
                file={t('statements.file', { month: name })}
              />
              {failed ? (
                <Text as="span" tone="critical" size="sm" role="alert">
                  {failed.interrupted
                    ? t('statements.downloadDropped', { month: name })
                    : t('statements.downloadError', { month: name })}
                </Text>
              ) : null}
            </Row>
          );
        })}
      </RowList>
      {items.length > shown.length ? (
        <Button tone="secondary" onClick={() => setAll(true)}>
          {t('statements.more', { count: items.length - shown.length })}
        </Button>
      ) : null}
    </QueryState>
  );
}
