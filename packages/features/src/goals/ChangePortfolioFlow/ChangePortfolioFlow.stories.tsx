import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import { drawnByItsScreen } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectErrorSummary } from '../../testing/errorSummary.ts';
import { flowStory } from '../../testing/flowStory.tsx';
import { ChangePortfolioFlow } from './ChangePortfolioFlow.tsx';
import { changePortfolioFlow } from './changePortfolioRules.ts';

// Casa propia is on Arriesgada (4).
const [casaPropia] = personas.individual.user.goals ?? [];
if (!casaPropia) throw new Error('Camila has goals');
// Caja Moneda: the wallet, on Muy conservadora (1), the one strategy its product has.
const cajaMoneda = personas.individual.user.goals?.find((goal) => goal.goalCategory.code === 'caja-moneda');
if (!cajaMoneda) throw new Error('Camila has a wallet');

/** The page keeps the step in the URL; here the story keeps it, and seeds the tab's draft. */
const { Controlled, storeDraft } = flowStory(changePortfolioFlow, ChangePortfolioFlow);

const meta = {
  title: 'Features/Goals/ChangePortfolioFlow',
  component: ChangePortfolioFlow,
  args: { goal: casaPropia, step: 'estrategia', onStep: () => {} },
  render: (args) => <Controlled goal={args.goal} step={args.step} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChangePortfolioFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const chosen = (strategyId: number) => () => storeDraft(casaPropia.id, { strategyId });

/** The strategies its product allows (all five for an investment goal) with their risk, the goal's own marked; continuing needs another one. */
export const Choose: Story = {
  // Its picture: Screens/Empty and step layouts: Change portfolio goal.
  parameters: { chromatic: drawnByItsScreen },
  play: async ({ canvas }) => {
    const group = within(
      await canvas.findByRole('group', { name: 'Estrategias de inversión' }, { timeout: 8000 }),
    );
    await expect(group.getAllByRole('radio')).toHaveLength(5);
    await expect(group.getByRole('radio', { name: /^Arriesgada · tu estrategia actual/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expectErrorSummary(canvas, 'Elige la estrategia a la que quieres cambiar tu meta.');
    // Asked again with nothing chosen: the same Spanish words, never zod's "Invalid input".
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('group', { name: 'Estrategias de inversión' })).toHaveAccessibleDescription(
      'Elige la estrategia a la que quieres cambiar tu meta.',
    );
    await expect(canvas.queryByText(/Invalid/)).toBeNull();
    await userEvent.click(group.getByRole('radio', { name: /^Arriesgada/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expectErrorSummary(canvas, 'Esa ya es la estrategia de tu meta; elige otra.');
  },
};

/** Current and new composition side by side, every asset class either holds. */
export const Compared: Story = {
  args: { step: 'resumen' },
  beforeEach: chosen(2),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Composición actual y nueva' }, { timeout: 8000 });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      'Tipo de activoArriesgadaConservadora',
      'Renta fija local20%60%',
      'Acciones chilenas20%0%',
      'Acciones internacionales60%15%',
      'Renta fija internacional0%25%',
    ]);
    await expect(canvas.getByTestId('portfolio-change')).toHaveTextContent(
      'Casa propia pasa de Arriesgada (riesgo 4 de 5) a Conservadora (riesgo 2 de 5).',
    );
  },
};

/** Choose, compare, confirm: the change is en proceso until its day. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Moderada/ }, { timeout: 8000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar cambio' }, { timeout: 8000 }));
    await expect(await canvas.findByTestId('portfolio-done', {}, { timeout: 8000 })).toHaveTextContent(
      /^Casa propia pasará a la estrategia Moderada el \p{L}+ \d+ de \p{L}+\./u,
    );
  },
};

/** The server refuses (a change already on its way): back on the choice, the message on it. */
export const ServerRefuses: Story = {
  args: { step: 'resumen' },
  beforeEach({ msw }) {
    chosen(3)();
    msw.use(
      http.post('*/api/goals/:goalId/portfolio-changes', () =>
        HttpResponse.json(
          {
            message: 'Revisa el cambio.',
            errors: { strategyId: 'Ya tienes un cambio de estrategia en proceso para esta meta.' },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar cambio' }, { timeout: 8000 }));
    await expectErrorSummary(canvas, 'Ya tienes un cambio de estrategia en proceso para esta meta.');
    await expect(canvas.getByRole('group', { name: 'Estrategias de inversión' })).toHaveAccessibleDescription(
      'Ya tienes un cambio de estrategia en proceso para esta meta.',
    );
  },
};

/** The confirm fails: said, the choice kept. */
export const ConfirmFails: Story = {
  args: { step: 'resumen' },
  beforeEach({ msw }) {
    chosen(3)();
    msw.use(
      http.post('*/api/goals/:goalId/portfolio-changes', () =>
        HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const confirm = await canvas.findByRole('button', { name: 'Confirmar cambio' }, { timeout: 8000 });
    await userEvent.click(confirm);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos registrar tu cambio. Tu elección sigue aquí: inténtalo de nuevo.',
    );
    await expect(canvas.getByTestId('portfolio-change')).toHaveTextContent('a Moderada');
    await userEvent.unhover(confirm);
    confirm.blur();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/strategies', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando las estrategias…');
  },
};

export const StrategiesFail: Story = {
  // Ends as CatalogueFails is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/strategies', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar las estrategias.',
    );
  },
};

/**
 * The wallet (or a short-term product) has the one strategy its product defines: said, with the way
 * to invest otherwise, and no list of equity strategies to move it into.
 */
export const OneStrategyProduct: Story = {
  args: { goal: cajaMoneda },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Esta meta tiene una sola estrategia' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Las metas de Caja Moneda se invierten siempre con la estrategia Muy conservadora (riesgo 1 de 5): así el producto cumple lo que promete.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Crear una meta' })).toHaveAttribute('href', '/goals/new');
  },
};

/** The catalogue (which says what each product allows) cannot be read: an error, never a guess. */
export const CatalogueFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar las estrategias.',
    );
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};
