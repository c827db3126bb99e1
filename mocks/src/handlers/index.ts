import { demoHandlers } from '../demo/index.ts';
import { faultHandler, setFaultBackend } from '../faults/faults.ts';
import { clientHandlers } from './client.ts';
import { commonHandlers } from './common.ts';
import { companyApplicationHandlers } from './companyApplication.ts';
import {
  contractHandlers,
  flowHandlers,
  identityHandlers,
  kycHandlers,
  usBrokerageHandlers,
} from './flows.ts';
import { moneyHandlers } from './money.ts';
import { productHandlers } from './product/product.ts';
import { registrationHandlers } from './registration.ts';
import { rpcHandlers } from './rpc.ts';

/** Every handler of the mock backend: the same list serves Storybook, unit tests, e2e and the demo. */
export const handlers = [
  faultHandler,
  ...commonHandlers,
  ...rpcHandlers,
  ...productHandlers,
  ...moneyHandlers,
  ...clientHandlers,
  ...flowHandlers,
  ...contractHandlers,
  ...identityHandlers,
  ...kycHandlers,
  ...usBrokerageHandlers,
  ...companyApplicationHandlers,
  ...registrationHandlers,
  ...demoHandlers,
];
setFaultBackend(handlers);
