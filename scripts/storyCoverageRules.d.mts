/** Istanbul's per-file coverage, as vitest's json reporter writes it (only what the rule reads). */
export interface FileCoverage {
  f?: Record<string, number>;
}
export function isComponentFile(file: string): boolean;
export function componentsNoStoryRenders(files: string[], coverage: Record<string, FileCoverage>): string[];
