import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconCircle } from './IconCircle.tsx';

const meta = {
  title: 'UI/IconCircle',
  component: IconCircle,
  parameters: { layout: 'padded' },
  args: { name: 'download' },
} satisfies Meta<typeof IconCircle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row's icon (a movement, a statement): small and neutral; hidden from screen readers. */
export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(circle).not.toBeNull();
    await expect(circle?.getBoundingClientRect().width).toBe(32);
  },
};

/** A goal's category: larger, in the theme's primary. */
export const Primary: Story = {
  args: { name: 'home', size: 'md', tone: 'primary' },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(circle?.getBoundingClientRect().width).toBe(40);
  },
};
