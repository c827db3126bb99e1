import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { type ThemeName, themeNames, themes } from '../tokens/themes.ts';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';

const meta = {
  title: 'UI/ThemeSwitcher',
  component: ThemeSwitcher,
  args: { value: 'portal', onChange: fn() },
} satisfies Meta<typeof ThemeSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seven themes, the product's first; choosing one calls onChange. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Tema' });
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Portal',
      'Default',
      'Brand',
      'Teal',
      'Rose',
      'Purple',
      'Amber',
    ]);
    await userEvent.selectOptions(select, 'Teal');
    await expect(args.onChange).toHaveBeenCalledWith('teal');
  },
};

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function Live() {
  const [theme, setTheme] = useState<ThemeName>('portal');
  return (
    <ThemeRoot theme={theme}>
      <div style={{ display: 'grid', gap: 12, padding: 16 }}>
        <ThemeSwitcher value={theme} onChange={setTheme} />
        <Button>Depositar</Button>
      </div>
    </ThemeRoot>
  );
}

/** Switching at run time recolours the subtree at once. */
export const SwitchesAtRunTime: Story = {
  render: () => <Live />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Depositar' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(themes.portal.primary));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tema' }), 'Rose');
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(rgb(themes.rose.primary)));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tema' }), 'Amber');
    await waitFor(() => expect(getComputedStyle(button).color).toBe(rgb(themes.amber.onPrimary)));
  },
};

/** Every prop at hand: the chosen theme. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { value: 'amber' },
  argTypes: { value: { control: 'select', options: themeNames } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Tema' })).toHaveValue('amber');
  },
};
