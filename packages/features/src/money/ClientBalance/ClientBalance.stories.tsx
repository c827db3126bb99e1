import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Goal } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useClientMoney } from '../useClientMoney.ts';
import { ClientBalance } from './ClientBalance.tsx';

/** The component with its data hook, as the dashboard uses them. */
function Harness({ goals }: { goals: Goal[] }) {
  const today = '2026-11-23';
  const money = useClientMoney(goals, today);
  return <ClientBalance money={money} today={today} />;
}

const camila = personas.individual.user.goals ?? [];
const meta = {
  title: 'Features/Money/ClientBalance',
  component: Harness,
  args: { goals: camila },
  // Full width, as in a card: a centred story shrink-wraps, and a chart that fills its width would chase it.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const total = camila.reduce((sum, goal) => sum + goal.currentCapital, 0);

/** The sum of the goals, with what was deposited and gained, and the chart a moment later. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const value = await canvas.findByTestId('money-value', {}, { timeout: 8000 });
    await expect(value).toHaveTextContent(
      new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(total),
    );
    await expect(await canvas.findByRole('img', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 año' })).toBeChecked();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(
      /^Desde el 23 de noviembre de 2025, el valor pasó de/,
    );
    // Said to a screen reader once, politely, when it arrived.
    const arrived = canvas.getByTestId('balance-arrived');
    await expect(arrived).toHaveAttribute('role', 'status');
    await expect(arrived).toHaveTextContent(/^Tu saldo total es \$[\d.]+\.$/);
  },
};

/** Another period is asked for at the chart's size (one portfolio call), and the summary follows. */
export const SwitchRange: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('radio', { name: '1 mes' }));
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/^Desde el 23 de octubre de 2026/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Todo' }));
    // The whole history is asked for (the year drawn meanwhile): it is named once it has come.
    await waitFor(
      () => expect(canvas.getByRole('figure')).toHaveAccessibleName(/^Desde el 1 de noviembre de 2016/),
      { timeout: 8000 },
    );
    // The total was said once, when it arrived; another period says nothing again.
    await expect(canvas.getByTestId('balance-arrived')).toHaveTextContent(
      `Tu saldo total es ${new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(total)}.`,
    );
  },
};

/** A dollar goal (the persona invited to the US brokerage): counted in pesos at the rate the card names. */
export const WithDollars: Story = {
  args: { goals: personas.usInvitation.user.goals ?? [] },
  parameters: { persona: 'usInvitation' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/a \$948,35 por dólar/, {}, { timeout: 8000 })).toBeVisible();
    // US$3.500 × 948,35 = $3.319.225.
    await expect(canvas.getByTestId('money-value')).toHaveTextContent('$3.319.225');
  },
};

/**
 * The period chosen is on its way: the chart draws the month at once from the year it already has
 * and says it is busy until the month's own answer arrives.
 */
export const SwitchRangeOnItsWay: Story = {
  // Draws as Ready does: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/portfolio/history', ({ request, requestId }) =>
        new URL(request.url).searchParams.get('from') === '2026-10-23'
          ? answerNever({ requestId })
          : undefined,
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('radio', { name: '1 mes' }));
    await expect(canvas.getByRole('radio', { name: '1 mes' })).toBeChecked();
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/^Desde el 23 de octubre de 2026/);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/portfolio/history', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando tu saldo…').closest('[role="status"]')).not.toBeNull();
    // Nothing said yet: the total is said when it arrives.
    await expect(canvas.getByTestId('balance-arrived')).toBeEmptyDOMElement();
  },
};

/** The portfolio's history fails: a clear message and a retry that works. */
export const ErrorWithRetry: Story = {
  // Ends as Ready is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/portfolio/history', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('No pudimos cargar tu saldo. Tus inversiones siguen seguras.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.getByTestId('money-value')).toBeVisible(), { timeout: 8000 });
  },
};

/** The server answers with something that is not a history: the same clear error, no crash. */
export const BadServerData: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/portfolio/history', () => HttpResponse.json({ points: 'nope' })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tu saldo',
    );
  },
};

/** No goals yet: says how to start. */
export const NoGoals: Story = {
  // Ends as AllocationBreakdown Empty is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { goals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no tienes inversiones.')).toBeVisible();
  },
};
