import type { ActiveCode, NavigationItemPayload, User } from '@portal/platform';

/** Onboarding steps that open the account link (SPEC §4: DONE and FOURTH). */
export const accountOpenSteps = ['DONE', 'FOURTH'] as const;

/** SPEC §4, §6: whether this onboarding step opens the account (menu item and /profile route). */
export function canOpenAccount(onboardingStep: string): boolean {
  return (accountOpenSteps as readonly string[]).includes(onboardingStep);
}

export interface NavigationContext {
  user: Pick<User, 'userType' | 'userFinancialEntities'>;
  onboardingStep: string;
  /** Ids listed in the portal config parameter for new sidebar items ("id1,id2"). */
  newItemIds: readonly string[];
  usInvitationCodes: readonly ActiveCode[];
  /** uuid of the US brokerage's financial entity. */
  usBrokerageEntityUuid: string;
  labels: { newBadge: string; accountLockedTooltip: string; home: string; advisor: string; discover: string };
  /** Sections built from the goals (buildGoalsMenu), placed after the server's items. */
  goalSections?: readonly NavigationItemPayload[];
}

/** uuid of the US brokerage's financial entity (SPEC §6: the US brokerage item and page). */
export const usBrokerageEntityUuid = '5d1a7c3e-1b7f-4c1e-9a55-1b2b3c4d5e6f';

/** Ids of items with rules of their own. */
export const accountItemId = 'account';
export const usBrokerageItemId = 'ibkr';

/** SPEC §6: active financial entity with the configured uuid, and a US-invitation code present. */
export function canSeeUsBrokerage(
  context: Pick<NavigationContext, 'user' | 'usInvitationCodes' | 'usBrokerageEntityUuid'>,
): boolean {
  const active = context.user.userFinancialEntities?.some(
    (entity) => entity.financialEntity.uuid === context.usBrokerageEntityUuid && entity.status === 'active',
  );
  return (
    Boolean(active) && context.usInvitationCodes.some((code) => code.type === 'US_INVITATION' && code.active)
  );
}

/** The business-profile menu for company users (SPEC §2). */
export function businessProfileMenu(labels: NavigationContext['labels']): NavigationItemPayload[] {
  return [
    { id: 'dashboard', type: 'basic', title: labels.home, icon: 'home', link: '/dashboard' },
    { id: 'advisor', type: 'basic', title: labels.advisor, icon: 'advisor', link: '/advisor' },
    { id: 'discover', type: 'basic', title: labels.discover, icon: 'discover', link: '/discover' },
  ];
}

function applyRules(item: NavigationItemPayload, context: NavigationContext): NavigationItemPayload | null {
  if (item.id === usBrokerageItemId && !canSeeUsBrokerage(context)) return null;
  let next: NavigationItemPayload = { ...item };
  if (context.newItemIds.includes(item.id))
    next.badge = { title: context.labels.newBadge, classes: 'badge-new' };
  if (item.id === accountItemId && !canOpenAccount(context.onboardingStep)) {
    next = { ...next, disabled: true, tooltip: context.labels.accountLockedTooltip };
  }
  if (item.children?.length) {
    next.children = item.children
      .map((child) => applyRules(child, context))
      .filter((child) => child !== null);
  }
  return next;
}

/**
 * The side menu (SPEC §2 "Side menu content", §4, §6): the server's tree (or the business-profile
 * menu for company users), the "Nuevo" badge on listed ids, the account item locked until onboarding
 * reaches step FOURTH or DONE, the US brokerage item only for invited users, then the goals' sections.
 * `serverItems` null: the tree could not be read, so the menu keeps its essentials (Inicio, Asesoría,
 * Descubrir) and the goals rather than leaving the client with an empty column; the start-up notice
 * says the menu failed and offers to ask again.
 */
export function assembleNavigation(
  serverItems: readonly NavigationItemPayload[] | null,
  context: NavigationContext,
): NavigationItemPayload[] {
  const base =
    context.user.userType === 'entity' || serverItems === null
      ? businessProfileMenu(context.labels)
      : serverItems;
  const items = base.map((item) => applyRules(item, context)).filter((item) => item !== null);
  return [...items, ...(context.goalSections ?? [])];
}

/** Parses the config parameter value "id1, id2,,id3" into ids. */
export function parseNewItemIds(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}
