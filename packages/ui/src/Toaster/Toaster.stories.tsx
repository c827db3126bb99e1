import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { Toaster, useToast } from './Toaster.tsx';

function Pusher() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        onClick={() =>
          toast({ title: 'Depósito recibido', description: '$250.000 para Casa propia', tone: 'success' })
        }
      >
        Éxito
      </Button>
      <Button
        tone="secondary"
        onClick={() =>
          toast({
            title: 'No pudimos guardar',
            description: 'Inténtalo de nuevo.',
            tone: 'error',
            duration: 0,
          })
        }
      >
        Error
      </Button>
      <Button tone="ghost" onClick={() => toast({ title: 'Copiado', duration: 300 })}>
        Breve
      </Button>
    </div>
  );
}

function ToasterDemo({ defaultDuration = 5000 }: { defaultDuration?: number }) {
  return (
    <Toaster defaultDuration={defaultDuration}>
      <Pusher />
    </Toaster>
  );
}

const meta = {
  title: 'UI/Toaster',
  component: ToasterDemo,
  parameters: { chromatic: { modes: phoneAndDesktopModes } },
} satisfies Meta<typeof ToasterDemo>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
/** Radix reads the hotkey by its code, which user-event's key map does not give F8. */
const pressF8 = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));

/** Several toasts queue up and stack; one closes by its button. */
export const QueueAndDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Éxito' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() => expect(body().getAllByTestId('toast')).toHaveLength(2));
    // The live region carries a Spanish label naming the F8 shortcut.
    await expect(document.querySelector('[aria-label="Notificaciones (F8)"]')).not.toBeNull();
    const [first] = body().getAllByTestId('toast');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Cerrar aviso' }));
    await waitFor(() => expect(body().getAllByTestId('toast')).toHaveLength(1));
    await expect(body().getByText('No pudimos guardar')).toBeVisible();
  },
};

/**
 * Said to a screen reader as it shows: a toast is read politely, an error one at once (Radix's live
 * announcement, in the same words as on screen).
 */
export const AnnouncedAsItShows: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const announced = (live: 'polite' | 'assertive', text: string) =>
      [...document.querySelectorAll(`[role="status"][aria-live="${live}"]`)].some((region) =>
        region.textContent?.includes(text),
      );
    await userEvent.click(canvas.getByRole('button', { name: 'Éxito' }));
    await waitFor(() => expect(announced('polite', 'Depósito recibido')).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() => expect(announced('assertive', 'No pudimos guardar')).toBe(true));
  },
};

/** An error toast stays until closed (it outlives a short toast beside it); Escape closes the focused one. */
export const ErrorStaysUntilClosed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const toast = await body().findByTestId('toast');
    await userEvent.click(canvas.getByRole('button', { name: 'Breve' }));
    await expect(await body().findByText('Copiado')).toBeVisible();
    await waitFor(() => expect(body().queryByText('Copiado')).toBeNull(), { timeout: 2000 });
    await expect(toast).toBeVisible();
    within(toast).getByRole('button', { name: 'Cerrar aviso' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByTestId('toast')).toBeNull());
  },
};

/**
 * Reached from the keyboard (F8) and closed there, a toast gives the focus back to where it was on
 * the page, not to the empty list of toasts; once the last one has gone, so has that list.
 */
export const ClosingGivesTheFocusBack: Story = {
  // Behaviour: it ends as the page began, with no toast.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const errorButton = canvas.getByRole('button', { name: 'Error' });
    errorButton.focus();
    await userEvent.keyboard('{Enter}');
    const toast = await body().findByTestId('toast');
    // F8 reaches the toasts; Tab then the toast, and the close button in it.
    pressF8();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Cerrar aviso' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByTestId('toast')).toBeNull());
    await expect(errorButton).toHaveFocus();
    await expect(body().queryByRole('region', { name: /Notificaciones/ })).toBeNull();
    // Escape, from the toast itself, does the same.
    await userEvent.keyboard('{Enter}');
    await body().findByTestId('toast');
    pressF8();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByTestId('toast')).toBeNull());
    await expect(errorButton).toHaveFocus();
  },
};

/** A short toast leaves by itself. */
export const AutoDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Breve' }));
    await expect(await body().findByText('Copiado')).toBeVisible();
    await waitFor(() => expect(body().queryByText('Copiado')).toBeNull(), { timeout: 2000 });
  },
};

/** Every prop at hand: how long a toast stays by default (milliseconds). */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { defaultDuration: 8000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Éxito' }));
    await expect(await within(document.body).findByText('Depósito recibido')).toBeVisible();
  },
};

function ActionPusher() {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          title: 'Tu depósito quedó registrado',
          tone: 'success',
          duration: 0,
          action: {
            label: 'Ver comprobante',
            altText: 'Ver el comprobante en tus movimientos',
            onSelect: () => document.body.setAttribute('data-receipt-opened', 'true'),
          },
        })
      }
    >
      Con acción
    </Button>
  );
}

/** A toast with one thing to do about it: its action is a button, and closes the toast. */
export const WithAction: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Toaster>
      <ActionPusher />
    </Toaster>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Con acción' }));
    const toast = await body().findByTestId('toast');
    await userEvent.click(within(toast).getByRole('button', { name: 'Ver comprobante' }));
    await expect(document.body).toHaveAttribute('data-receipt-opened', 'true');
    await waitFor(() => expect(body().queryByTestId('toast')).toBeNull());
    document.body.removeAttribute('data-receipt-opened');
  },
};
