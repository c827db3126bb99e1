import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import { drawnByItsScreen } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProductCatalogue } from './ProductCatalogue.tsx';

const meta = {
  title: 'Features/Products/ProductCatalogue',
  component: ProductCatalogue,
  parameters: { layout: 'padded' },
  args: { goals: personas.individual.user.goals ?? [] },
} satisfies Meta<typeof ProductCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: string) =>
  within(canvas.getByRole('listitem', { name }));

/**
 * Camila: six products; where she invests, what she has there (her three goals, the archived one
 * left out; her emergency fund; her wallet), and each card leads to its product's page.
 */
export const Individual: Story = {
  // Its picture: Screens/Main layout: Discover.
  parameters: { chromatic: drawnByItsScreen },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Metas de inversión' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(card(canvas, 'Metas de inversión').getByText('Tienes $53.500.000 en 3 metas')).toBeVisible();
    await expect(
      card(canvas, 'Inversión de corto plazo').getByText('Tienes $1.800.000 en 1 meta'),
    ).toBeVisible();
    await expect(card(canvas, 'Dólares de corto plazo').queryByText(/^Tienes/)).toBeNull();
    await expect(card(canvas, 'Caja Moneda').getByRole('link', { name: 'Ver Caja Moneda' })).toHaveAttribute(
      'href',
      '/dollarbox',
    );
  },
};

/** Benjamín's dollars: the holding in dollars. */
export const InDollars: Story = {
  args: { goals: personas.usInvitation.user.goals ?? [] },
  play: async ({ canvas }) => {
    const dollars = await canvas.findByRole(
      'listitem',
      { name: 'Dólares de corto plazo' },
      { timeout: 8000 },
    );
    await expect(within(dollars).getByText(/^Tienes US\$/)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los productos…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/products', () => HttpResponse.json({ products: [], feesUpdatedOn: '2026-07-01' })),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No hay productos disponibles por ahora.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The catalogue fails (or comes malformed): the message, and a retry that brings it. */
export const ErrorWithRetry: Story = {
  // Ends as Individual is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', () => HttpResponse.json({ products: 'no' }), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar los productos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Caja Moneda' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};
