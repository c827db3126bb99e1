import { type DownloadProgress, downloadFile, FileDownloadError, useApi } from '@portal/platform';
import { useState } from 'react';

type Download<K> =
  | { key: K; kind: 'busy'; progress: ReturnType<typeof progressOf> }
  | { key: K; kind: 'failed'; said: string | null; interrupted: boolean };

/** From this size on, a download on its way shows how far it has come (docs/RULES.md#statements). */
export const largeFileBytes = 100 * 1024;

/**
 * What a row says of a download on its way: nothing while the file is small, the share arrived
 * (0 to 100) when the server gave its size, or the kilobytes so far when it did not.
 */
export function progressOf(
  progress: DownloadProgress | null,
): { percent: number } | { kilobytes: number } | null {
  if (!progress) return null;
  const { received, total } = progress;
  if (total !== null)
    return total >= largeFileBytes ? { percent: Math.min(100, Math.floor((received / total) * 100)) } : null;
  return received >= largeFileBytes ? { kilobytes: Math.floor(received / 1024) } : null;
}

/**
 * The downloads of a list of files (statements, tax certificates), one row at a time: `save` fetches
 * a file through the portal's client (the token never goes into a URL) and hands it to the browser
 * once it has arrived whole; `busy(key)` says a row's is on its way and `progress(key)` how far
 * (for a large file), `failed(key)` that it failed: with the server's own words when it gave them
 * (a certificate not issued yet), or `interrupted` when the link dropped half-way.
 */
export function useFileDownloads<K extends string | number>() {
  const api = useApi();
  const [download, setDownload] = useState<Download<K> | null>(null);
  const save = async (key: K, url: string, fallbackName: string) => {
    setDownload({ key, kind: 'busy', progress: null });
    let shown = 'null';
    try {
      await downloadFile(url, fallbackName, {
        http: api.http,
        // The row draws again only when what it says changes (a percent, a kilobyte), not per piece.
        onProgress: (arrived) => {
          const progress = progressOf(arrived);
          const said = JSON.stringify(progress);
          if (said === shown) return;
          shown = said;
          setDownload({ key, kind: 'busy', progress });
        },
      });
      setDownload(null);
    } catch (error) {
      const known = error instanceof FileDownloadError;
      setDownload({
        key,
        kind: 'failed',
        said: known ? error.serverMessage : null,
        interrupted: known && error.interrupted,
      });
    }
  };
  return {
    save,
    busy: (key: K) => download?.key === key && download.kind === 'busy',
    progress: (key: K) => (download?.key === key && download.kind === 'busy' ? download.progress : null),
    failed: (key: K): { said: string | null; interrupted: boolean } | null =>
      download?.key === key && download.kind === 'failed'
        ? { said: download.said, interrupted: download.interrupted }
        : null,
  };
}
