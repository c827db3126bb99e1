import type { ActiveCode, NavigationItemPayload, User } from '@portal/platform';
import { canOpenAccount } from '../onboarding/model.ts';
import { canSeeUsBrokerage } from '../products/model.ts';

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

/** Ids of items with rules of their own. */
export const accountItemId = 'account';
export const usBrokerageItemId = 'ibkr';

/** The business-profile menu for company users (docs/RULES.md#menus). */
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
 * The side menu (docs/RULES.md#side-menu "Side menu content", §4, §6): the server's tree (or the business-profile
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
  return withNewBadges([...items, ...(context.goalSections ?? [])], context);
}

/**
 * The "Nuevo" badge (docs/RULES.md#new-badges) on every item whose id the portal config names, at any
 * depth and whatever built it: the server's items, the goals' sections and their goals, the savings
 * and wallet entries alike.
 */
function withNewBadges(
  items: readonly NavigationItemPayload[],
  context: Pick<NavigationContext, 'newItemIds' | 'labels'>,
): NavigationItemPayload[] {
  if (context.newItemIds.length === 0) return [...items];
  return items.map((item) => {
    const next: NavigationItemPayload = { ...item };
    if (context.newItemIds.includes(item.id))
      next.badge = { title: context.labels.newBadge, classes: 'badge-new' };
    if (item.children?.length) next.children = withNewBadges(item.children, context);
    return next;
  });
}

/** Parses the config parameter value "id1, id2,,id3" into ids. */
export function parseNewItemIds(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}
