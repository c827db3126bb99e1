export { demoDelays, mockDelay, setMockDelays } from './control/delay.ts';
export { resetMockStore } from './control/store.ts';
export { type Fault, type FaultRule, faultHandler, mockFaults } from './faults/faults.ts';
export { advisors } from './fixtures/advisors.ts';
export { articles } from './fixtures/articles.ts';
export { catalogue } from './fixtures/catalogue.ts';
export { companyProfiles } from './fixtures/companies.ts';
export { insuranceDetails } from './fixtures/insurance.ts';
export * from './fixtures/personas.ts';
export { referralProgrammeOf } from './fixtures/referrals.ts';
export { strategies } from './fixtures/strategies.ts';
export { productControls, resetProductState } from './handlers/frame/product.ts';
export { handlers } from './handlers/index.ts';
export {
  companyApplicationExample,
  seedCompanyApplication,
} from './handlers/onboarding/companyApplication.ts';
export { ownFilesHandler } from './handlers/ownFiles.ts';
export { accountOf, decodeJwtPayload, identityOf, mayActAs } from './handlers/session.ts';
export { goalMoney, usdClpRate } from './simulation/goalMoney.ts';
