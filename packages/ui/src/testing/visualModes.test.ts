import { describe, expect, it } from 'vitest';
import { reviewWidths } from '../tokens/scales.ts';
import { themeNames } from '../tokens/themes.ts';
import {
  allThemeModes,
  desktopModes,
  otherThemeModes,
  phoneAndDesktopModes,
  phoneModes,
  visualShots,
  visualViewport,
} from './visualModes.ts';

describe('visual modes: one matrix for Chromatic and the local pixel checks', () => {
  it.each([
    ['every story', phoneModes, ['phone']],
    ['a responsive story', phoneAndDesktopModes, ['phone', 'desktop']],
    [
      'the all-themes set',
      allThemeModes,
      [
        'phone',
        'desktop',
        'default phone',
        'brand phone',
        'teal phone',
        'rose phone',
        'purple phone',
        'amber phone',
      ],
    ],
    [
      'the other themes alone (over a story drawn at both widths)',
      { ...phoneAndDesktopModes, ...otherThemeModes },
      ['default phone', 'brand phone', 'teal phone', 'rose phone', 'purple phone', 'amber phone'],
    ],
  ])('%s is drawn as %j', (_, modes, names) => {
    expect(visualShots(modes).map((shot) => shot.name)).toEqual(names);
  });

  it('takes its widths from the review widths: the 390 px phone and the lg breakpoint', () => {
    expect(phoneAndDesktopModes.phone?.viewport).toBe(reviewWidths.phone);
    expect(phoneAndDesktopModes.phone?.viewport).toBe(390);
    expect(phoneAndDesktopModes.desktop?.viewport).toBe(reviewWidths.lg);
  });

  it('draws every theme once at the phone width in the all-themes set', () => {
    const phoneThemes = Object.values(allThemeModes)
      .filter((mode) => mode.viewport === reviewWidths.phone)
      .map((mode) => mode.theme);
    expect([...phoneThemes].sort()).toEqual([...themeNames].sort());
  });

  it.each([
    [
      { theme: 'portal' as const, viewport: 390 },
      { width: 390, height: 844 },
    ],
    [
      { theme: 'portal' as const, viewport: 1280 },
      { width: 1280, height: 800 },
    ],
    [
      { theme: 'portal' as const, viewport: 600 },
      { width: 600, height: 800 },
    ],
  ])('draws %j in a %j viewport', (mode, viewport) => {
    expect(visualViewport(mode)).toEqual(viewport);
  });

  it('leaves out disabled modes and gives a story without modes the phone', () => {
    expect(
      visualShots({ ...phoneAndDesktopModes, phone: { theme: 'portal', viewport: 390, disable: true } }),
    ).toEqual([{ name: 'desktop', mode: phoneAndDesktopModes.desktop }]);
    expect(visualShots(undefined).map((shot) => shot.name)).toEqual(['phone']);
  });

  it('draws a desktop-only story at the desktop alone, though the preview adds the phone', () => {
    expect(visualShots({ ...phoneModes, ...desktopModes })).toEqual([
      { name: 'desktop', mode: phoneAndDesktopModes.desktop },
    ]);
  });
});
