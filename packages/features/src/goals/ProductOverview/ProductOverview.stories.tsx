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

/** Camila's emergency fund: the product's facts, her goal in it, its balance and this year's fee. */
export const WithAGoal: Story = {
  play: async ({ canvas }) => {
    const about = await canvas.findByRole('region', { name: 'Sobre este producto' }, { timeout: 8000 });
    await expect(within(about).getByText('1 día hábil')).toBeVisible();
    const yours = canvas.getByRole('region', { name: 'Tus metas en este producto' });
    await expect(within(yours).getByTestId('product-balance')).toHaveTextContent('$1.800.000');
    // 0,49% of $1.800.000 = $8.820.
    await expect(within(yours).getByText('0,49% anual, unos $8.820 al año')).toBeVisible();
    await expect(within(yours).getByRole('link', { name: /Fondo de emergencia/ })).toHaveAttribute(
      'href',
      '/goals/104',
    );
  },
};

/** Inversiones Andes' surplus in the Plus product, a company's view. */
export const Company: Story = {
  args: { code: 'short-term-invest-plus', goals: personas.company.user.goals ?? [] },
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

/** The wallet, free of fees. */
export const Wallet: Story = {
  args: { code: 'dollarbox' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('product-balance', {}, { timeout: 8000 })).toHaveTextContent(
      '$350.000',
    );
    await expect(canvas.getByText('0% anual, unos $0 al año')).toBeVisible();
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
