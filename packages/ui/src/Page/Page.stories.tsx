import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { Card, Page, PageFrame } from './Page.tsx';

const meta = {
  title: 'UI/Layouts/Page',
  component: Page,
  parameters: { layout: 'fullscreen', chromatic: { modes: phoneAndDesktopModes } },
  args: {
    title: 'Mis metas',
    lead: 'Tus metas de inversión, su saldo y cómo van.',
    children: (
      <Card title="Casa propia" id="goal-101">
        <p>$12.450.000</p>
      </Card>
    ),
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page: the main landmark, one h1, the lead and a section named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText('Tus metas de inversión, su saldo y cómo van.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Casa propia' })).toHaveTextContent('$12.450.000');
  },
};

/** Narrow, with an eyebrow and actions: single messages and forms. */
export const NarrowWithActions: Story = {
  args: {
    width: 'narrow',
    eyebrow: 'Paso 1 de 3',
    title: '¿Cuánto quieres depositar?',
    actions: <Button>Continuar</Button>,
    children: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 1 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeLessThanOrEqual(560);
  },
};

/** While the page's data loads: aria-busy tells screen readers. */
export const Busy: Story = {
  args: { busy: true, children: <p role="status">Cargando tus metas…</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus metas…');
  },
};

/** Every prop at hand. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { eyebrow: 'Inversiones', width: 'default', busy: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mis metas' })).toBeVisible();
  },
};

/** The frame alone, for a page that heads itself: the main landmark at the page's width, busy while it loads. */
export const FrameOnly: Story = {
  render: () => (
    <PageFrame busy>
      <h1>Hola, Camila</h1>
      <Card title="Tu saldo" id="balance">
        <p>$55.650.000</p>
      </Card>
    </PageFrame>
  ),
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(main).toHaveAttribute('id', 'contenido');
    await expect(canvas.getByRole('region', { name: 'Tu saldo' })).toBeVisible();
  },
};
