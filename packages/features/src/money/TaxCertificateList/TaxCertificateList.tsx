import { formatDateLong, type TaxCertificate } from '@portal/platform';
import { Button, Note, Row, RowList, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { FileDownloadButton, FileDownloadProgress } from '../FileDownloadButton/FileDownloadButton.tsx';
import { useMoneyQueries } from '../moneyApi.ts';
import { useFileDownloads } from '../useFileDownloads.ts';

/**
 * The annual tax certificates (docs/RULES.md#tax-certificates), next to the monthly statements:
 * what they are for, in plain words, then one row a year, newest first (the last four, then "Ver
 * más"). An issued one downloads as
 * a PDF through the portal's client (the token never goes into a URL); the current year says the
 * day it will be issued; a failed download says why on its row, in the server's words when it gave
 * them (not issued yet).
 */
export function TaxCertificateList({ initialCount = 4 }: { initialCount?: number }) {
  const { t } = useTranslation('features');
  const money = useMoneyQueries();
  const certificates = useQuery(money.taxCertificates());
  const downloads = useFileDownloads<number>();
  const [all, setAll] = useState(false);
  const items = certificates.data?.items ?? [];
  const shown = all ? items : items.slice(0, initialCount);

  const save = (certificate: TaxCertificate) =>
    downloads.save(
      certificate.year,
      money.taxCertificateUrl(certificate.year),
      `certificado-tributario-${certificate.year}.pdf`,
    );

  return (
    <QueryState
      query={certificates}
      isEmpty={(data) => data.items.length === 0}
      loadingText={t('money.taxCertificates.loading')}
      errorText={t('money.taxCertificates.error')}
      emptyText={t('money.taxCertificates.empty')}
    >
      <Note as="p">{t('money.taxCertificates.about')}</Note>
      <RowList aria-label={t('money.taxCertificates.list')}>
        {shown.map((certificate) => {
          const { year } = certificate;
          const busy = downloads.busy(year);
          const failed = downloads.failed(year);
          return (
            <Row
              key={year}
              icon="download"
              end={
                certificate.ready ? (
                  <FileDownloadButton
                    onDownload={() => void save(certificate)}
                    busy={busy}
                    // A retry helps a failed link, not a refusal the server explained (not issued yet).
                    failed={failed !== null && failed.said === null}
                    texts={{
                      download: t('money.taxCertificates.download'),
                      downloading: t('money.taxCertificates.downloading'),
                    }}
                    label={t('money.taxCertificates.downloadLabel', { year })}
                    file={t('money.taxCertificates.file', { year })}
                  />
                ) : null
              }
            >
              <Text as="span" weight="medium">
                {t('money.taxCertificates.title', { year })}
              </Text>
              {certificate.ready ? null : (
                <Text as="span" tone="muted" size="sm">
                  {t('money.taxCertificates.notReady', { date: formatDateLong(certificate.readyOn) })}
                </Text>
              )}
              <FileDownloadProgress
                progress={downloads.progress(year)}
                file={t('money.taxCertificates.file', { year })}
              />
              {failed ? (
                <Text as="span" tone="critical" size="sm" role="alert">
                  {failed.said ??
                    (failed.interrupted
                      ? t('money.taxCertificates.downloadDropped', { year })
                      : t('money.taxCertificates.downloadError', { year }))}
                </Text>
              ) : null}
            </Row>
          );
        })}
      </RowList>
      {items.length > shown.length ? (
        <Button tone="secondary" onClick={() => setAll(true)}>
          {t('money.taxCertificates.more', { count: items.length - shown.length })}
        </Button>
      ) : null}
    </QueryState>
  );
}
