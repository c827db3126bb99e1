import { describe, expect, it } from 'vitest';
import { activeGoals, isActiveGoal } from './goalRules.ts';
import {
  articleSchema,
  feeTierSchema,
  insuranceDetailSchema,
  productSchema,
  referralProgrammeSchema,
} from './index.ts';

const article = (url: string) => ({
  id: 'a',
  title: 'Título',
  summary: '',
  category: 'Mercados',
  author: 'Equipo',
  publishedOn: '2026-11-19',
  readingMinutes: 4,
  url,
});

describe('links from the server are web addresses only', () => {
  it.each<[string, string, boolean]>([
    ['https', 'https://inversiones.example.cl/blog/x', true],
    ['http', 'http://inversiones.example.cl/blog/x', true],
    ['javascript:', 'javascript:alert(1)', false],
    ['data:', 'data:text/html,<script>alert(1)</script>', false],
    ['a relative path', '/blog/x', false],
  ])('%s', (_name, url, valid) => {
    expect(articleSchema.safeParse(article(url)).success).toBe(valid);
    expect(
      referralProgrammeSchema.safeParse({
        code: 'CAMILA-1234',
        shareUrl: url,
        rewardPerFriend: 10_000,
        referred: [],
      }).success,
    ).toBe(valid);
  });
});

describe('fees are percentages', () => {
  it.each<[string, unknown, boolean]>([
    ['a fee', { upTo: null, annualPercent: 1.19 }, true],
    ['free', { upTo: 10, annualPercent: 0 }, true],
    ['negative', { upTo: null, annualPercent: -1 }, false],
    ['a ratio of 100 % or more', { upTo: null, annualPercent: 150 }, false],
    ['not a number', { upTo: null, annualPercent: '1,19' }, false],
    ['an infinite bound', { upTo: Number.POSITIVE_INFINITY, annualPercent: 1 }, false],
  ])('%s', (_name, tier, valid) => {
    expect(feeTierSchema.safeParse(tier).success).toBe(valid);
  });

  it('a product has at least one band', () => {
    const product = {
      code: 'goals',
      name: 'Metas',
      summary: '',
      currency: 'CLP',
      risk: { from: 1, to: 5 },
      minimumDeposit: 5_000,
      rescueBusinessDays: 3,
      categories: [],
      fees: [],
    };
    expect(productSchema.safeParse(product).success).toBe(false);
    expect(
      productSchema.safeParse({ ...product, code: 'crypto', fees: [{ upTo: null, annualPercent: 1 }] })
        .success,
    ).toBe(false);
  });
});

describe('insurance amounts in pesos or UF', () => {
  const detail = {
    id: 501,
    title: 'Seguro de vida',
    insurer: 'Cordillera',
    policyNumber: 'VA-1',
    status: 'active',
    startOn: '2023-04-01',
    endOn: null,
    coverage: { amount: 2_000, currency: 'UF' },
    premium: { amount: 2.5, currency: 'UF', frequency: 'monthly' },
    savings: null,
    beneficiaries: [],
  };
  it.each<[string, unknown, boolean]>([
    ['as sent', detail, true],
    ['cover in dollars', { ...detail, coverage: { amount: 1, currency: 'USD' } }, false],
    ['an unknown status', { ...detail, status: 'suspended' }, false],
    ['a start that is not a day', { ...detail, startOn: '01-04-2023' }, false],
  ])('%s', (_name, value, valid) => {
    expect(insuranceDetailSchema.safeParse(value).success).toBe(valid);
  });
});

describe('an active goal (docs/RULES.md#goals-pages): written once, for the pages and the backend', () => {
  const goal = (id: number, archived: boolean) => ({ id, archived });
  it.each<[string, { id: number; archived: boolean }[] | undefined, number[]]>([
    ['no goals at all', undefined, []],
    ['none archived: all, in order', [goal(2, false), goal(1, false)], [2, 1]],
    ['archived ones left out', [goal(1, true), goal(2, false), goal(3, true)], [2]],
    ['all archived', [goal(1, true)], []],
  ])('%s', (_case, goals, expected) => {
    expect(activeGoals(goals).map(({ id }) => id)).toEqual(expected);
    for (const one of goals ?? []) expect(isActiveGoal(one)).toBe(!one.archived);
  });
});
