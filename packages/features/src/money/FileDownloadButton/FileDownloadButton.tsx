import { Button, ProgressBar, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { progressOf } from '../useFileDownloads.ts';

export interface FileDownloadButtonProps {
  onDownload: () => void;
  busy: boolean;
  failed: boolean;
  /** "Descargar" and "Descargando…", in the list's words. */
  texts: { download: string; downloading: string };
  /** The button's name with the file's: "Descargar la cartola de octubre de 2026". */
  label: string;
  /** The file, as a sentence names it: "la cartola de octubre de 2026". */
  file: string;
}

/**
 * A file's download button in a list of files: "Descargar", "Descargando…" while it comes, and
 * "Reintentar" once it failed; its name always holds what it shows, and which file.
 */
export function FileDownloadButton({
  onDownload,
  busy,
  failed,
  texts,
  label,
  file,
}: FileDownloadButtonProps) {
  const { t } = useTranslation('money');
  const name = busy
    ? `${texts.downloading} ${file}`
    : failed
      ? t('download.retryLabel', { file: label })
      : label;
  return (
    <Button
      tone="secondary"
      onClick={onDownload}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={name}
    >
      {busy ? texts.downloading : failed ? t('download.retry') : texts.download}
    </Button>
  );
}

/** How far a large download has come, on its row: a bar with the share, or the kilobytes so far. */
export function FileDownloadProgress({
  progress,
  file,
}: {
  progress: ReturnType<typeof progressOf>;
  file: string;
}) {
  const { t } = useTranslation('money');
  if (!progress) return null;
  if ('kilobytes' in progress)
    return (
      <Text as="span" tone="muted" size="sm">
        {t('download.progressSize', { size: progress.kilobytes })}
      </Text>
    );
  return (
    <Text as="span" tone="muted" size="sm">
      <ProgressBar value={progress.percent / 100} label={t('download.progressOf', { file })} />{' '}
      {t('download.progress', { percent: progress.percent })}
    </Text>
  );
}
