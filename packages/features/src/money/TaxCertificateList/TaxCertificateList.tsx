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
  const { t } = useTranslation('money');
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
      loadingText={t('taxCertificates.loading')}
      errorText={t('taxCertificates.error')}
      emptyText={t('taxCertificates.empty')}
    >
      <Note as="p">{t('taxCertificates.about')}</Note>
      <RowList aria-label={t('taxCertificates.list')}>
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
                      download: t('taxCertificates.download'),
                      downloading: t('taxCertificates.downloading'),
                    }}
                    label={t('taxCertificates.downloadLabel', { year })}
                    file={t('taxCertificates.file', { year })}
                  />
                ) : null
              }
            >
              <Text as="span" weight="medium">
                {t('taxCertificates.title', { year })}
              </Text>
              {certificate.ready ? null : (
                <Text as="span" tone="muted" size="sm">
                  {t('taxCertificates.notReady', { date: formatDateLong(certificate.readyOn) })}
                </Text>
              )}
              <FileDownloadProgress
                progress={downloads.progress(year)}
                file={t('taxCertificates.file', { year })}
              />
              {failed ? (
                <Text as="span" tone="critical" size="sm" role="alert">
                  {failed.said ??
                    (failed.interrupted
                      ? t('taxCertificates.downloadDropped', { year })
                      : t('taxCertificates.downloadError', { year }))}
                </Text>
              ) : null}
            </Row>
          );
        })}
      </RowList>
      {items.length > shown.length ? (
        <Button tone="secondary" onClick={() => setAll(true)}>
          {t('taxCertificates.more', { count: items.length - shown.length })}
        </Button>
      ) : null}
    </QueryState>
  );
}
