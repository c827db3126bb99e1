import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineStepFlow } from './defineStepFlow.ts';

type Draft = { name: string; orderKeys: Record<string, string>; receipt: { id: string } | null };
const empty: Draft = { name: '', orderKeys: {}, receipt: null };
const schema = z.object({
  name: z.string(),
  orderKeys: z.record(z.string(), z.string()),
  receipt: z.nullable(z.object({ id: z.string() })),
});

/** A flow of four steps: the name, a choice, the summary that orders, the receipt. */
const flow = defineStepFlow({
  steps: ['nombre', 'eleccion', 'resumen', 'listo'] as const,
  draft: { schema, empty, key: (scope) => `portal.draft.test.${scope}` },
  fieldsOfStep: { nombre: ['name'], eleccion: ['choice', 'bank'] },
  missing: (_step, draft) => (draft.name === '' ? 'nombre' : null),
});
type Step = (typeof flow.steps)[number];

const draft = (extra: Partial<Draft>): Draft => ({ ...empty, ...extra });

describe('defineStepFlow: the step a ?paso= names, its number and its address', () => {
  it.each<[string | null | undefined, Step, number, string]>([
    [null, 'nombre', 1, 'goalId=101'],
    [undefined, 'nombre', 1, 'goalId=101'],
    ['', 'nombre', 1, 'goalId=101'],
    ['nombre', 'nombre', 1, 'goalId=101'],
    ['eleccion', 'eleccion', 2, 'goalId=101&paso=eleccion'],
    ['resumen', 'resumen', 3, 'goalId=101&paso=resumen'],
    ['listo', 'listo', 4, 'goalId=101&paso=listo'],
    ['otro', 'nombre', 1, 'goalId=101'],
    ['LISTO', 'nombre', 1, 'goalId=101'],
  ])('?paso=%s → %s, step %i, address ?%s', (value, step, number, search) => {
    expect(flow.stepOf(value)).toBe(step);
    expect(flow.stepNumber(step)).toBe(number);
    const current = new URLSearchParams({ goalId: '101', ...(value ? { paso: value } : {}) });
    expect(flow.searchWith(current, step).toString()).toBe(search);
    expect(current.toString()).toContain('goalId=101');
  });

  it('names its first, review and done steps', () => {
    expect([flow.first, flow.review, flow.done]).toEqual(['nombre', 'resumen', 'listo']);
    expect(flow.draft.key('101')).toBe('portal.draft.test.101');
  });
});

describe('defineStepFlow: where a step the draft cannot show sends the client', () => {
  const receipt = { id: 'r-1' };
  it.each<[string, Step, Draft, Step | null]>([
    ['the first step always shows', 'nombre', empty, null],
    ['the first step shows even after an order', 'nombre', draft({ receipt }), null],
    ['the receipt needs an order', 'listo', draft({ name: 'Ana' }), 'nombre'],
    ['the receipt shows once ordered', 'listo', draft({ receipt }), null],
    [
      'an order placed leads a middle step to its receipt',
      'eleccion',
      draft({ name: 'Ana', receipt }),
      'listo',
    ],
    ['an order placed is never confirmed again', 'resumen', draft({ name: 'Ana', receipt }), 'listo'],
    ["a middle step as the flow's rule says: missing", 'eleccion', empty, 'nombre'],
    ["a middle step as the flow's rule says: there", 'resumen', draft({ name: 'Ana' }), null],
  ])('%s', (_name, step, given, expected) => {
    expect(flow.redirect(step, given)).toBe(expected);
  });

  it('a flow with no rule of its own shows every middle step', () => {
    const open = defineStepFlow({
      steps: ['a', 'b', 'c'] as const,
      draft: { schema, empty, key: () => 'k' },
    });
    expect(open.redirect('b', empty)).toBeNull();
  });
});

describe('defineStepFlow: the step that owns a field the server refused', () => {
  it.each<[string, Record<string, string>, Step]>([
    ['a field of the first step', { name: 'Ya existe' }, 'nombre'],
    ['a field of a later step', { bank: 'No existe' }, 'eleccion'],
    ['fields of two steps: the earlier one', { bank: 'x', name: 'y' }, 'nombre'],
    ['a field no step asks for: the review', { other: 'x' }, 'resumen'],
    ['no field at all: the review', {}, 'resumen'],
  ])('%s', (_name, errors, step) => {
    expect(flow.stepOfErrors(errors)).toBe(step);
  });

  it('a flow may show the others on a step of its choosing', () => {
    const planned = defineStepFlow({
      steps: ['meta', 'plan', 'resumen', 'listo'] as const,
      draft: { schema, empty, key: () => 'k' },
      fieldsOfStep: { meta: ['title'] },
      otherErrorsStep: 'plan',
    });
    expect(planned.stepOfErrors({ strategyId: 'x' })).toBe('plan');
    expect(planned.stepOfErrors({ title: 'x' })).toBe('meta');
  });
});
