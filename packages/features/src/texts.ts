// What texts each part of the portal draws (docs/TEXTS.md). Imports no code (types only): the
// app's build reads it to write the first texts file, the route table to load a domain's texts with
// its routes.
import type advisor from './advisor/locales/es.json';
import type chat from './chat/locales/es.json';
import type dashboard from './dashboard/locales/es.json';
import type goals from './goals/locales/es.json';
import type inbox from './inbox/locales/es.json';
import type insurance from './insurance/locales/es.json';
import type kit from './kit/locales/es.json';
import type maintenance from './maintenance/locales/es.json';
import type money from './money/locales/es.json';
import type navigation from './navigation/locales/es.json';
import type onboarding from './onboarding/locales/es.json';
import type products from './products/locales/es.json';
import type profile from './profile/locales/es.json';
import type referral from './referral/locales/es.json';
import type riskProfile from './riskProfile/locales/es.json';
import type shortcuts from './shortcuts/locales/es.json';
import type startup from './startup/locales/es.json';
import type stepFlow from './stepFlow/locales/es.json';
import type userMenu from './userMenu/locales/es.json';

/** The features' texts, by namespace, as their Spanish files have them (typed keys: apps/portal/src/i18next.d.ts). */
export interface FeatureTexts {
  advisor: typeof advisor;
  chat: typeof chat;
  dashboard: typeof dashboard;
  goals: typeof goals;
  inbox: typeof inbox;
  insurance: typeof insurance;
  kit: typeof kit;
  maintenance: typeof maintenance;
  money: typeof money;
  navigation: typeof navigation;
  onboarding: typeof onboarding;
  products: typeof products;
  profile: typeof profile;
  referral: typeof referral;
  riskProfile: typeof riskProfile;
  shortcuts: typeof shortcuts;
  startup: typeof startup;
  stepFlow: typeof stepFlow;
  userMenu: typeof userMenu;
}

/** The features' namespaces: one per domain folder that draws text, in that folder's locales/{lang}.json. */
export const featureNamespaces = [
  'advisor',
  'chat',
  'dashboard',
  'goals',
  'inbox',
  'insurance',
  'kit',
  'maintenance',
  'money',
  'navigation',
  'onboarding',
  'products',
  'profile',
  'referral',
  'riskProfile',
  'shortcuts',
  'startup',
  'stepFlow',
  'userMenu',
] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];

/** What the frames around every page draw (menu, header, inbox, chat, notices): on every page. */
export const frameTexts = [
  'navigation',
  'userMenu',
  'inbox',
  'chat',
  'shortcuts',
  'startup',
  'maintenance',
  'riskProfile',
  'kit',
] as const satisfies readonly FeatureNamespace[];

/**
 * What each domain's pages draw beyond the frame, their own texts first: loaded with the routes of
 * that domain (the route table's `domain`). `shell` is the app's own pages (sign-in, clear, redirect).
 */
export const domainTexts = {
  shell: [],
  maintenance: [],
  dashboard: ['dashboard', 'money', 'goals', 'insurance'],
  goals: ['goals', 'money', 'products', 'stepFlow'],
  money: ['money'],
  insurance: ['insurance'],
  onboarding: ['onboarding', 'stepFlow', 'profile'],
  products: ['products', 'stepFlow'],
  advisor: ['advisor', 'stepFlow'],
  referral: ['referral'],
  profile: ['profile'],
} as const satisfies Record<string, readonly FeatureNamespace[]>;
export type Domain = keyof typeof domainTexts;

/**
 * The features' namespaces in every language's first file: the frame's and the landing page's (the
 * dashboard), so the first page asks for no other texts file. The rest each have their own file.
 */
export const firstFileTexts: readonly FeatureNamespace[] = [
  ...new Set([...frameTexts, ...domainTexts.dashboard]),
];

/** The namespaces a domain's route loads beyond the first file. */
export function routeTexts(domain: Domain): readonly FeatureNamespace[] {
  return domainTexts[domain].filter((namespace) => !firstFileTexts.includes(namespace));
}
