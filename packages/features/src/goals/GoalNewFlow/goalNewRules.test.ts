import type { Goal, NewGoalRequest } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import {
  apvOpeningOf,
  type GoalNewDraft,
  type GoalNewStep,
  goalMetaSchema,
  goalNewFlow,
  goalNewRequestOf,
  goalPlanSchema,
  planStepNotices,
  recheckedStep,
} from './goalNewRules.ts';

const goal: Goal = {
  id: 9_007,
  title: 'Viaje a Chiloé',
  archived: false,
  starred: false,
  currentCapital: 0,
  goalCategory: { code: 'travel' },
  currency: { currencyCode: 'CLP' },
};
const meta = {
  category: 'travel',
  title: 'Viaje a Chiloé',
  targetAmount: '3.000.000',
  targetMonth: '2028-12',
};
const draft = (extra: Partial<GoalNewDraft>): GoalNewDraft => ({ ...goalNewFlow.draft.empty, ...extra });
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('goalMetaSchema', () => {
  const schema = goalMetaSchema('2026-11', (issue) => issue, undefined, { allowed: true, held: [] });
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['a full first step', meta, {}],
    [
      'nothing',
      { category: '', title: '', targetAmount: '', targetMonth: '' },
      { category: 'category', title: 'title', targetAmount: 'targetAmount', targetMonth: 'targetMonth' },
    ],
    ['a kind the portal does not offer', { ...meta, category: 'yacht' }, { category: 'category' }],
    ['a name of spaces', { ...meta, title: '   ' }, { title: 'title' }],
    ['a target under $100.000', { ...meta, targetAmount: '99.999' }, { targetAmount: 'targetAmount' }],
    ['this month', { ...meta, targetMonth: '2026-11' }, { targetMonth: 'targetMonth' }],
    ['next month', { ...meta, targetMonth: '2026-12' }, {}],
    ['50 years on', { ...meta, targetMonth: '2076-11' }, {}],
    ['a month after 50 years', { ...meta, targetMonth: '2076-12' }, { targetMonth: 'targetMonthFar' }],
    ['the year 9500', { ...meta, targetMonth: '9500-01' }, { targetMonth: 'targetMonthFar' }],
    ['the largest target', { ...meta, targetAmount: '10.000.000.000' }, {}],
    ['a target above it', { ...meta, targetAmount: '10.000.000.001' }, { targetAmount: 'targetAmountMax' }],
    [
      'a target of 10^20',
      { ...meta, targetAmount: '100000000000000000000' },
      { targetAmount: 'targetAmountMax' },
    ],
    ['dollars on a peso goal', { ...meta, targetAmount: 'US$5000' }, { targetAmount: 'otherCurrency' }],
    ['a negative target', { ...meta, targetAmount: '-5000' }, { targetAmount: 'negative' }],
    ['letters', { ...meta, targetAmount: 'abc' }, { targetAmount: 'notAnAmount' }],
    ['thousands with commas', { ...meta, targetAmount: '1,000,000' }, { targetAmount: 'thousandsComma' }],
  ])('%s', (_name, values, expected) => {
    expect(issuesOf(schema.safeParse(values))).toEqual(expected);
  });
});

describe('goalMetaSchema for an APV goal (docs/RULES.md#apv-voluntary-retirement-savings)', () => {
  const apv = { ...meta, category: 'apv', title: 'Mi APV' };
  it.each<
    [string, { allowed: boolean; held: ('A' | 'B')[] }, Record<string, string>, Record<string, string>]
  >([
    ['a person, regime A', { allowed: true, held: [] }, { ...apv, apvRegime: 'A' }, {}],
    ['a person, regime B', { allowed: true, held: [] }, { ...apv, apvRegime: 'B' }, {}],
    ['no regime chosen', { allowed: true, held: [] }, { ...apv, apvRegime: '' }, { apvRegime: 'apvRegime' }],
    [
      'a regime that does not exist',
      { allowed: true, held: [] },
      { ...apv, apvRegime: 'C' },
      { apvRegime: 'apvRegime' },
    ],
    [
      'the regime already held',
      { allowed: true, held: ['A'] },
      { ...apv, apvRegime: 'A' },
      { apvRegime: 'apvRegimeHeld' },
    ],
    ['the other regime than the one held', { allowed: true, held: ['A'] }, { ...apv, apvRegime: 'B' }, {}],
    ['a company', { allowed: false, held: [] }, { ...apv, apvRegime: 'A' }, { category: 'category' }],
    ['a company, any other kind', { allowed: false, held: [] }, { ...meta, apvRegime: '' }, {}],
    ['another kind ignores the regime', { allowed: true, held: ['A', 'B'] }, { ...meta, apvRegime: 'A' }, {}],
  ])('%s', (_name, opening, values, expected) => {
    const schema = goalMetaSchema('2026-11', (issue) => issue, undefined, opening);
    expect(issuesOf(schema.safeParse(values))).toEqual(expected);
  });

  it.each<[string, Partial<GoalNewDraft>, NewGoalRequest['apv'] | undefined]>([
    [
      'regime A, no rate kept',
      { category: 'apv', apvRegime: 'A', apvTaxRate: 0.23 },
      { regime: 'A', taxRate: null },
    ],
    [
      'regime B, the rate kept',
      { category: 'apv', apvRegime: 'B', apvTaxRate: 0.23 },
      { regime: 'B', taxRate: 0.23 },
    ],
    [
      'regime B, no rate kept',
      { category: 'apv', apvRegime: 'B', apvTaxRate: null },
      { regime: 'B', taxRate: null },
    ],
    ['another kind', { category: 'housing', apvRegime: 'B', apvTaxRate: 0.23 }, undefined],
  ])('asks the server for %s', (_name, fields, expected) => {
    expect(goalNewRequestOf(draft({ ...meta, ...fields, strategyId: 3 })).apv).toEqual(expected);
  });

  it.each<[string, Parameters<typeof apvOpeningOf>[0], { allowed: boolean; held: string[] }]>([
    ['no one signed in yet', undefined, { allowed: false, held: [] }],
    ['a company', { userType: 'entity', goals: [] }, { allowed: false, held: [] }],
    ['a person without APV', { userType: 'individual', goals: [] }, { allowed: true, held: [] }],
    [
      'a person with one under B',
      { userType: 'individual', goals: [{ ...goal, apv: { regime: 'B' } }] },
      { allowed: true, held: ['B'] },
    ],
    [
      'a person with both: none left to open',
      {
        userType: 'individual',
        goals: [
          { ...goal, apv: { regime: 'A' } },
          { ...goal, id: 2, apv: { regime: 'B' } },
        ],
      },
      { allowed: false, held: ['A', 'B'] },
    ],
    [
      'an archived one frees its regime',
      { userType: 'individual', goals: [{ ...goal, archived: true, apv: { regime: 'A' } }] },
      { allowed: true, held: [] },
    ],
  ])('who may open an APV: %s', (_name, user, expected) => {
    expect(apvOpeningOf(user)).toEqual(expected);
  });
});

describe('goalMetaSchema for a savings product (docs/RULES.md#savings-products)', () => {
  const dollars = {
    code: 'short-term-invest-dollars' as const,
    name: 'Dólares de corto plazo',
    currency: 'USD' as const,
    categories: ['short-term-invest-dollars'],
    minimumDeposit: 100,
    risk: { from: 1, to: 1 },
  };
  const schema = goalMetaSchema('2026-11', (issue) => issue, dollars, { allowed: true, held: [] });
  const ahorro = { ...meta, category: 'short-term-invest-dollars', title: 'Dólares para viajar' };
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['the product’s kind and a target in dollars', { ...ahorro, targetAmount: '1.500,50' }, {}],
    ['exactly US$1.000', { ...ahorro, targetAmount: '1.000' }, {}],
    ['under US$1.000', { ...ahorro, targetAmount: '999,99' }, { targetAmount: 'targetAmount' }],
    ['more than cents', { ...ahorro, targetAmount: '1.500,505' }, { targetAmount: 'targetAmount' }],
    [
      'an investment kind',
      { ...ahorro, category: 'travel', targetAmount: '2.000' },
      { category: 'category' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(issuesOf(schema.safeParse(values))).toEqual(expected);
  });

  it.each<[string, string, string, Record<string, string>]>([
    ['cents in dollars', '150,25', '100', {}],
    ['a monthly under US$100', '0', '99,99', { monthly: 'monthly' }],
    ['more than cents', '150,255', '0', { initial: 'initial' }],
  ])('the plan in dollars: %s', (_name, initial, monthly, expected) => {
    const plan = goalPlanSchema(100, (issue) => issue, 'USD');
    expect(issuesOf(plan.safeParse({ initial, monthly }))).toEqual(expected);
  });

  it('asks for the goal with the product’s code, and keeps a draft of its own', () => {
    expect(
      goalNewRequestOf(
        draft({ ...ahorro, targetAmount: '1.500,50', initial: '150,25', monthly: '100', strategyId: 1 }),
        dollars,
      ),
    ).toEqual({
      category: 'short-term-invest-dollars',
      product: 'short-term-invest-dollars',
      title: 'Dólares para viajar',
      target: { amount: 1_500.5, date: '2028-12-01' },
      initial: 150.25,
      monthly: 100,
      strategyId: 1,
    });
    expect(goalNewFlow.draft.key('short-term-invest-dollars')).toBe(
      'portal.draft.goal-new.short-term-invest-dollars',
    );
    expect(goalNewFlow.draft.key('')).toBe('portal.draft.goal-new');
  });
});

describe('goalPlanSchema', () => {
  const schema = goalPlanSchema(5_000, (issue) => issue);
  it.each<[string, string, Record<string, string>]>([
    ['', '', {}],
    ['200.000', '80.000', {}],
    ['0', '4.999', { monthly: 'monthly' }],
    ['1000,5', '0', { initial: 'initial' }],
    ['abc', '5.000', { initial: 'notAnAmount' }],
    ['-5000', '5.000', { initial: 'negative' }],
    ['0', 'US$100', { monthly: 'otherCurrency' }],
    ['50.000.001', '0', { initial: 'initialMax' }],
    ['0', '50.000.001', { monthly: 'monthlyMax' }],
    ['100000000000000000000', '0', { initial: 'initialMax' }],
  ])('initial "%s", monthly "%s" → %j', (initial, monthly, expected) => {
    expect(issuesOf(schema.safeParse({ initial, monthly }))).toEqual(expected);
  });
});

describe('goalNewFlow.redirect', () => {
  it.each<[string, GoalNewStep, GoalNewDraft, GoalNewStep | null]>([
    ['the first step always shows', 'meta', goalNewFlow.draft.empty, null],
    ['the plan needs the first step', 'plan', goalNewFlow.draft.empty, 'meta'],
    ['the plan with it shows', 'plan', draft(meta), null],
    ['the summary needs the plan', 'resumen', draft(meta), 'plan'],
    ['the summary with both shows', 'resumen', draft({ ...meta, strategyId: 2 }), null],
    [
      'a server error on the name goes back to it',
      'resumen',
      draft({ ...meta, strategyId: 2, serverErrors: { title: 'No' } }),
      'meta',
    ],
    [
      'a server error on the monthly goes to the plan',
      'resumen',
      draft({ ...meta, strategyId: 2, serverErrors: { monthly: 'No' } }),
      'plan',
    ],
    [
      'a goal created leads to its confirmation',
      'resumen',
      draft({ ...meta, strategyId: 2, receipt: goal }),
      'listo',
    ],
    ['the confirmation needs the goal', 'listo', draft(meta), 'meta'],
  ])('%s', (_name, step, given, expected) => {
    expect(goalNewFlow.redirect(step, given)).toBe(expected);
  });

  it.each<[Record<string, string>, GoalNewStep]>([
    [{ targetDate: 'x' }, 'meta'],
    [{ category: 'x', monthly: 'y' }, 'meta'],
    [{ strategyId: 'x' }, 'plan'],
  ])('server errors %j belong to %s', (errors, step) => {
    expect(goalNewFlow.stepOfErrors(errors)).toBe(step);
  });
});

// docs/RULES.md#steps-and-drafts: a kept first step that no longer passes its rules is asked again.
describe('recheckedStep', () => {
  const rules: Parameters<typeof recheckedStep>[2] = {
    today: '2026-11-23',
    product: undefined,
    apv: { allowed: true, held: [] },
  };
  it.each<[string, GoalNewStep, GoalNewDraft, typeof rules, GoalNewStep | null]>([
    ['the plan of a first step that passes', 'plan', draft(meta), rules, null],
    ['the summary of one that passes', 'resumen', draft(meta), rules, null],
    ['a month in the year 9500', 'plan', draft({ ...meta, targetMonth: '9500-01' }), rules, 'meta'],
    [
      'a month gone by since it was kept',
      'resumen',
      draft({ ...meta, targetMonth: '2026-10' }),
      rules,
      'meta',
    ],
    [
      'an APV after the client opened one in each regime',
      'plan',
      draft({ ...meta, category: 'apv', apvRegime: 'A' }),
      { ...rules, apv: { allowed: false, held: ['A', 'B'] } },
      'meta',
    ],
    [
      'the first step itself is never sent back',
      'meta',
      draft({ ...meta, targetMonth: '9500-01' }),
      rules,
      null,
    ],
    ['the receipt is not rechecked', 'listo', draft({ ...meta, targetMonth: '9500-01' }), rules, null],
  ])('%s', (_name, at, given, withRules, expected) => {
    expect(recheckedStep(at, given, withRules)).toBe(expected);
  });
});

describe('planStepNotices: what the server refused that the plan has no field for', () => {
  it.each<[string, Record<string, string> | null, string[]]>([
    ['nothing refused', null, []],
    ['the strategy proposed', { strategyId: 'Elige una estrategia.' }, ['Elige una estrategia.']],
    ['a field the portal does not know', { reason: 'Cupo agotado.' }, ['Cupo agotado.']],
    ['the monthly amount (its field says it)', { monthly: 'Mínimo $10.000.' }, []],
    ['a first-step field (that step says it)', { title: 'Ya tienes una meta con ese nombre.' }, []],
  ])('%s', (_name, errors, expected) => {
    expect(planStepNotices(errors)).toEqual(expected);
  });
});

describe('goalNewRequestOf', () => {
  it('sends whole pesos, the first of the month, and 0 for what was left empty', () => {
    expect(
      goalNewRequestOf(
        draft({ ...meta, title: ' Viaje a Chiloé ', initial: '', monthly: '80.000', strategyId: 2 }),
      ),
    ).toEqual({
      category: 'travel',
      title: 'Viaje a Chiloé',
      target: { amount: 3_000_000, date: '2028-12-01' },
      initial: 0,
      monthly: 80_000,
      strategyId: 2,
    });
  });
});
