import { advisorContract } from './advisor.ts';
import { chatContract } from './chat.ts';
import { companyApplicationContract } from './companyApplication.ts';
import type { Endpoint } from './endpoint.ts';
import { filesContract } from './files.ts';
import { goalsContract } from './goals.ts';
import { inboxContract } from './inbox.ts';
import { insuranceContract } from './insurance.ts';
import { maintenanceContract } from './maintenance.ts';
import { moneyContract } from './money.ts';
import { navigationContract } from './navigation.ts';
import { onboardingContract, usBrokerageContract } from './onboarding.ts';
import { productsContract } from './products.ts';
import { profileContract } from './profile.ts';
import { referralContract } from './referral.ts';
import { registrationContract } from './registration.ts';
import { rpcContract } from './rpc.ts';
import { shortcutsContract } from './shortcuts.ts';

export * from './advisor.ts';
export * from './apv.ts';
export * from './apvRules.ts';
export * from './chat.ts';
export * from './common.ts';
export * from './companyApplication.ts';
export * from './endpoint.ts';
export * from './files.ts';
export * from './goalRules.ts';
export * from './goals.ts';
export * from './inbox.ts';
export * from './insurance.ts';
export * from './maintenance.ts';
export * from './money.ts';
export * from './navigation.ts';
export * from './onboarding.ts';
export * from './products.ts';
export * from './profile.ts';
export * from './referral.ts';
export * from './registration.ts';
export * from './rpc.ts';
export * from './shortcuts.ts';
export * from './taxCertificates.ts';

/**
 * The API the portal speaks, by domain (the same names as the features' domains): what the OpenAPI
 * document, the mock backend's handlers and the contract tests are made from.
 */
export const contracts = {
  advisor: advisorContract,
  chat: chatContract,
  files: filesContract,
  goals: goalsContract,
  inbox: inboxContract,
  insurance: insuranceContract,
  maintenance: maintenanceContract,
  money: moneyContract,
  navigation: navigationContract,
  onboarding: {
    ...onboardingContract,
    registration: registrationContract,
    companyApplication: companyApplicationContract,
  },
  products: { ...productsContract, usBrokerage: usBrokerageContract },
  profile: profileContract,
  referral: referralContract,
  rpc: rpcContract,
  shortcuts: shortcutsContract,
} as const;

/** One contracted call with its name: `inbox.messages.update`. */
export interface NamedEndpoint {
  name: string;
  domain: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every contracted call, named by domain and place, in the order the contracts write them. */
export function contractedEndpoints(): NamedEndpoint[] {
  const found: NamedEndpoint[] = [];
  const walk = (domain: string, prefix: string, value: unknown) => {
    if (isEndpoint(value)) found.push({ name: prefix, domain, endpoint: value });
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) walk(domain, `${prefix}.${key}`, inner);
  };
  for (const [domain, contract] of Object.entries(contracts)) walk(domain, domain, contract);
  return found;
}
