import { type Shortcut, shortcutLabelMaxLength } from '@portal/platform';

/** A page the client can pin (its label is a key of `pages`). */
export interface ShortcutPage {
  id:
    | 'deposit'
    | 'rescue'
    | 'goals'
    | 'activities'
    | 'balance'
    | 'insurances'
    | 'advisor'
    | 'referral'
    | 'pricing';
  icon: string;
  link: string;
}

/** The portal's pages a client may add as shortcuts, in the order the picker lists them. */
export const shortcutPages: readonly ShortcutPage[] = [
  { id: 'deposit', icon: 'heroicons_outline:plus-circle', link: '/deposit' },
  { id: 'rescue', icon: 'heroicons_outline:arrow-down-tray', link: '/rescue' },
  { id: 'goals', icon: 'heroicons_outline:piggy-bank', link: '/goals' },
  { id: 'activities', icon: 'heroicons_outline:arrow-path', link: '/dashboard/activities' },
  { id: 'balance', icon: 'heroicons_outline:chart-pie', link: '/general-balance' },
  { id: 'insurances', icon: 'heroicons_outline:shield-check', link: '/insurances' },
  { id: 'advisor', icon: 'heroicons_outline:user-group', link: '/advisor' },
  { id: 'referral', icon: 'heroicons_outline:gift', link: '/referral' },
  { id: 'pricing', icon: 'heroicons_outline:banknotes', link: '/pricing' },
];

/**
 * The pages the picker offers: those the client has not pinned yet. A shortcut to a page with a
 * goal (/deposit/101) already covers the page itself (/deposit): the page without it is still offered.
 */
export function pagesToAdd(shortcuts: readonly Pick<Shortcut, 'shortcut'>[]): ShortcutPage[] {
  const pinned = new Set(shortcuts.map(({ shortcut }) => shortcut.link.replace(/[?#].*$/, '')));
  return shortcutPages.filter((page) => !pinned.has(page.link));
}

/** The catalogue's page a shortcut opens (a deposit to a goal, /deposit/101, opens the deposit page), if any. */
export function pageOfShortcut(link: string): ShortcutPage | undefined {
  const path = link.replace(/[?#].*$/, '');
  return shortcutPages.find((page) => path === page.link || path.startsWith(`${page.link}/`));
}

/**
 * The pages a shortcut being edited may open: its own, and those no other shortcut opens yet, in
 * the catalogue's order.
 */
export function pagesToChoose(shortcuts: readonly Shortcut[], editing: Shortcut): ShortcutPage[] {
  const own = pageOfShortcut(editing.shortcut.link);
  const free = new Set(pagesToAdd(shortcuts.filter((item) => item.id !== editing.id)).map((page) => page.id));
  return shortcutPages.filter((page) => page.id === own?.id || free.has(page.id));
}

/** What is wrong with a shortcut's name, or null: the rule the form and the server share. */
export function shortcutLabelIssue(label: string): 'required' | 'tooLong' | null {
  const trimmed = label.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > shortcutLabelMaxLength) return 'tooLong';
  return null;
}

/**
 * The PATCH {id, shortcut} an edit sends: the new name, and the new page's link and icon when the
 * page changed (the same page keeps its link, so a deposit to a goal stays one); null when nothing
 * changed.
 */
export function shortcutChange(
  current: Shortcut['shortcut'],
  edit: { label: string; pageId: string },
): Partial<Shortcut['shortcut']> | null {
  const label = edit.label.trim();
  const page = shortcutPages.find((candidate) => candidate.id === edit.pageId);
  const samePage = !page || pageOfShortcut(current.link)?.id === page.id;
  const change: Partial<Shortcut['shortcut']> = {
    ...(label !== current.label ? { label } : {}),
    ...(samePage ? {} : { link: page.link, icon: page.icon }),
  };
  return Object.keys(change).length > 0 ? change : null;
}
