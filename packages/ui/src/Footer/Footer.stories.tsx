import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { Footer } from './Footer.tsx';

const openChat = fn();
const meta = {
  title: 'UI/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen', chromatic: { modes: phoneAndDesktopModes } },
  args: {
    year: 2026,
    company: 'Inversiones Portal S.A.',
    version: '20.0.0',
    environment: 'Demo',
    links: [
      { label: 'Preguntas frecuentes', href: 'https://ayuda.example.cl', external: true },
      { label: 'Escríbenos', onClick: openChat },
      { label: 'Asesores', href: '/assets/asesores.pdf', external: true },
      { label: 'Términos y condiciones', href: '/api/Files/terms-2026/?token=demo', download: true },
      { label: 'CMF', href: 'https://www.cmfchile.cl', external: true },
      { label: 'Código de conducta', href: '/api/Files/conduct-2026/?token=demo', download: true },
      { label: 'Feedback', href: 'https://feedback.example.cl', external: true },
    ],
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's links, year, company, version and environment. */
export const SpecLinks: Story = {
  // Ends as Phone is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Enlaces del pie de página' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
    await expect(
      canvas.getByText(/© 2026 Inversiones Portal S\.A\. · Versión 20\.0\.0 · Demo/),
    ).toBeVisible();
    const cmf = canvas.getByRole('link', { name: 'CMF (se abre en una pestaña nueva)' });
    await expect(cmf).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('download');
  },
};

/** "Escríbenos" opens the chat widget. */
export const ChatLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Escríbenos' }));
    await expect(openChat).toHaveBeenCalled();
  },
};

/** On a phone the links wrap instead of overflowing. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('footer');
    await expect(footer).not.toBeNull();
    await expect((footer as HTMLElement).scrollWidth).toBeLessThanOrEqual(
      (footer as HTMLElement).clientWidth + 1,
    );
  },
};

/** Every prop at hand: links, year, company, version and environment. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { environment: 'QA', version: '20.0.1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Versión 20.0.1 · QA');
  },
};
