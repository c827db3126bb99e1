import { describe, expect, it } from 'vitest';
import { flowDraftPrefix } from '../stepFlow/tabDrafts.ts';
import { changePortfolioFlow } from './ChangePortfolioFlow/changePortfolioRules.ts';
import { depositFlow } from './DepositFlow/depositRules.ts';
import { goalNewFlow } from './GoalNewFlow/goalNewRules.ts';
import { rescueFlow } from './RescueFlow/rescueRules.ts';
import { scheduledDepositFlow } from './ScheduledDepositFlow/scheduledDepositRules.ts';

// Every flow's draft is one of the tab's drafts (docs/RULES.md#steps-and-drafts): another person
// signing in in the tab starts without it (keepTabDraftsFor forgets what starts with the prefix).
describe('the goals flows keep their drafts under the tab drafts prefix', () => {
  it.each([
    ['deposit', depositFlow.draft.key('101')],
    ['rescue', rescueFlow.draft.key('101')],
    ['scheduled deposit', scheduledDepositFlow.draft.key('101')],
    ['change of portfolio', changePortfolioFlow.draft.key('101')],
    ['new goal', goalNewFlow.draft.key('')],
    ['new goal of a product', goalNewFlow.draft.key('short-term-invest')],
  ])('%s: %s', (_flow, key) => {
    expect(key.startsWith(flowDraftPrefix)).toBe(true);
  });
});
