import { type Api, type NavigationItemPayload, useApi } from '@portal/platform';
import type { NavigationItem } from '@portal/ui';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildGoalsMenu, type GoalsMenuLabels } from '../../goals/model.ts';
import { usBrokerageEntityUuid } from '../../products/model.ts';
import { assembleNavigation, businessProfileMenu, type NavigationContext } from '../assembleNavigation.ts';
import { useNavigationQueries } from '../navigationApi.ts';

/** Server items carry a function name; the side menu takes callbacks, so names are dropped here. */
function toMenuItem(item: NavigationItemPayload): NavigationItem {
  const { function: _name, children, ...rest } = item;
  return { ...rest, children: children?.map(toMenuItem) };
}

/**
 * The menu's settings that useSideMenu reads beside the client, the status and the navigation tree
 * (the dollar box flag, the new items, the US invitation), asked before the menu renders: the main
 * layout starts them at boot. The same queries as the hook's below; keep the two lists together.
 */
export function prefetchSideMenuSettings(queryClient: QueryClient, { queries }: Pick<Api, 'queries'>): void {
  void queryClient.prefetchQuery(queries.usdBoxEnabled());
  void queryClient.prefetchQuery(queries.newSidebarItems());
  void queryClient.prefetchQuery(queries.usInvitationCodes());
}

/** The side menu of docs/RULES.md#side-menu: server tree + rules + goals sections, once the user's data has loaded. */
export function useSideMenu(): NavigationItem[] {
  const { t } = useTranslation('navigation');
  const api = useApi();
  const { queries } = api;
  const user = useQuery(queries.currentUser());
  const status = useQuery(queries.userStatus());
  const usdBox = useQuery(queries.usdBoxEnabled());
  const newItems = useQuery(queries.newSidebarItems());
  const codes = useQuery(queries.usInvitationCodes());
  const tree = useQuery(useNavigationQueries().navigationTree());

  return useMemo(() => {
    const essentialLabels = (): NavigationContext['labels'] => ({
      newBadge: t('new'),
      accountLockedTooltip: t('accountLocked'),
      home: t('home'),
      advisor: t('advisor'),
      discover: t('discover'),
    });
    // docs/RULES.md#routes-and-layouts: items are added once user data has loaded. The server's tree is waited for, not
    // needed by a company user (their menu is fixed), and replaced by the essentials when it failed.
    // When the client's own data cannot be read, the essentials keep the way around.
    if ((user.isError && !user.data) || (status.isError && !status.data))
      return businessProfileMenu(essentialLabels()).map(toMenuItem);
    if (!user.data || !status.data) return [];
    const company = user.data.userType === 'entity';
    const treeFailed = tree.isError && !tree.data;
    if (!tree.data && !company && !treeFailed) return [];
    const labels: GoalsMenuLabels = {
      investments: t('investments'),
      savings: t('savings'),
      wallet: t('wallet'),
      categories: {
        'short-term-invest': t('shortTermInvest'),
        'short-term-invest-plus': t('shortTermInvestPlus'),
        'short-term-invest-dollars': t('shortTermInvestDollars'),
        'short-term-invest-dollars-plus': t('shortTermInvestDollarsPlus'),
        wallet: t('dollarbox'),
      },
    };
    const context: NavigationContext = {
      user: user.data,
      onboardingStep: status.data.onboardingStep,
      newItemIds: newItems.data ?? [],
      usInvitationCodes: codes.data ?? [],
      usBrokerageEntityUuid,
      labels: essentialLabels(),
      goalSections: buildGoalsMenu(user.data.goals ?? [], { usdBoxEnabled: usdBox.data ?? false }, labels),
    };
    return assembleNavigation(tree.data?.default ?? null, context).map(toMenuItem);
  }, [
    user.data,
    user.isError,
    status.data,
    status.isError,
    tree.data,
    tree.isError,
    usdBox.data,
    newItems.data,
    codes.data,
    t,
  ]);
}
