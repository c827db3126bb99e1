import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { inForcedColors, systemColor } from '../testing/media.ts';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl.tsx';

type Range = '1M' | '3M' | '6M' | '1A' | 'Todo';
const options = [
  { value: '1M', label: '1M', accessibleLabel: '1 mes' },
  { value: '3M', label: '3M', accessibleLabel: '3 meses' },
  { value: '6M', label: '6M', accessibleLabel: '6 meses' },
  { value: '1A', label: '1A', accessibleLabel: '1 año' },
  { value: 'Todo', label: 'Todo', accessibleLabel: 'Todo' },
] as const;

/** Holds the choice, as a page would. */
function Controlled(props: SegmentedControlProps<Range>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl<Range>,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Periodo del gráfico', options, value: '1A', onChange: fn() },
} satisfies Meta<typeof SegmentedControl<Range>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A group of radios with its name (fieldset and legend); the chosen period is checked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Periodo del gráfico' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 año' })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
  },
};

/** A click picks a period and says so. */
export const Pick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '3 meses' }));
    await expect(canvas.getByRole('radio', { name: '3 meses' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('3M');
  },
};

/** The keyboard: Tab reaches the chosen period, arrows move the choice. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 año' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Todo' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Todo');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '6 meses' })).toBeChecked();
  },
};

/**
 * Windows high contrast (forced colours): the track keeps an edge and the chosen period is drawn in
 * the system's selection colours (a shadow and a fill alone would vanish); the focus ring too.
 */
export const InForcedColors: Story = {
  parameters: { chromatic: { forcedColors: 'active' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const chosen = canvas.getByRole('radio', { name: '1 año' });
    await expect(chosen).toHaveFocus();
    const face = chosen.nextElementSibling;
    const other = canvas.getByRole('radio', { name: '1 mes' }).nextElementSibling;
    if (!face || !other) throw new Error('A period is drawn by the element after its radio');
    const look = (element: Element) => getComputedStyle(element);
    if (inForcedColors()) {
      await expect(look(face).backgroundColor).toBe(systemColor('Highlight'));
      await expect(look(face).color).toBe(systemColor('HighlightText'));
      await expect(look(other).backgroundColor).not.toBe(systemColor('Highlight'));
      await expect(look(face).outlineColor).toBe(systemColor('Highlight'));
      await expect(look(canvas.getByRole('group')).borderTopStyle).toBe('solid');
    } else {
      await expect(look(face).backgroundColor).not.toBe(look(other).backgroundColor);
      await expect(look(face).outlineStyle).toBe('solid');
    }
  },
};
