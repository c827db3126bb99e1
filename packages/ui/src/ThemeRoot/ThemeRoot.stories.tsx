import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../tokens/theme.css.ts';
import { defaultThemeName, type ThemeName, themeNames, themes } from '../tokens/themes.ts';
import { ThemeRoot } from './ThemeRoot.tsx';

function Sample() {
  return (
    <div style={{ padding: 16 }}>
      <h2 style={{ margin: 0 }}>Tus metas</h2>
      <p>Saldo disponible: $1.234.567</p>
    </div>
  );
}

const meta = {
  title: 'UI/ThemeRoot',
  component: ThemeRoot,
  args: { theme: 'portal', children: <Sample /> },
  argTypes: { theme: { control: 'select', options: themeNames } },
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** rgb(r, g, b) of a #rrggbb colour, as getComputedStyle reports it. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A theme's story. Its play reads the theme's colours exactly; the sample's picture is the same in
 * every theme (they share background and text), so only the default theme's is drawn.
 */
function themeStory(theme: ThemeName): Story {
  return {
    args: { theme },
    parameters: { chromatic: { disableSnapshot: theme !== defaultThemeName } },
    play: async ({ canvasElement }) => {
      const root = canvasElement.querySelector<HTMLElement>(`[data-theme="${theme}"]`);
      await expect(root).not.toBeNull();
      const style = getComputedStyle(root as HTMLElement);
      await expect(style.backgroundColor).toBe(rgb(themes[theme].background));
      await expect(style.color).toBe(rgb(themes[theme].text));
      await expect(style.fontFamily).toContain('Inter Variable');
      // The theme's own colour reaches the subtree through the contract's variable.
      const primary = vars.color.primary.replace(/^var\((.*)\)$/, '$1');
      await expect(style.getPropertyValue(primary).trim()).toBe(themes[theme].primary);
    },
  };
}

export const Portal = themeStory('portal');
export const Default = themeStory('default');
export const Brand = themeStory('brand');
export const Teal = themeStory('teal');
export const Rose = themeStory('rose');
export const Purple = themeStory('purple');
export const Amber = themeStory('amber');

/** Every prop at hand: pick a theme. */
export const Playground: Story = {
  // Drawn as Portal is (the sample shows no theme colour): no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { theme: 'teal' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme="teal"]')).not.toBeNull();
  },
};
