import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast.ts';
import { breakpoints, menuWidths } from './scales.ts';
import { type ThemeColors, themeNames, themes } from './themes.ts';

/** Pairs that carry text (4.5:1, WCAG AA) or that must be seen as a boundary (3:1). */
const pairs: [keyof ThemeColors, keyof ThemeColors, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceSunken', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['primaryText', 'background', 4.5],
  ['primaryText', 'surface', 4.5],
  ['primaryText', 'primarySoft', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onDanger', 'danger', 4.5],
  ['danger', 'surface', 4.5],
  ['onSuccess', 'success', 4.5],
  // A gain's green is small text on a card, and on a row under the pointer (the page's background).
  ['success', 'surface', 4.5],
  ['success', 'background', 4.5],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
];

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 1);
  });

  it('refuses colours it cannot measure', () => {
    expect(() => relativeLuminance('red')).toThrow();
  });
});

describe('themes (docs/RULES.md#constants-and-limits)', () => {
  it('are the seven of the spec, the product theme first', () => {
    expect(themeNames).toEqual(['portal', 'default', 'brand', 'teal', 'rose', 'purple', 'amber']);
  });

  describe.each(themeNames)('%s', (name) => {
    it.each(pairs)('%s on %s reaches %d:1', (fg, bg, minimum) => {
      const colors = themes[name];
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(minimum);
    });
  });
});

describe('scales (docs/RULES.md#constants-and-limits)', () => {
  it('has the breakpoints sm 600, md 960, lg 1280, xl 1440', () => {
    expect(breakpoints).toEqual({ sm: 600, md: 960, lg: 1280, xl: 1440 });
  });
  it('has menu widths 280, 112 and 80', () => {
    expect(menuWidths).toEqual({ default: 280, compact: 112, dense: 80, thin: 80 });
  });
});
