import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { ApvBenefit } from './ApvBenefit.tsx';

const [sofiaApv] = personas.apvA.user.goals ?? [];
const [diegoApv] = personas.apvB.user.goals ?? [];
if (!sofiaApv || !diegoApv) throw new Error('the APV personas have goals');

const meta = {
  title: 'Features/Goals/Apv/ApvBenefit',
  component: ApvBenefit,
  args: { goal: sofiaApv },
  parameters: { layout: 'padded', persona: 'apvA' },
} satisfies Meta<typeof ApvBenefit>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sofía, under A (the story's day is 23-11-2026): this year's $2.760.000 earn $414.000 of bonus,
 * near its 6 UTM cap; last year's $414.000 is still to be paid in. As of her last movement, with the
 * law's link.
 */
export const RegimeA: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'En 2026 tus ahorros del régimen A suman $414.000 de bonificación fiscal: el 15 % de lo que ahorraste, con un tope de 6 UTM ($431.232).',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('apv-benefit-last-year')).toHaveTextContent('$414.000');
    await expect(canvas.getByTestId('apv-benefit-saved')).toHaveTextContent('$2.760.000');
    await expect(canvas.getByTestId('apv-benefit-as-of')).toHaveTextContent(
      /^Cifras al \d{1,2} de \p{L}+ de \d{4}, tu último movimiento de APV\. Cuentan los depósitos de este año que aún están en proceso\./u,
    );
    await expect(canvas.getByRole('link', { name: /Las reglas del APV/ })).toHaveAttribute(
      'href',
      'https://www.bcn.cl/leychile/navegar?idNorma=6368',
    );
  },
};

/** Diego, under B with his marginal rate kept (23 %): what he deducts and the tax it saves; his rescue. */
export const RegimeB: Story = {
  args: { goal: diegoApv },
  parameters: { persona: 'apvB' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'En 2026 rebajas $6.300.000 de tu renta imponible: con tu tasa marginal de 23 % eso te ahorra unos $1.449.000 de impuesto.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('apv-benefit-rescued')).toHaveTextContent('$1.575.000');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * Under B without a rate kept: the client may type a monthly income for the estimate (kept in the
 * page only): $2.500.000 is in the 8 % bracket.
 */
export const RegimeBIncomeTyped: Story = {
  args: { goal: { ...diegoApv, apv: { regime: 'B', taxRate: null } } },
  parameters: { persona: 'apvB' },
  play: async ({ canvas }) => {
    const income = await canvas.findByRole(
      'textbox',
      { name: 'Tu renta imponible mensual (opcional)' },
      { timeout: 8000 },
    );
    await expect(canvas.getByText(/Escribe tu renta imponible mensual para estimar/)).toBeVisible();
    await userEvent.type(income, '2500000');
    await expect(canvas.getByTestId('apv-benefit-saving')).toHaveTextContent('$504.000');
  },
};

/** While the year's figures are asked for. */
export const Loading: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/apv', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cargando tu beneficio tributario…')).toBeVisible();
  },
};

/** A failed call says so, with a retry that asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/apv', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No pudimos cargar tu beneficio tributario.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
