import type { Strategy } from '@portal/platform';
import type { OnStep } from '../../stepFlow/useStepFlow.ts';
import type { ChangePortfolioDraft, ChangePortfolioStep } from './changePortfolioRules.ts';

/** What the steps of a change of portfolio get from the flow. */
export interface PortfolioStepProps {
  strategies: Strategy[];
  currentId: number;
  draft: ChangePortfolioDraft;
  saveDraft: (next: ChangePortfolioDraft) => void;
  onStep: OnStep<ChangePortfolioStep>;
}

/** The steps the client counts: the choice and the summary (the receipt is not one). */
export const countedPortfolioSteps = 2;
