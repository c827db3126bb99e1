import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter, ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  parameters: { layout: 'padded' },
  args: { value: 0.42, label: 'Avance de Casa propia' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How far a goal is towards its target: a native progress bar, named, read as a percentage. */
export const Progress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Avance de Casa propia' });
    await expect(bar).toHaveAttribute('value', '0.42');
    await expect(bar).toHaveAttribute('max', '1');
  },
};

/** Reached (or past) the target: the bar is full, never over. */
export const Reached: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '1');
  },
};

/** A share of a whole: a native meter, named by what it measures. */
export const Share: Story = {
  render: () => <Meter value={0.35} label="Renta fija" />,
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Renta fija' });
    await expect(meter).toHaveAttribute('value', '0.35');
  },
};
