import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PendingFundings } from './PendingFundings.tsx';

/**
 * Deposits on their way to a goal, as /pending-transaction-notifications draws them (Screens/Main
 * layout PendingTransactions draws the list whole): the stories play each state, without pictures.
 */
const meta = {
  title: 'Features/Money/PendingFundings',
  component: PendingFundings,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof PendingFundings>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Depósitos en proceso' }));

/** Camila's deposit to Casa propia: it leads to the goal, with since when and how much. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = await card(canvasElement);
    await expect(await list.findByRole('link', { name: 'Depósito a Casa propia' })).toHaveAttribute(
      'href',
      '/goals/101',
    );
    await expect(list.getAllByText(/En proceso$/).length).toBeGreaterThan(0);
    // "desde el 28-11-2026" stays on one line: a phone broke it after the date's second hyphen.
    const [since] = list.getAllByText(/^desde el \d{2}-\d{2}-\d{4}$/);
    await expect(since && getComputedStyle(since).whiteSpace).toBe('nowrap');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/fundings/', () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await (await card(canvasElement)).findByText('No tienes depósitos en proceso.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/fundings/', answerNever));
  },
  play: async ({ canvasElement }) => {
    await expect(await (await card(canvasElement)).findByRole('status')).toHaveTextContent(
      'Cargando tus depósitos en proceso…',
    );
  },
};

/** The call fails: said, with a retry that brings the list. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/fundings/', () => new HttpResponse(null, { status: 500 }), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const list = await card(canvasElement);
    await expect(await list.findByText('No pudimos cargar tus depósitos en proceso.')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Reintentar' }));
    await expect(await list.findByRole('link', { name: 'Depósito a Casa propia' })).toBeVisible();
  },
};
