import { downloadFile, FileDownloadError, useApi } from '@portal/platform';
import { useState } from 'react';

type Download<K> = { key: K; kind: 'busy' } | { key: K; kind: 'failed'; said: string | null };

/**
 * The downloads of a list of files (statements, tax certificates), one row at a time: `save` fetches
 * a file through the portal's client (the token never goes into a URL) and hands it to the
 * browser; `busy(key)` says a row's is on its way, `failed(key)` that it failed, with the server's
 * own words when it gave them (a certificate not issued yet).
 */
export function useFileDownloads<K extends string | number>() {
  const api = useApi();
  const [download, setDownload] = useState<Download<K> | null>(null);
  const save = async (key: K, url: string, fallbackName: string) => {
    setDownload({ key, kind: 'busy' });
    try {
      await downloadFile(url, fallbackName, { http: api.http });
      setDownload(null);
    } catch (error) {
      setDownload({
        key,
        kind: 'failed',
        said: error instanceof FileDownloadError ? error.serverMessage : null,
      });
    }
  };
  return {
    save,
    busy: (key: K) => download?.key === key && download.kind === 'busy',
    failed: (key: K): { said: string | null } | null =>
      download?.key === key && download.kind === 'failed' ? { said: download.said } : null,
  };
}
