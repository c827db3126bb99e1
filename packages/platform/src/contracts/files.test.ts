import { describe, expect, it } from 'vitest';
import { fileUrl } from './files.ts';

describe('fileUrl (docs/RULES.md#common-request-rules: api/Files/{id}/ with the token in the query)', () => {
  it.each([
    ['https://api.test/', 12, 'tok', 'https://api.test/api/Files/12/?token=tok'],
    ['./', 'a b', 'x+y/z', './api/Files/a%20b/?token=x%2By%2Fz'],
    ['./', 'p-1', '', './api/Files/p-1/?token='],
  ])('%s + %s + %s', (base, id, token, expected) => {
    expect(fileUrl(base, id, token)).toBe(expected);
  });
});
