import { numberFormat } from '@portal/platform';

/** "350 KB", "2,4 MB": a file's size as a Chilean reads it (at least 1 KB, so no file looks empty). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024)
    return `${numberFormat('es-CL', { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${numberFormat('es-CL', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
