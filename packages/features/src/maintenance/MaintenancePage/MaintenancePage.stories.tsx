import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MaintenancePage } from './MaintenancePage.tsx';

const meta = {
  title: 'Features/Maintenance/MaintenancePage',
  component: MaintenancePage,
  parameters: { layout: 'fullscreen' },
  args: {
    callback: '/goals/101#summary',
    onReturn: fn(),
    origin: 'https://portal.example.cl',
    check: fn(async () => true),
  },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still in maintenance: a retry asks again and the client stays. */
export const StillInMaintenance: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estamos en mantención' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(args.check).toHaveBeenCalled());
    await expect(args.onReturn).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Revisaremos de nuevo en unos segundos.');
  },
};

/** Maintenance is over: the client goes back to the page they were on. */
export const MaintenanceOver: Story = {
  // Ends as StillInMaintenance is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { check: fn(async () => false) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(args.onReturn).toHaveBeenCalledWith('/goals/101#summary'));
  },
};

/** A foreign callback is never followed: the client lands on the dashboard. */
export const ForeignCallback: Story = {
  // Ends as StillInMaintenance is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { check: fn(async () => false), callback: 'https://evil.example/phish' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(args.onReturn).toHaveBeenCalledWith('/dashboard'));
  },
};

/** The status cannot be read: the page says so and keeps the client here. */
export const StatusUnavailable: Story = {
  args: { check: fn(async () => Promise.reject(new Error('down'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('No pudimos comprobar el estado del portal.'),
    );
    await expect(args.onReturn).not.toHaveBeenCalled();
  },
};
