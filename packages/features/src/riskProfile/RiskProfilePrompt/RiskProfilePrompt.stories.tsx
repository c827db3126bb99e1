import { personas } from '@portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { RiskProfilePrompt } from './RiskProfilePrompt.tsx';

const persona = personas.riskProfile;
const pending = persona.status;
const answered = {
  ...pending,
  riskProfileAmendment: { ...pending.riskProfileAmendment, answeredAt: '2026-11-20T10:00:00Z' },
};

/**
 * An in-memory session storage per story that starts over at every render (beforeEach resets it),
 * so a remount (another viewport, a theme switch, Storybook's "remount") asks again like a new session.
 */
function sessionStore(initial: Record<string, string> = {}) {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    reset: () => {
      map.clear();
      for (const [key, value] of Object.entries(initial)) map.set(key, value);
    },
  };
}

interface Calls {
  answers: unknown[];
  statusReads: number;
}

function mockBackend(
  msw: { use: (...handlers: ReturnType<typeof http.post>[]) => void },
  options: { answer?: 'ok' | 'fail'; status?: unknown } = {},
) {
  const calls: Calls = { answers: [], statusReads: 0 };
  let answeredNow = false;
  msw.use(
    http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json(persona.user)),
    http.post('*/rpc/user/getUserStatus', () => {
      calls.statusReads += 1;
      return HttpResponse.json(answeredNow ? answered : (options.status ?? pending));
    }),
    http.post('*/rpc/user/answerRiskProfile', async ({ request }) => {
      calls.answers.push(await request.json());
      if (options.answer === 'fail') return HttpResponse.json({ error: 'down' }, { status: 500 });
      answeredNow = true;
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

const meta = {
  title: 'Features/RiskProfile/RiskProfilePrompt',
  component: RiskProfilePrompt,
} satisfies Meta<typeof RiskProfilePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** The prompt has read the client and their status, so it can no longer appear late. */
async function decided(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-risk-profile-check="done"]')).not.toBeNull());
}

let calls: Calls;
const promptSession = sessionStore();
const acceptSession = sessionStore();
const rejectSession = sessionStore();
const answeredSession = sessionStore();
const shownSession = sessionStore({
  bp_risk_profile_prompt_shown: personas.riskProfile.status.riskProfileAmendment?.uuid ?? '',
});
const failSession = sessionStore();

/** Pending amendment of the current user: "Hola Matías", the profile, Aceptar and Rechazar. */
export const Prompt: Story = {
  args: { storage: promptSession },
  beforeEach({ msw }) {
    promptSession.reset();
    calls = mockBackend(msw);
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Hola Matías' });
    await expect(dialog).toHaveTextContent('Moderado');
    await expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Rechazar' })).toBeVisible();
  },
};

/** Accept: sends true, refreshes the status, says "Excelente!". */
export const Accept: Story = {
  // Ends with nothing on screen: no picture (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { storage: acceptSession },
  beforeEach({ msw }) {
    acceptSession.reset();
    calls = mockBackend(msw);
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Hola Matías' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const outcome = await body().findByRole('dialog', { name: 'Excelente!' });
    await expect(outcome).toHaveTextContent('Gracias por confirmar tu perfil de riesgo');
    await expect(calls.answers).toEqual([
      { uuid: pending.riskProfileAmendment?.uuid, userConfirmRiskProfile: true },
    ]);
    await waitFor(() => expect(calls.statusReads).toBeGreaterThanOrEqual(2));
    await userEvent.click(within(outcome).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Reject: sends false, refreshes, and says an executive will get in touch. */
export const Reject: Story = {
  // Ends as MessageDialog Rejected is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { storage: rejectSession },
  beforeEach({ msw }) {
    rejectSession.reset();
    calls = mockBackend(msw);
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Rechazar' }));
    const outcome = await body().findByRole('dialog', { name: 'Gracias por tu respuesta' });
    await expect(outcome).toHaveTextContent('Un ejecutivo se pondrá en contacto contigo');
    await expect(calls.answers).toEqual([
      { uuid: pending.riskProfileAmendment?.uuid, userConfirmRiskProfile: false },
    ]);
    await waitFor(() => expect(calls.statusReads).toBeGreaterThanOrEqual(2));
  },
};

/** An answered amendment asks nothing. */
export const AlreadyAnswered: Story = {
  // Ends with nothing on screen: no picture (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { storage: answeredSession },
  beforeEach({ msw }) {
    answeredSession.reset();
    calls = mockBackend(msw, { status: answered });
  },
  play: async ({ canvasElement }) => {
    await decided(canvasElement);
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** Already shown this session: not again. */
export const ShownEarlierThisSession: Story = {
  // Ends with nothing on screen: no picture (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { storage: shownSession },
  beforeEach({ msw }) {
    shownSession.reset();
    calls = mockBackend(msw);
  },
  play: async ({ canvasElement }) => {
    await decided(canvasElement);
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** The answer fails: only logged, nothing shown (docs/RULES.md#error-texts). */
export const AnswerFails: Story = {
  // Ends with nothing on screen: no picture (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { storage: failSession },
  beforeEach({ msw }) {
    failSession.reset();
    calls = mockBackend(msw, { answer: 'fail' });
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => logged.mockRestore();
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(calls.answers).toHaveLength(1));
    // The failure is handled once it is logged; a thanks message would have come with the answer.
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('answerRiskProfile failed', expect.anything()),
    );
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};
