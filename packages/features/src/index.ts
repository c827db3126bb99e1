// The features' public entry: each product domain's own entry (ARCHITECTURE.md, "features").
export * from './advisor/index.ts';
export * from './appUpdate/index.ts';
export * from './chat/index.ts';
export * from './dashboard/index.ts';
export * from './errorHandling/index.ts';
export * from './goals/index.ts';
export * from './inbox/index.ts';
export * from './insurance/index.ts';
// The link drawn as a button, which the app's pages use as the screens do.
export { ButtonLink, type ButtonLinkProps } from './kit/ButtonLink.tsx';
// The one piece of the shared kit the app draws itself: the client's data around a page.
export { WithClient } from './kit/WithClient.tsx';
export * from './layout/index.ts';
export * from './maintenance/index.ts';
export * from './money/index.ts';
export * from './navigation/index.ts';
export * from './onboarding/index.ts';
export * from './products/index.ts';
export * from './profile/index.ts';
export * from './referral/index.ts';
export * from './riskProfile/index.ts';
export * from './shortcuts/index.ts';
export * from './startup/index.ts';
export * from './stepFlow/index.ts';
export * from './userMenu/index.ts';
