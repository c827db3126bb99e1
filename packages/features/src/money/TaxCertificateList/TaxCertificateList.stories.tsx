import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { TaxCertificateList } from './TaxCertificateList.tsx';

const meta = {
  title: 'Features/Money/TaxCertificateList',
  component: TaxCertificateList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TaxCertificateList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const listOf = (canvas: Canvas) =>
  canvas.findByRole('list', { name: 'Certificados tributarios' }, { timeout: 8000 });

/**
 * What they are for, then one a year since Camila's first goal, newest first (the story's day is
 * 23-11-2026): 2026 is issued on 1 March 2027, so it has no download yet; 2025 and before do. The
 * last four show, the rest on request.
 */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    await expect(
      canvas.getByText(/^Cada marzo emitimos el certificado tributario del año anterior/),
    ).toBeVisible();
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent(
      'Certificado tributario 2026Disponible desde el 1 de marzo de 2027.',
    );
    await expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(rows[1]).toHaveTextContent('Certificado tributario 2025');
    await expect(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: 'Descargar el certificado tributario 2025',
      }),
    ).toBeVisible();
    // The last four years, then the rest on request (her first goal began in 2016).
    await expect(rows).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver 7 certificados más' }));
    await expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Certificado tributario 2016',
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(11);
  },
};

/** A company (Inversiones Andes) sees its own years, from its own first goal. */
export const AsACompany: Story = {
  parameters: { persona: 'company', chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    const years = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent?.match(/\d{4}/)?.[0]);
    await expect(years[0]).toBe('2026');
    await expect(years.length).toBeGreaterThan(0);
  },
};

/** A download goes through the portal's client and is handed to the browser as a PDF. */
export const Download: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach() {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Descargar el certificado tributario 2025' }),
    );
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled(), { timeout: 8000 });
    await expect(within(list).queryByRole('alert')).toBeNull();
  },
};

/** Listed as issued, refused as not issued yet (409): the row says the server's words. */
export const NotIssuedYet: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/tax-certificates/:year', () =>
        HttpResponse.json(
          { message: 'El certificado de 2025 estará listo el 01-03-2026.', readyOn: '2026-03-01' },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    const button = within(list).getByRole('button', { name: 'Descargar el certificado tributario 2025' });
    await userEvent.click(button);
    await expect(await within(list).findByRole('alert')).toHaveTextContent(
      'El certificado de 2025 estará listo el 01-03-2026.',
    );
    button.blur();
  },
};

/** Any other failure: said on its row, in Spanish, with a way on. */
export const DownloadFails: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/tax-certificates/:year', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Descargar el certificado tributario 2025' }),
    );
    await expect(await within(list).findByRole('alert')).toHaveTextContent(
      'No pudimos descargar el certificado tributario 2025. Inténtalo de nuevo.',
    );
  },
};

/** A client without goals yet: when the first one will come. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/tax-certificates', () => HttpResponse.json({ items: [] })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Aún no tienes certificados tributarios: el primero llega en marzo del año siguiente a tu primera inversión.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/tax-certificates', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus certificados tributarios…');
  },
};

/** Bad server data is the same clear error, with a retry. */
export const InvalidData: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/tax-certificates', () => HttpResponse.json({ items: [{ year: 'dos mil' }] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tus certificados tributarios.',
    );
  },
};
