import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineStepFlow, stepFlowDraftFields, unsentFlowDraft } from './defineStepFlow.ts';

const schema = z.object({
  name: z.string(),
  choice: z.string(),
  ...stepFlowDraftFields(z.object({ id: z.string() })),
});
type Draft = z.infer<typeof schema>;
const empty: Draft = { name: '', choice: '', ...unsentFlowDraft };

/** A flow of four steps: the name, a choice, the summary that orders, the receipt. */
const flow = defineStepFlow({
  steps: ['nombre', 'eleccion', 'resumen', 'listo'] as const,
  draft: { schema, empty, key: (scope) => `portal.draft.test.${scope}` },
  fieldsOfStep: { nombre: ['name'], eleccion: ['choice', 'bank'] },
  complete: { nombre: (draft) => draft.name !== '', eleccion: (draft) => draft.choice !== '' },
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
    ['a middle step needs the earlier ones done', 'eleccion', empty, 'nombre'],
    ['a middle step with them done shows', 'eleccion', draft({ name: 'Ana' }), null],
    ['the summary needs every earlier step: the first', 'resumen', draft({ choice: 'a' }), 'nombre'],
    ['the summary needs every earlier step: the second', 'resumen', draft({ name: 'Ana' }), 'eleccion'],
    ['the summary with both done shows', 'resumen', draft({ name: 'Ana', choice: 'a' }), null],
    [
      'a field the server refused sends back to its step',
      'resumen',
      draft({ name: 'Ana', choice: 'a', serverErrors: { bank: 'No existe' } }),
      'eleccion',
    ],
    [
      'the earliest step owning a refusal first',
      'eleccion',
      draft({ name: 'Ana', choice: 'a', serverErrors: { name: 'Ya existe', bank: 'x' } }),
      'nombre',
    ],
    [
      'a refusal on a later step leaves an earlier one shown',
      'eleccion',
      draft({ name: 'Ana', serverErrors: { other: 'x' } }),
      null,
    ],
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

describe('defineStepFlow: which refusals the draft keeps', () => {
  const base = draft({ name: 'Ana', choice: 'a' });
  it.each<[string, Record<string, string>, Draft | null]>([
    ['a field of a step: kept', { bank: 'No existe' }, { ...base, serverErrors: { bank: 'No existe' } }],
    [
      'with others beside it: all kept (each step shows its own)',
      { name: 'x', other: 'y' },
      { ...base, serverErrors: { name: 'x', other: 'y' } },
    ],
    ['no field of a step: the review says the order failed', { other: 'y' }, null],
    ['no field at all', {}, null],
  ])('%s', (_name, errors, expected) => {
    expect(flow.refused(base, errors)).toEqual(expected);
  });

  it('a flow with a step for the others keeps them there', () => {
    const planned = defineStepFlow({
      steps: ['meta', 'plan', 'resumen', 'listo'] as const,
      draft: { schema, empty, key: () => 'k' },
      otherErrorsStep: 'plan',
    });
    expect(planned.refused(empty, { strategyId: 'x' })).toEqual({
      ...empty,
      serverErrors: { strategyId: 'x' },
    });
    expect(planned.redirect('resumen', { ...empty, serverErrors: { strategyId: 'x' } })).toBe('plan');
  });

  it('a draft kept before the errors had one shape keeps its fields, with none', () => {
    const older = { name: 'Ana', choice: 'a', orderKeys: {}, receipt: null, serverError: 'No' };
    expect(schema.parse(older)).toEqual({
      name: 'Ana',
      choice: 'a',
      orderKeys: {},
      serverErrors: null,
      receipt: null,
    });
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
