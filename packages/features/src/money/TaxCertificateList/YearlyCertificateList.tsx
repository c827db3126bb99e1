import { formatDateLong } from '@portal/platform';
import { Button, Note, Row, RowList, Text } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { FileDownloadButton, FileDownloadProgress } from '../FileDownloadButton/FileDownloadButton.tsx';
import { useFileDownloads } from '../useFileDownloads.ts';

/** A certificate of a year: issued from `readyOn` on, downloadable once `ready`. */
interface YearlyCertificate {
  year: number;
  readyOn: string;
  ready: boolean;
}

/**
 * A list of yearly certificates (the tax ones, the APV ones; docs/RULES.md#tax-certificates): what
 * they are for, in plain words, then one row a year, newest first (the first `initialCount`, then
 * "Ver más"). An issued one downloads as a PDF through the portal's client (the token never goes into
 * a URL); one not issued yet says the day it will be; a failed download says why on its row, in the
 * server's words when it gave them (not issued yet). `details` adds a line of the year's figures.
 */
export function YearlyCertificateList<C extends YearlyCertificate>({
  kind,
  certificates,
  urlOf,
  fileNameOf,
  details,
  initialCount = 4,
}: {
  kind: 'taxCertificates' | 'apvCertificates';
  certificates: UseQueryResult<{ items: C[] }>;
  urlOf: (year: number) => string;
  fileNameOf: (year: number) => string;
  details?: (certificate: C) => ReactNode;
  initialCount?: number;
}) {
  const { t } = useTranslation('money');
  const downloads = useFileDownloads<number>();
  const [all, setAll] = useState(false);
  const items = certificates.data?.items ?? [];
  const shown = all ? items : items.slice(0, initialCount);

  const save = (certificate: C) =>
    downloads.save(certificate.year, urlOf(certificate.year), fileNameOf(certificate.year));

  return (
    <QueryState
      query={certificates}
      isEmpty={(data) => data.items.length === 0}
      loadingText={t(`${kind}.loading`)}
      errorText={t(`${kind}.error`)}
      emptyText={t(`${kind}.empty`)}
    >
      <Note as="p">{t(`${kind}.about`)}</Note>
      <RowList aria-label={t(`${kind}.list`)}>
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
                      download: t(`${kind}.download`),
                      downloading: t(`${kind}.downloading`),
                    }}
                    label={t(`${kind}.downloadLabel`, { year })}
                    file={t(`${kind}.file`, { year })}
                  />
                ) : null
              }
            >
              <Text as="span" weight="medium">
                {t(`${kind}.title`, { year })}
              </Text>
              {details ? details(certificate) : null}
              {certificate.ready ? null : (
                <Text as="span" tone="muted" size="sm">
                  {t(`${kind}.notReady`, { date: formatDateLong(certificate.readyOn) })}
                </Text>
              )}
              <FileDownloadProgress progress={downloads.progress(year)} file={t(`${kind}.file`, { year })} />
              {failed ? (
                <Text as="span" tone="critical" size="sm" role="alert">
                  {failed.said ??
                    (failed.interrupted
                      ? t(`${kind}.downloadDropped`, { year })
                      : t(`${kind}.downloadError`, { year }))}
                </Text>
              ) : null}
            </Row>
          );
        })}
      </RowList>
      {items.length > shown.length ? (
        <Button tone="secondary" onClick={() => setAll(true)}>
          {t(`${kind}.more`, { count: items.length - shown.length })}
        </Button>
      ) : null}
    </QueryState>
  );
}
