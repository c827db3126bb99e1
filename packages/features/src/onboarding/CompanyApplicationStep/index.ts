export {
  CompanyApplicationStep,
  type CompanyApplicationStepId,
  companyApplicationSteps,
  companyStepPath,
} from './CompanyApplicationStep.tsx';
