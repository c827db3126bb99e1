import { demoHandlers } from '../demo/index.ts';
import { faultHandler, setFaultBackend } from '../faults/faults.ts';
import { chatHandlers } from './chat.ts';
import { clientHandlers } from './client.ts';
import { commonHandlers } from './common.ts';
import { productHandlers } from './frame/product.ts';
import { goalFlowHandlers } from './goals/index.ts';
import { inboxHandlers } from './inbox.ts';
import { moneyHandlers } from './money.ts';
import { navigationHandlers } from './navigation.ts';
import { companyApplicationHandlers } from './onboarding/companyApplication.ts';
import { contractHandlers } from './onboarding/contract.ts';
import { identityHandlers } from './onboarding/identityCard.ts';
import { kycHandlers } from './onboarding/kyc.ts';
import { registrationHandlers } from './onboarding/registration.ts';
import { usBrokerageHandlers } from './products/usBrokerage.ts';
import { rpcHandlers } from './rpc.ts';
import { shortcutHandlers } from './shortcuts.ts';

/** Every handler of the mock backend: the same list serves Storybook, unit tests, e2e and the demo. */
export const handlers = [
  faultHandler,
  ...commonHandlers,
  ...rpcHandlers,
  ...navigationHandlers,
  ...inboxHandlers,
  ...shortcutHandlers,
  ...chatHandlers,
  ...productHandlers,
  ...moneyHandlers,
  ...clientHandlers,
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
