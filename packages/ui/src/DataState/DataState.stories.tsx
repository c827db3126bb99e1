import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DataState } from './DataState.tsx';

const meta = {
  title: 'UI/DataState',
  component: DataState,
  args: { state: 'ready', children: <p>Casa propia · $12.450.000</p>, onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'ready'] } },
} satisfies Meta<typeof DataState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a status while the data is on its way. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.queryByText(/Casa propia/)).toBeNull();
  },
};

/** A failed call: an alert, and a way to try again. */
export const ErrorWithRetry: Story = {
  args: { state: 'error', errorText: 'No pudimos cargar tus metas.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar tus metas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing to show yet: says so, in the section's own words. */
export const Empty: Story = {
  args: { state: 'empty', emptyText: 'Aún no tienes movimientos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no tienes movimientos.')).toBeVisible();
  },
};

/** The data itself. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Casa propia · $12.450.000')).toBeVisible();
  },
};

/** Every prop at hand. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { state: 'error', errorText: undefined, retryLabel: 'Volver a intentar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar la información.');
    await expect(canvas.getByRole('button', { name: 'Volver a intentar' })).toBeEnabled();
  },
};
