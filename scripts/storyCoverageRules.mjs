// The rule of story coverage (scripts/story-coverage.mjs), apart so that it can be tested.
import { basename } from 'node:path';

/** A component file: PascalCase .tsx, not a story or a test. */
export function isComponentFile(file) {
  return /^[A-Z][A-Za-z0-9]*\.tsx$/.test(basename(file));
}

/**
 * The component files no story rendered: absent from the coverage (never loaded), or loaded with
 * none of their functions called (imported for a type or a constant, never drawn).
 */
export function componentsNoStoryRenders(files, coverage) {
  return files.filter((file) => {
    const entry = coverage[file];
    if (!entry) return true;
    const calls = Object.values(entry.f ?? {});
    return calls.length > 0 && calls.every((count) => count === 0);
  });
}
