/**
 * The seven themes of docs/RULES.md#constants-and-limits, as plain values so that rules (contrast, completeness) can be tested
 * without a browser. `themes.css.ts` turns them into CSS variables under one contract.
 * Light scheme only (docs/RULES.md#constants-and-limits: layout classy, light scheme).
 */
export interface ThemeColors {
  /** Page background and the text on it. */
  background: string;
  text: string;
  textMuted: string;
  /** Cards, menus, dialogs. */
  surface: string;
  surfaceSunken: string;
  border: string;
  /** The theme's main colour, and text or icons placed on it. */
  primary: string;
  onPrimary: string;
  /** The main colour when it is used as text or an icon on the background (links, active items). */
  primaryText: string;
  primarySoft: string;
  accent: string;
  onAccent: string;
  danger: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  /** Keyboard focus ring: must stand out (3:1) against background and surface. */
  focus: string;
  overlay: string;
}

export const themeNames = ['portal', 'default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Labels shown in the theme switcher (product words, not translated: they are names). */
export const themeLabels: Record<ThemeName, string> = {
  portal: 'Portal',
  default: 'Default',
  brand: 'Brand',
  teal: 'Teal',
  rose: 'Rose',
  purple: 'Purple',
  amber: 'Amber',
};

const neutrals = {
  background: '#f1f5f9',
  text: '#1e293b',
  textMuted: '#475569',
  surface: '#ffffff',
  surfaceSunken: '#e2e8f0',
  border: '#cbd5e1',
  danger: '#b91c1c',
  onDanger: '#ffffff',
  success: '#15803d',
  onSuccess: '#ffffff',
  overlay: 'rgba(15, 23, 42, 0.6)',
} as const;

export const themes: Record<ThemeName, ThemeColors> = {
  // The product's own theme (the `{product}` theme of docs/RULES.md#constants-and-limits): deep navy with a Chilean-green accent.
  portal: {
    ...neutrals,
    primary: '#0b3d91',
    onPrimary: '#ffffff',
    primaryText: '#0b3d91',
    primarySoft: '#dbe6f7',
    accent: '#0f7b5f',
    onAccent: '#ffffff',
    focus: '#0b3d91',
  },
  default: {
    ...neutrals,
    primary: '#4f46e5',
    onPrimary: '#ffffff',
    primaryText: '#4338ca',
    primarySoft: '#e0e7ff',
    accent: '#1e293b',
    onAccent: '#ffffff',
    focus: '#4f46e5',
  },
  brand: {
    ...neutrals,
    primary: '#1d4ed8',
    onPrimary: '#ffffff',
    primaryText: '#1d4ed8',
    primarySoft: '#dbeafe',
    accent: '#1e293b',
    onAccent: '#ffffff',
    focus: '#1d4ed8',
  },
  teal: {
    ...neutrals,
    primary: '#0f766e',
    onPrimary: '#ffffff',
    primaryText: '#0f766e',
    primarySoft: '#ccfbf1',
    accent: '#1e293b',
    onAccent: '#ffffff',
    focus: '#0f766e',
  },
  rose: {
    ...neutrals,
    primary: '#be123c',
    onPrimary: '#ffffff',
    primaryText: '#be123c',
    primarySoft: '#ffe4e6',
    accent: '#1e293b',
    onAccent: '#ffffff',
    focus: '#be123c',
  },
  purple: {
    ...neutrals,
    primary: '#7e22ce',
    onPrimary: '#ffffff',
    primaryText: '#7e22ce',
    primarySoft: '#f3e8ff',
    accent: '#1e293b',
    onAccent: '#ffffff',
    focus: '#7e22ce',
  },
  amber: {
    ...neutrals,
    // Amber is light: text on it is dark, and as text on white it darkens to stay readable.
    primary: '#f59e0b',
    onPrimary: '#1e293b',
    primaryText: '#92400e',
    primarySoft: '#fef3c7',
    accent: '#1e293b',
    onAccent: '#ffffff',
    focus: '#b45309',
  },
};

export const defaultThemeName: ThemeName = 'portal';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
