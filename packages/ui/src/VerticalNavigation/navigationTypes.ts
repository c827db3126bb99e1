/** A side-menu item (docs/RULES.md#entities "Navigation item"; the Fuse navigation model). */
export type NavigationItemType =
  | 'basic'
  | 'aside'
  | 'collapsable'
  | 'group'
  | 'divider'
  | 'spacer'
  | 'action-button';

export interface NavigationItem {
  id: string;
  type: NavigationItemType;
  title?: string | null;
  subtitle?: string | null;
  icon?: string | null;
  link?: string | null;
  /** Opens in a new tab. */
  externalLink?: boolean | null;
  /** Runs instead of navigating. */
  function?: (() => void) | null;
  disabled?: boolean | null;
  hidden?: boolean | null;
  /** A badge such as "Nuevo"; `classes` names its style ("badge-new"). */
  badge?: { title?: string | null; classes?: string | null } | null;
  tooltip?: string | null;
  children?: NavigationItem[] | null;
  /** Active only on the exact path (otherwise also on sub-paths). */
  exactMatch?: boolean | null;
  fragment?: string | null;
  queryParams?: Record<string, string> | null;
}

export type NavigationMode = 'side' | 'over';
export type NavigationAppearance = 'default' | 'compact' | 'dense' | 'thin';
