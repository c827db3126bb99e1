import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProductOverview } from './ProductOverview.tsx';

const meta = {
  title: 'Features/Goals/ProductOverview',
  component: ProductOverview,
  parameters: { layout: 'padded' },
  args: { code: 'short-term-invest', goals: personas.individual.user.goals ?? [] },
} satisfies Meta<typeof ProductOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Camila's emergency fund: the product's facts, her goal in it, its balance and this year's fee; the
 * goal leads to its page and to a deposit, another goal opens here, the advisor is the second way.
 */
export const WithAGoal: Story = {
  // Drawn in its screen (Screens/Main layout ShortTermInvest, phone and desktop): no picture of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const about = await canvas.findByRole('region', { name: 'Sobre este producto' }, { timeout: 8000 });
    await expect(within(about).getByText('1 día hábil')).toBeVisible();
    const yours = canvas.getByRole('region', { name: 'Tus metas en este producto' });
    await expect(within(yours).getByTestId('product-balance')).toHaveTextContent('$1.800.000');
    // 0,49% of $1.800.000 = $8.820.
    await expect(within(yours).getByText('0,49% anual, unos $8.820 al año')).toBeVisible();
    await expect(within(yours).getByRole('link', { name: /^Fondo de emergencia/ })).toHaveAttribute(
      'href',
      '/goals/104',
    );
    await expect(
      within(yours).getByRole('link', { name: 'Depositar en Fondo de emergencia' }),
    ).toHaveAttribute('href', '/deposit/104');
    await expect(
      within(yours).getByRole('link', { name: 'Abrir otra meta en Inversión de corto plazo' }),
    ).toHaveAttribute('href', '/goals/new?producto=short-term-invest');
    await expect(within(yours).getByRole('link', { name: 'Agendar con mi asesor' })).toHaveAttribute(
      'href',
      '/schedule-advisor',
    );
  },
};

/** Benjamín's dollars for travelling: figures in dollars, a deposit into it, another dollar goal. */
export const DollarHolder: Story = {
  args: { code: 'short-term-invest-dollars', goals: personas.usInvitation.user.goals ?? [] },
  // Drawn in its screen (Screens/Main layout ShortTermInvestDollars): no picture of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('product-balance', {}, { timeout: 8000 })).toHaveTextContent(
      'US$3.500,00',
    );
    await expect(canvas.getByRole('link', { name: 'Depositar en Dólares para viajar' })).toHaveAttribute(
      'href',
      '/deposit/701',
    );
    await expect(
      canvas.getByRole('link', { name: 'Abrir otra meta en Dólares de corto plazo' }),
    ).toHaveAttribute('href', '/goals/new?producto=short-term-invest-dollars');
  },
};

/** Inversiones Andes' surplus in the Plus product, a company's view. */
export const Company: Story = {
  args: { code: 'short-term-invest-plus', goals: personas.company.user.goals ?? [] },
  // Drawn in its screen (Screens/Main layout ShortTermInvestPlus): no picture of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('product-balance', {}, { timeout: 8000 })).toHaveTextContent(
      '$85.000.000',
    );
  },
};

/**
 * No goal in the product: what it is, and how to start: a savings product opens as a goal of its own
 * in the portal (docs/RULES.md#savings-products), the advisor the second way.
 */
export const HowToStart: Story = {
  args: { code: 'short-term-invest-dollars' },
  // Drawn in its screen (Screens/Main layout ShortTermInvestDollarsPlus): no picture of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Aún no inviertes en Dólares de corto plazo.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir Dólares de corto plazo' })).toHaveAttribute(
      'href',
      '/goals/new?producto=short-term-invest-dollars',
    );
    await expect(canvas.getByRole('link', { name: 'Agendar con mi asesor' })).toHaveAttribute(
      'href',
      '/schedule-advisor',
    );
    await expect(
      canvas.getByText(/^¿Prefieres abrirlo con tu asesor\? Revisan juntos cuánto y para qué\./),
    ).toBeVisible();
  },
};

/** The wallet, free of fees: deposits fill the one a client has, so there is no other to open. */
export const Wallet: Story = {
  args: { code: 'dollarbox' },
  // Drawn in its screen (Screens/Main layout Dollarbox): no picture of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('product-balance', {}, { timeout: 8000 })).toHaveTextContent(
      '$350.000',
    );
    await expect(canvas.getByText('Sin comisión')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Depositar en Caja Moneda' })).toHaveAttribute(
      'href',
      '/deposit/105',
    );
    await expect(canvas.queryByRole('link', { name: /^Abrir otra meta/ })).toBeNull();
    await expect(canvas.getByText(/^¿Quieres revisar tu inversión con tu asesor\?/)).toBeVisible();
  },
};

export const Loading: Story = {
  // Ends as ProductCatalogue Loading is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los productos…');
  },
};

/** The catalogue fails: said, with a retry that brings the page. */
export const ErrorWithRetry: Story = {
  // Ends as WithAGoal is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', () => new HttpResponse(null, { status: 500 }), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar los productos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByTestId('product-balance', {}, { timeout: 8000 })).toHaveTextContent(
      '$1.800.000',
    );
  },
};
