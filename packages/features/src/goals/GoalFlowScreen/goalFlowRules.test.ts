import type { Goal } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { type GoalFlowKind, goalFlowPaths, goalsOffered } from './goalFlowRules.ts';

const goal = (id: number, currencyCode: 'CLP' | 'USD') =>
  ({ id, title: `Meta ${id}`, currency: { currencyCode } }) as unknown as Goal;
const pesos = goal(1, 'CLP');
const dollars = goal(2, 'USD');

describe('goalsOffered: the goals a flow offers to choose from', () => {
  it.each<[GoalFlowKind, Goal[], number[]]>([
    ['deposit', [pesos, dollars], [1, 2]],
    ['rescue', [pesos, dollars], [1, 2]],
    ['changePortfolio', [pesos, dollars], [1, 2]],
    ['scheduledDeposit', [pesos, dollars], [1]],
    ['scheduledDeposit', [dollars], []],
    ['deposit', [], []],
  ])('%s among %j', (kind, goals, ids) => {
    expect(goalsOffered(kind, goals).map((each) => each.id)).toEqual(ids);
  });
});

describe('goalFlowPaths: where each flow is, for a goal and to choose one', () => {
  it.each<[GoalFlowKind, string, string]>([
    ['deposit', '/deposit', '/deposit/101'],
    ['rescue', '/rescue', '/rescue/101'],
    ['scheduledDeposit', '/scheduled-deposit', '/scheduled-deposit/101'],
    ['changePortfolio', '/change-portfolio', '/change-portfolio?goalId=101'],
  ])('%s: %s, %s', (kind, choose, of) => {
    expect(goalFlowPaths[kind].choose).toBe(choose);
    expect(goalFlowPaths[kind].of(101)).toBe(of);
  });
});
