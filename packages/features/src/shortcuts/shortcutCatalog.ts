import type { Shortcut } from '@portal/platform';

/** A page the client can pin (its label is a key of `shortcuts.pages`). */
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
