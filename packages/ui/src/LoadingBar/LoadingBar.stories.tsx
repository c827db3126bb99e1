import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { inReducedMotion } from '../testing/media.ts';
import { LoadingBar } from './LoadingBar.tsx';

function LoadingBarDemo({ initial }: { initial: number }) {
  const [pending, setPending] = useState(initial);
  return (
    <div>
      <LoadingBar busy={pending > 0} />
      <p>Solicitudes en curso: {pending}</p>
      <Button onClick={() => setPending((n) => n + 1)}>Iniciar solicitud</Button>{' '}
      <Button tone="secondary" onClick={() => setPending((n) => Math.max(0, n - 1))}>
        Terminar solicitud
      </Button>
    </div>
  );
}

const meta = { title: 'UI/LoadingBar', component: LoadingBarDemo, args: { initial: 0 } } satisfies Meta<
  typeof LoadingBarDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing in flight: no bar. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Requests in flight: the bar shows, labelled for screen readers, inside a landmark of its own. */
export const Loading: Story = {
  args: { initial: 2 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Estado de carga' });
    await expect(within(region).getByRole('progressbar', { name: 'Cargando' })).toBeVisible();
  },
};

/**
 * A client who asked for less motion (prefers-reduced-motion): the bar stands still across the whole
 * width instead of sliding, and still says it is loading.
 */
export const LoadingWithLessMotion: Story = {
  args: { initial: 1 },
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Cargando' });
    const moving = bar.querySelector('*') ?? bar;
    const slides = () => getComputedStyle(moving).animationName !== 'none';
    if (inReducedMotion()) {
      await expect(slides()).toBe(false);
      await expect(moving.getBoundingClientRect().width).toBe(bar.getBoundingClientRect().width);
    } else await expect(slides()).toBe(true);
  },
};

/** The last request ends: the bar leaves shortly after (50 ms, asserted exactly in the browser test). */
export const Finishing: Story = {
  args: { initial: 1 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Terminar solicitud' }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar solicitud' }));
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/** Every prop of the demo at hand: how many requests are in flight at the start. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { initial: 1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Cargando' })).toBeVisible();
  },
};
