import { demoHandlers } from '../demo/index.ts';
import { faultHandler, setFaultBackend } from '../faults/faults.ts';
import { advisorHandlers } from './advisor.ts';
import { chatHandlers } from './chat.ts';
import { productHandlers } from './frame/product.ts';
import { goalFlowHandlers } from './goals/index.ts';
import { inboxHandlers } from './inbox.ts';
import { insuranceHandlers } from './insurance.ts';
import { moneyHandlers } from './money.ts';
import { navigationHandlers } from './navigation.ts';
import { companyApplicationHandlers } from './onboarding/companyApplication.ts';
import { contractHandlers } from './onboarding/contract.ts';
import { identityHandlers } from './onboarding/identityCard.ts';
import { kycHandlers } from './onboarding/kyc.ts';
import { registrationHandlers } from './onboarding/registration.ts';
import { catalogueHandlers } from './products/catalogue.ts';
import { usBrokerageHandlers } from './products/usBrokerage.ts';
import { profileHandlers } from './profile.ts';
import { referralHandlers } from './referral.ts';
import { rpcHandlers } from './rpc.ts';
import { shortcutHandlers } from './shortcuts.ts';

/** Every handler of the mock backend: the same list serves Storybook, unit tests, e2e and the demo. */
export const handlers = [
  faultHandler,
  ...rpcHandlers,
  ...navigationHandlers,
  ...inboxHandlers,
  ...shortcutHandlers,
  ...chatHandlers,
  ...productHandlers,
  ...moneyHandlers,
  ...catalogueHandlers,
  ...advisorHandlers,
  ...referralHandlers,
  ...insuranceHandlers,
  ...profileHandlers,
  ...goalFlowHandlers,
  ...contractHandlers,
  ...identityHandlers,
  ...kycHandlers,
  ...usBrokerageHandlers,
  ...companyApplicationHandlers,
  ...registrationHandlers,
  ...demoHandlers,
];
setFaultBackend(handlers);
