export { demoDelays, mockDelay, setMockDelays } from './control/delay.ts';
export { resetMockStore } from './control/store.ts';
export { type Fault, type FaultRule, faultHandler, mockFaults } from './faults/faults.ts';
export {
  advisors,
  articles,
  catalogue,
  companyProfiles,
  insuranceDetails,
  referralProgrammeOf,
} from './fixtures/client.ts';
export { goalMoney, strategies, usdClpRate } from './fixtures/money.ts';
export * from './fixtures/personas.ts';
export { companyApplicationExample, seedCompanyApplication } from './handlers/companyApplication.ts';
export { handlers } from './handlers/index.ts';
export { ownFilesHandler } from './handlers/ownFiles.ts';
export { productControls, resetProductState } from './handlers/product/product.ts';
export { accountOf, decodeJwtPayload, identityOf, mayActAs } from './handlers/session.ts';
