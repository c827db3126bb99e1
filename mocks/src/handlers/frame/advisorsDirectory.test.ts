import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { advisors } from '../../fixtures/advisors.ts';
import { advisorsDirectoryFile, advisorsDirectoryPdf } from './advisorsDirectory.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const committed = () =>
  readFileSync(fileURLToPath(new URL(`../../../../${advisorsDirectoryFile}`, import.meta.url)));

describe('the advisors directory behind "Asesores"', () => {
  it.each(Object.values(advisors).flatMap((advisor) => (advisor ? [advisor] : [])))(
    'names $firstname $surname, an advisor the portal shows, with their email',
    (advisor) => {
      const text = latin1(advisorsDirectoryPdf());
      expect(text).toContain(`(${advisor.firstname} ${advisor.surname}) Tj`);
      expect(text).toContain(advisor.email);
    },
  );

  it('is the file the app serves (after a change: npm run advisors-pdf)', () => {
    expect(latin1(committed())).toBe(latin1(advisorsDirectoryPdf()));
  });

  it('is a whole PDF', () => {
    const text = latin1(advisorsDirectoryPdf());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
