import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { EmptyLayout } from './EmptyLayout.tsx';

const meta = {
  title: 'UI/Layouts/EmptyLayout',
  component: EmptyLayout,
  parameters: {
    chromatic: { modes: phoneAndDesktopModes },
    layout: 'fullscreen',
  },
  args: {
    children: (
      <main>
        <h1>Descarga la app</h1>
      </main>
    ),
  },
} satisfies Meta<typeof EmptyLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

// Not in the all-themes set: the themes share background and text, the only colours it draws.
export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Descarga la app' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Centered: Story = {
  args: { centered: true },
  play: async ({ canvasElement }) => {
    await expect(
      getComputedStyle(canvasElement.querySelector('[data-layout="empty"]') as HTMLElement).display,
    ).toBe('grid');
  },
};

/** Every prop at hand: centred or not. */
export const Playground: Story = {
  // Ends as Plain is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { centered: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Descarga la app' })).toBeVisible();
  },
};
