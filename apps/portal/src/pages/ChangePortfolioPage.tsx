import { useFlowStep } from '../routing/stepContext.ts';
import { SectionPage } from './parts.tsx';

/** /change-portfolio (signed in, step layout): moving a goal to another investment strategy. */
export default function ChangePortfolioPage() {
  useFlowStep(1);
  return <SectionPage id="changePortfolio" width="narrow" />;
}
