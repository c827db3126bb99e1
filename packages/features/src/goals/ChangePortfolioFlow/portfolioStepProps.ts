import type { Goal, Product, Strategy } from '@portal/platform';
import type { FlowStepProps } from '../../stepFlow/StepFlowView.tsx';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import type { ChangePortfolioDraft, ChangePortfolioStep } from './changePortfolioRules.ts';

/** As the flows on one goal take it (a change of portfolio reads no clock). */
export type ChangePortfolioFlowProps = Omit<GoalFlowProps<ChangePortfolioStep>, 'now'>;

/** What the change asks the server for: every strategy, the products, and those the goal's allows. */
export interface PortfolioOptions {
  strategies: Strategy[];
  products: Product[];
  allowed: Strategy[];
}

/** What the steps of a change of portfolio get: the flow's and the goal. */
export type PortfolioStepProps = FlowStepProps<
  ChangePortfolioStep,
  ChangePortfolioDraft,
  PortfolioOptions
> & {
  goal: Goal;
};

/** The steps the client counts: the choice and the summary (the receipt is not one). */
export const countedPortfolioSteps = 2;
