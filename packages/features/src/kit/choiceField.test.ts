import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { choiceField } from './choiceField.ts';

describe('choiceField: a radio group read as chosen, or empty', () => {
  const schema = z.object({ kind: choiceField() });
  it.each([
    ['a chosen value', 'partial', 'partial'],
    ['nothing chosen yet (the default)', '', ''],
    ['nothing checked, as react-hook-form reads the group', null, ''],
    ['a field not registered', undefined, ''],
  ])('%s', (_name, input, expected) => {
    expect(schema.parse({ kind: input })).toEqual({ kind: expected });
  });

  it('is not a type hole: a number is still refused', () => {
    expect(schema.safeParse({ kind: 3 }).success).toBe(false);
  });
});
