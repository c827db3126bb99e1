/** The icon sets the template's icon page lists (names only; drawing is @portal/ui Icon's). */
export const iconNames: Record<string, string[]> = {
  heroicons: ['home', 'flag', 'shield-check', 'user-group', 'sparkles', 'gift', 'currency-dollar', 'bell'],
  material: ['savings', 'account_circle', 'explore', 'attach_money', 'business'],
};
