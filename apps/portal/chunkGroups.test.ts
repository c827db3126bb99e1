import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups, eagerlyCompiledChunks, namedSources } from './chunkGroups.ts';

/** The group a module goes to: the first of the highest priority whose test names it. */
function groupOf(id: string): string | null {
  const matching = chunkGroups.filter((group) => group.test.test(id));
  matching.sort((a, b) => b.priority - a.priority);
  return matching[0]?.name ?? null;
}

const root = '/work/portal';

describe('which chunk a module goes to (chunkGroups.ts)', () => {
  it.each<[string, string | null]>([
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'libraries'],
    ['node_modules/react/index.js', 'libraries'],
    ['node_modules/@tanstack/query-core/build/modern/query.js', 'libraries'],
    ['node_modules/zod/v4/core/schemas.js', 'libraries'],
    ['node_modules/react-i18next/dist/es/index.js', null],
    ['node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs', 'positioning'],
    ['node_modules/@radix-ui/react-dropdown-menu/dist/index.mjs', 'positioning'],
    ['node_modules/@radix-ui/react-dialog/dist/index.mjs', 'overlays'],
    ['node_modules/react-remove-scroll/dist/es2015/index.js', 'overlays'],
    ['node_modules/oidc-client-ts/dist/esm/oidc-client-ts.js', null],
    ['packages/ui/src/Button/Button.tsx', 'ui'],
    ['packages/ui/src/Button/Button.css.ts.vanilla.css', 'ui'],
    ['packages/ui/src/Toaster/Toaster.tsx', null],
    ['packages/ui/src/Dialog/Dialog.tsx', null],
    ['packages/ui/src/MessageDialog/MessageDialog.tsx', null],
    ['packages/ui/src/UserMenu/UserMenu.tsx', 'ui'],
    ['packages/ui/src/UserMenu/RadixUserMenu.tsx', 'radix'],
    ['packages/ui/src/UserMenu/UserMenu.css.ts', 'ui'],
    ['packages/ui/src/Tooltip/RadixTooltip.tsx', 'radix'],
    ['packages/ui/src/VerticalNavigation/RadixNavFlyout.tsx', 'radix'],
    ['packages/ui/src/LazyOverlay/lazyOverlay.tsx', null],
    ['packages/features/src/inbox/InboxButton/InboxButton.tsx', 'frames'],
    ['packages/features/src/inbox/InboxButton/RadixInboxButton.tsx', 'radix'],
    ['packages/ui/src/ThemeRoot/ThemeRoot.tsx', null],
    ['packages/ui/src/tokens/theme.css.ts', null],
    ['packages/ui/src/tokens/scales.ts', 'libraries'],
    ['packages/features/src/userMenu/PortalUserMenu/PortalUserMenu.tsx', 'frames'],
    ['packages/features/src/goals/buildGoalsMenu.ts', 'frames'],
    ['packages/features/src/chat/chatApi.ts', 'frames'],
    ['packages/features/src/chat/ChatPanel/ChatPanel.tsx', null],
    ['packages/features/src/shortcuts/shortcutsApi.ts', 'frames'],
    ['packages/features/src/onboarding/accountOpening.ts', 'frames'],
    ['packages/features/src/products/usBrokerageAccess.ts', 'frames'],
    ['packages/features/src/navigation/navigationApi.ts', 'frames'],
    ['packages/ui/src/TimeSeriesChart/TimeSeriesChart.tsx', null],
    ['packages/ui/src/index.ts', null],
    ['packages/features/src/money/ClientBalance/ClientBalance.tsx', 'money'],
    ['packages/features/src/goals/GoalList/GoalList.tsx', 'money'],
    ['packages/features/src/goals/DepositFlow/DepositFlow.tsx', null],
    ['packages/features/src/goals/GoalNewFlow/GoalNewFlow.tsx', null],
    ['packages/features/src/startup/startupData.ts', 'frames'],
    ['packages/features/src/errorHandling/globalErrorHandler.ts', null],
    ['apps/portal/src/shell/MainFrame.tsx', 'frames'],
    ['apps/portal/src/shell/MainFrame.css.ts', 'frames'],
    ['apps/portal/src/shell/RootShell.tsx', null],
    ['apps/portal/src/pages/SectionPage.tsx', 'frames'],
    ['packages/features/src/kit/WithClient.tsx', 'frames'],
    ['apps/portal/src/pages/SectionPage.tsx', 'frames'],
    ['apps/portal/src/pages/GoalsPage.tsx', null],
    ['apps/portal/src/pages/pages.css.ts', 'frames'],
    ['apps/portal/src/pages/DashboardPage.tsx', null],
    ['packages/platform/src/format/money.ts', 'formats'],
    ['packages/platform/src/contracts/money.ts', 'formats'],
    ['packages/platform/src/contracts/advisor.ts', null],
    ['packages/platform/src/contracts/rpc.ts', 'libraries'],
    ['packages/platform/src/contracts/files.ts', 'libraries'],
    ['packages/platform/src/http/fetchJson.ts', 'libraries'],
    ['packages/platform/src/http/httpClient.ts', null],
    ['packages/platform/src/query/stateOfQuery.ts', 'formats'],
    ['packages/platform/src/query/queryClient.ts', null],
    ['packages/platform/src/auth/portalSession.ts', null],
  ])('%s → %s', (path, group) => {
    const id = `${root}/${path}`;
    expect(groupOf(id)).toBe(group);
    expect(groupOf(id.replaceAll('/', '\\'))).toBe(group);
  });
});

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** Whether a group's entry names a folder, or a file with any extension (`pages.css` names pages.css.ts). */
function exists(folder: string, entry: string): boolean {
  const path = join(repository, folder, entry);
  if (existsSync(path)) return true;
  const parent = dirname(path);
  const name = entry.split('/').at(-1) ?? entry;
  return existsSync(parent) && readdirSync(parent).some((file) => file.startsWith(`${name}.`));
}

describe('the groups compiled as they load', () => {
  it('are groups, and only the overlays loaded after the first page (never a file of the first page)', () => {
    const names = chunkGroups.map((group) => group.name);
    expect(eagerlyCompiledChunks.filter((name) => !names.includes(name))).toEqual([]);
    expect(eagerlyCompiledChunks).not.toContain('libraries');
    expect(eagerlyCompiledChunks).not.toContain('frames');
  });
});

describe('the paths the groups name', () => {
  it('exist: a file moved or gone is taken out of its group, not left to match nothing', () => {
    expect(namedSources.length).toBeGreaterThan(40);
    expect(namedSources.filter(({ folder, entry }) => !exists(folder, entry))).toEqual([]);
  });
});
