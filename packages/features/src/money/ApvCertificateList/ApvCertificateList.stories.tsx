import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ApvCertificateList } from './ApvCertificateList.tsx';

const meta = {
  title: 'Features/Money/ApvCertificateList',
  component: ApvCertificateList,
  parameters: { layout: 'padded', persona: 'apvA' },
} satisfies Meta<typeof ApvCertificateList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const listOf = (canvas: Canvas) =>
  canvas.findByRole('list', { name: 'Certificados de APV' }, { timeout: 8000 });

/**
 * Sofía's: one per year with APV movements, newest first (the story's day is 23-11-2026), each with
 * the year's savings under A and B, bonus and rescues; 2026's is issued on 1 March 2027.
 */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(
      /^Certificado de APV 2026.*Disponible desde el 1 de marzo de 2027\./,
    );
    await expect(canvas.getByTestId('apv-certificate-2026')).toHaveTextContent(
      'Régimen A $2.760.000 · Régimen B $0 · Bonificación $414.000 · Rescates $0',
    );
    await expect(canvas.getByTestId('apv-certificate-2025')).toHaveTextContent(
      'Régimen A $2.760.000 · Régimen B $0 · Bonificación $414.000 · Rescates $0',
    );
    await expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Descargar el certificado de APV 2025' }),
    ).toBeVisible();
  },
};

/** Diego's (B): his rescue of this year is on 2026's. */
export const RegimeB: Story = {
  parameters: { persona: 'apvB', chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await listOf(canvas);
    await expect(canvas.getByTestId('apv-certificate-2026')).toHaveTextContent(
      'Régimen A $0 · Régimen B $6.300.000 · Bonificación $0 · Rescates $1.575.000',
    );
  },
};

/** An issued year downloads as a PDF through the portal's client, named for the year. */
export const Download: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach() {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    await userEvent.click(within(list).getByRole('button', { name: 'Descargar el certificado de APV 2025' }));
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled(), { timeout: 8000 });
    await expect(within(list).queryByRole('alert')).toBeNull();
  },
};

/** Without APV movements: none yet, said plainly. */
export const Empty: Story = {
  parameters: { persona: 'individual' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Aún no tienes certificados de APV/, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** While they are asked for. */
export const Loading: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/apv/certificates', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus certificados de APV…');
  },
};

/** A failed call says so, with a retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/apv/certificates', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No pudimos cargar tus certificados de APV.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
