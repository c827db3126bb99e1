import { lastCodeSent } from '@portal/mocks/testing';
import type { CodeChallenge } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { ConfirmWithCode } from './ConfirmWithCode.tsx';

/** 10:00 in Santiago: the moment the stories' code is sent. */
const sentAt = new Date('2026-11-23T13:00:00Z');
const challenge: CodeChallenge = {
  id: 'code-story',
  operation: 'rescue',
  sentTo: 'c•••@example.cl',
  expiresAt: '2026-11-23T13:10:00.000Z',
  resendAt: '2026-11-23T13:00:30.000Z',
  triesLeft: 3,
};
const sendsTheStoryCode = http.post('*/api/confirmation-codes', () =>
  HttpResponse.json(challenge, { status: 201 }),
);
/** The server's answer to a typed code. */
const checkAnswers = (body: Record<string, unknown>, status: number) =>
  http.post('*/api/confirmation-codes/:id/verify', () => HttpResponse.json(body, { status }));

/**
 * A review step's end for money leaving (docs/RULES.md#confirmation-codes): the order's button sends
 * a 6-digit code by email, the client types it, the same button checks it and places the order.
 */
const meta = {
  title: 'Features/StepFlow/ConfirmWithCode',
  component: ConfirmWithCode,
  parameters: { layout: 'padded' },
  args: {
    operation: 'rescue',
    goalId: 101,
    content: { kind: 'partial', amount: 100_000, accountId: 'acc-ind-1' },
    onConfirm: fn(),
    order: { isPending: false, isError: false, isChecking: false, isOutcomeUnknown: false },
    orderNeedsNewCode: false,
    label: 'Confirmar rescate',
    workingLabel: 'Confirmando…',
    failedText: 'No pudimos registrar tu rescate. Tus datos siguen aquí: inténtalo de nuevo.',
  },
} satisfies Meta<typeof ConfirmWithCode>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const sendCode = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Confirmar rescate' }));
  const field = await canvas.findByRole('textbox', { name: 'Código de confirmación' }, { timeout: 8000 });
  await waitFor(() => expect(field).toHaveFocus());
  return field;
};

/** Sends a code, types `code` and confirms: the field, for what follows. */
const confirmTyped = async (canvas: Canvas, code: string) => {
  const field = await sendCode(canvas);
  await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: 'Confirmar rescate' }));
  return field;
};

/** Before: why a code, and the order's button, which sends it. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    // One status line from the start: its words change as the code is sent, and are said.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Por tu seguridad, confirmamos esta operación con un código de 6 dígitos que te enviaremos por correo.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Sent: where it went and until when, the field (focused, a one-time code), and the resend that
 * waits 30 seconds.
 */
export const CodeSent: Story = {
  args: { now: () => sentAt },
  beforeEach({ msw }) {
    const sends: unknown[] = [];
    Object.assign(window, { codesSent: sends });
    msw.use(
      http.post('*/api/confirmation-codes', () => {
        sends.push(sentAt);
        return HttpResponse.json(challenge, { status: 201 });
      }),
    );
  },
  play: async ({ canvas }) => {
    const field = await sendCode(canvas);
    await expect(canvas.getByTestId('code-sent')).toHaveTextContent(
      'Te enviamos un código de 6 dígitos a c•••@example.cl. Vence a las 10:10 (hora de Chile).',
    );
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    const resend = canvas.getByRole('button', { name: 'Reenviar código' });
    // How long it waits is its description, under it: not in its name, which a screen reader
    // would read again at each second while it has the focus.
    await expect(resend).toHaveAccessibleDescription('Disponible en 30 segundos.');
    // It waits, and says so, but Tab still reaches it (aria-disabled, not disabled).
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).not.toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Confirmar rescate' })).toHaveFocus();
    await userEvent.tab();
    await expect(resend).toHaveFocus();
    // Pressed while it waits: refused where it is pressed (the click is cancelled, so its handler
    // never runs), and nothing is sent again.
    await userEvent.keyboard('{Enter}');
    await expect(fireEvent.click(resend)).toBe(false);
    await expect((window as unknown as { codesSent: unknown[] }).codesSent).toHaveLength(1);
    await expect(resend).toHaveAccessibleName('Reenviar código');
  },
};

/** The right code, from the mock backend's email: checked, and the order placed with its proof. */
export const Confirms: Story = {
  play: async ({ canvas, args }) => {
    const field = await sendCode(canvas);
    await userEvent.type(field, lastCodeSent('individual', 'rescue') ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar rescate' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.stringMatching(/^proof-/));
  },
};

/** Typed wrong before sending: said on the field, nothing sent. */
export const TypedWrong: Story = {
  args: { now: () => sentAt },
  beforeEach({ msw }) {
    msw.use(sendsTheStoryCode);
  },
  play: async ({ canvas, args }) => {
    const field = await sendCode(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar rescate' }));
    await expect(field).toHaveAccessibleDescription(/Ingresa el código que te enviamos\./);
    await userEvent.type(field, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar rescate' }));
    await expect(field).toHaveAccessibleDescription(/El código tiene 6 dígitos\./);
    await expect(field).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A wrong code: the server's words on the field, with the tries left; the focus back on it. */
export const WrongCode: Story = {
  args: { now: () => sentAt },
  beforeEach({ msw }) {
    msw.use(
      sendsTheStoryCode,
      checkAnswers(
        { message: 'Revisa el código.', errors: { code: 'El código no es correcto. Te quedan 2 intentos.' } },
        422,
      ),
    );
  },
  play: async ({ canvas, args }) => {
    const field = await confirmTyped(canvas, '000000');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/El código no es correcto\. Te quedan 2 intentos\./),
    );
    await expect(field).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * After a wrong code, confirmed again with the field cleared or short: the field says what is
 * missing, and nothing claims a check failed (none was sent).
 */
export const ConfirmedAgainAfterAWrongCode: Story = {
  ...WrongCode,
  // Ends as TypedWrong is drawn: no picture of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await WrongCode.play?.(context);
    const { canvas } = context;
    const field = canvas.getByRole('textbox', { name: 'Código de confirmación' });
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription(/Ingresa el código que te enviamos\./);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(field, '12345{Enter}');
    await expect(field).toHaveAccessibleDescription(/El código tiene 6 dígitos\./);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The third wrong code: the operation is locked, said at once with its end; nothing to press. */
export const Locked: Story = {
  args: { now: () => sentAt },
  beforeEach({ msw }) {
    msw.use(
      sendsTheStoryCode,
      checkAnswers(
        {
          message:
            'Ingresaste mal el código 3 veces. Por tu seguridad, los rescates quedan bloqueados hasta las 10:16.',
          lockedUntil: '2026-11-23T13:16:00.000Z',
        },
        423,
      ),
    );
  },
  play: async ({ canvas, args }) => {
    await confirmTyped(canvas, '000000');
    const locked = await canvas.findByTestId('code-locked', {}, { timeout: 8000 });
    await expect(locked).toHaveTextContent('los rescates quedan bloqueados hasta las 10:16.');
    await expect(locked).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(locked).toHaveFocus());
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Locked already (a reload, another tab): the lock is said from the start, with its end. */
export const LockedOnArrival: Story = {
  args: { now: () => sentAt },
  beforeEach() {
    window.sessionStorage.setItem(
      'confirmation-code:rescue:101',
      JSON.stringify({ challenge: null, lockedUntil: '2026-11-23T13:16:00.000Z' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('code-locked')).toHaveTextContent(
      'Por seguridad, esta operación quedó bloqueada hasta las 10:16. Podrás intentarlo de nuevo después.',
    );
  },
};

/** Expired: the server's words; the field goes, and the button sends a new code. */
export const Expired: Story = {
  args: { now: () => sentAt },
  beforeEach({ msw }) {
    msw.use(
      sendsTheStoryCode,
      checkAnswers({ message: 'El código venció: dura 10 minutos. Pide uno nuevo.' }, 410),
    );
  },
  play: async ({ canvas }) => {
    await confirmTyped(canvas, '123456');
    await expect(await canvas.findByTestId('code-failure', {}, { timeout: 8000 })).toHaveTextContent(
      'El código venció: dura 10 minutos. Pide uno nuevo.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // The field it was in is gone: the focus is on the button, which sends a new code (and a new
    // code clears the failure: ResendAfterFailedCheck).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirmar rescate' })).toHaveFocus());
  },
};

/** 30 seconds on: "Reenviar código" sends a new one, and says so. */
export const Resend: Story = {
  args: { now: () => new Date('2026-11-23T13:00:31Z') },
  beforeEach({ msw }) {
    const sends: string[] = [];
    Object.assign(window, { codeSends: sends });
    msw.use(
      http.post('*/api/confirmation-codes', () => {
        sends.push('sent');
        return HttpResponse.json(challenge, { status: 201 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await sendCode(canvas);
    const sends = (window as unknown as { codeSends: string[] }).codeSends;
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() => expect(sends).toHaveLength(2));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Código de confirmación' })).toHaveFocus(),
    );
  },
};

/**
 * Asked again too soon for another order (a code went out for it a moment ago): said, and the
 * button waits, counting down, before it asks for this order's code.
 */
export const TooSoon: Story = {
  args: { now: () => sentAt },
  beforeEach({ msw }) {
    const sends: unknown[] = [];
    Object.assign(window, { codesSent: sends });
    msw.use(
      http.post('*/api/confirmation-codes', () => {
        sends.push(sentAt);
        return HttpResponse.json(
          {
            message: 'Ya te enviamos un código. Podrás pedir otro en 20 segundos.',
            resendAt: '2026-11-23T13:00:20.000Z',
          },
          { status: 429 },
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar rescate' }));
    await expect(await canvas.findByTestId('code-failure', {}, { timeout: 8000 })).toHaveTextContent(
      'Ya te enviamos un código hace un momento para otra operación.',
    );
    // It waits, and says how long, but keeps its place in the Tab order; pressed, it sends nothing.
    const wait = canvas.getByRole('button', { name: 'Pedir código' });
    await expect(wait).toHaveAccessibleDescription('Disponible en 20 segundos.');
    await expect(wait).toHaveAttribute('aria-disabled', 'true');
    await expect(wait).toHaveFocus();
    // The click is cancelled, so the form is not submitted (its own check would refuse it too).
    const submits = fn();
    const form = (wait as HTMLButtonElement).form;
    form?.addEventListener('submit', submits);
    await expect(fireEvent.click(wait)).toBe(false);
    await userEvent.keyboard('{Enter}');
    form?.removeEventListener('submit', submits);
    await expect(submits).not.toHaveBeenCalled();
    await expect((window as unknown as { codesSent: unknown[] }).codesSent).toHaveLength(1);
  },
};

/**
 * The send's answer is lost (the code went out): the portal asks once more, the server answers with
 * the code already sent for this order, and the field is there to type it; the resend counts down.
 */
export const SendAnswerLost: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    let sent: CodeChallenge | null = null;
    msw.use(
      http.post('*/api/confirmation-codes', () => {
        if (!sent) {
          const now = Date.now();
          sent = {
            ...challenge,
            expiresAt: new Date(now + 600_000).toISOString(),
            resendAt: new Date(now + 30_000).toISOString(),
          };
          return HttpResponse.error();
        }
        return HttpResponse.json(
          { message: 'Ya te enviamos un código.', resendAt: sent.resendAt, challenge: sent },
          { status: 429 },
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    await sendCode(canvas);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByTestId('code-sent')).toHaveTextContent('Te enviamos un código de 6 dígitos');
    // Its countdown moves on a real clock (e2e: flows/exactly-once); here the world may be frozen.
    const resend = canvas.getByRole('button', { name: 'Reenviar código' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveAccessibleDescription(/^Disponible en \d+ segundos?\.$/);
  },
};

/** A code pasted as it came ("451-903", spaces around): read as its six digits. */
export const PastedWithSeparators: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    const typed: unknown[] = [];
    Object.assign(window, { codesChecked: typed });
    msw.use(
      sendsTheStoryCode,
      http.post('*/api/confirmation-codes/:id/verify', async ({ request }) => {
        typed.push(await request.json());
        return HttpResponse.json({ proof: 'proof-story', expiresAt: '2026-11-23T13:10:00.000Z' });
      }),
    );
  },
  play: async ({ canvas, args }) => {
    const field = await sendCode(canvas);
    await userEvent.click(field);
    await userEvent.paste(' 451-903 ');
    await expect(field).toHaveValue(' 451-903 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar rescate' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('proof-story'));
    const checked = (window as unknown as { codesChecked: unknown[] }).codesChecked;
    await expect(checked).toEqual([{ code: '451903' }]);
  },
};

/**
 * A check that failed on its way, then a new code: the old failure goes, and the status line says
 * the tries left (a resend does not give them back).
 */
export const ResendAfterFailedCheck: Story = {
  args: { now: () => new Date('2026-11-23T13:00:31Z') },
  beforeEach({ msw }) {
    let sends = 0;
    msw.use(
      http.post('*/api/confirmation-codes', () => {
        sends += 1;
        return HttpResponse.json({ ...challenge, triesLeft: sends === 1 ? 3 : 2 }, { status: 201 });
      }),
      checkAnswers({ error: 'down' }, 500),
    );
  },
  play: async ({ canvas }) => {
    await confirmTyped(canvas, '000000');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos revisar el código. Inténtalo de nuevo.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() => expect(canvas.getByTestId('code-sent')).toHaveTextContent('Te quedan 2 intentos.'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A code sent for another order (the client went back and changed the amount or the account): it
 * confirms nothing here; said, with no field, and the button asks for this order's code.
 */
export const OrderChanged: Story = {
  args: { now: () => sentAt },
  beforeEach({ msw }) {
    window.sessionStorage.setItem(
      'confirmation-code:rescue:101',
      JSON.stringify({
        challenge,
        boundTo: JSON.stringify({ accountId: 'acc-ind-1', amount: 10_000, kind: 'partial' }),
        lockedUntil: null,
      }),
    );
    msw.use(sendsTheStoryCode);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Cambiaste lo que vas a confirmar: el código anterior ya no sirve para esto. Pide uno nuevo.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // The button asks for this order's code (the e2e walks it: flows/exactly-once).
    await expect(canvas.getByRole('button', { name: 'Confirmar rescate' })).toBeEnabled();
  },
};

/** The send fails (the network, a 500): said in our words; the button tries again. */
export const SendFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/confirmation-codes', async () => {
        await delay(100);
        return HttpResponse.json({ error: 'down' }, { status: 503 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar rescate' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos confirmar que el código se envió. Inténtalo de nuevo: si ya te llegó, podrás escribirlo.',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Confirmar rescate' })).not.toHaveAttribute('aria-disabled'),
    );
  },
};

/** The order was refused for want of a good proof (403): a new code starts over. */
export const OrderNeedsNewCode: Story = {
  args: {
    order: { isPending: false, isError: true, isChecking: false, isOutcomeUnknown: false },
    orderNeedsNewCode: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Tu confirmación ya no es válida. Pide un código nuevo para confirmar.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An account added today: why its rescue needs the code. */
export const WithReason: Story = {
  args: {
    reason:
      'Agregaste esta cuenta hace menos de 24 horas: por tu seguridad, solo puede recibir rescates confirmados con un código.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('code-reason')).toHaveTextContent(
      'Agregaste esta cuenta hace menos de 24 horas',
    );
  },
};
