import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StatementList } from './StatementList.tsx';

const meta = {
  title: 'Features/Money/StatementList',
  component: StatementList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatementList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Presses the newest statement's download button: the list and that button. */
async function downloadTheNewest(canvas: ReturnType<typeof within>) {
  const list = await canvas.findByRole('list', { name: 'Cartolas mensuales' }, { timeout: 8000 });
  const [first] = within(list).getAllByRole('button');
  if (!first) throw new Error('no statement');
  await userEvent.click(first);
  return { list, first };
}

/** A saved file's link is not followed (the browser would leave the story): its click is watched. */
function keepDownloadsInThePage() {
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => click.mockRestore();
}

/** The six newest closed months (the story's day is 23-11-2026: October first), and "Ver más". */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Cartolas mensuales' }, { timeout: 8000 });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent(/^Cartola de [a-z]+ de \d{4}/);
    await userEvent.click(canvas.getByRole('button', { name: /^Ver \d+ cartolas más$/ }));
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(6);
  },
};

/** A download goes through the portal's client and is handed to the browser as cartola-YYYY-MM.pdf. */
export const Download: Story = {
  beforeEach: () => keepDownloadsInThePage(),
  play: async ({ canvas }) => {
    const { list } = await downloadTheNewest(canvas);
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled(), { timeout: 8000 });
    await expect(within(list).queryByRole('alert')).toBeNull();
  },
};

/** A statement that cannot be downloaded says so on its row, in Spanish. */
export const DownloadFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/statements/:month', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    const { list, first } = await downloadTheNewest(canvas);
    await expect(await within(list).findByRole('alert')).toHaveTextContent(
      /^No pudimos descargar la cartola de [a-z]+ de \d{4}\. Inténtalo de nuevo\.$/,
    );
    // The pressed button keeps the focus; whether its ring shows after a scripted click depends on
    // the input the page saw before (the story run shares one page), so the picture is taken without.
    first.blur();
  },
};

/** A large file on its way (half of it arrived): the row says how far it has come. */
export const LargeDownloadOnItsWay: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/statements/:month', () => {
        // 200 KB announced, 100 KB sent, and the rest never comes while the story looks.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(100 * 1024));
          },
        });
        return new HttpResponse(body, {
          headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(200 * 1024) },
        });
      }),
    );
  },
  play: async ({ canvas }) => {
    const { list, first } = await downloadTheNewest(canvas);
    const bar = await within(list).findByRole('progressbar', {
      name: /^Descarga de la cartola de [a-z]+ de \d{4}$/,
    });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.5'));
    await expect(within(list).getByText('50 % descargado')).toBeVisible();
    await expect(first).toBeDisabled();
    await expect(first).toHaveAccessibleName(/^Descargando… la cartola de [a-z]+ de \d{4}$/);
  },
};

/** The link drops half-way: said on the row in Spanish, no broken file handed over, and a retry. */
export const DownloadDropped: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    const restore = keepDownloadsInThePage();
    msw.use(
      http.get('*/api/statements/:month', () => {
        let sent = false;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent) return controller.error(new TypeError('network'));
            sent = true;
            controller.enqueue(new TextEncoder().encode('%PDF-1.4'));
          },
        });
        return new HttpResponse(body, {
          headers: { 'Content-Type': 'application/pdf', 'Content-Length': '5000' },
        });
      }),
    );
    return restore;
  },
  play: async ({ canvas }) => {
    const { list, first } = await downloadTheNewest(canvas);
    await expect(await within(list).findByRole('alert')).toHaveTextContent(
      /^Se cortó la conexión mientras descargábamos la cartola de [a-z]+ de \d{4}\. Inténtalo de nuevo\.$/,
    );
    await expect(first).toHaveTextContent('Reintentar');
    await expect(first).toHaveAccessibleName(/^Reintentar: Descargar la cartola de [a-z]+ de \d{4}$/);
    await expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/statements', () => HttpResponse.json({ items: [] })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Aún no tienes cartolas: la primera llega al cerrar tu primer mes.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/statements', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus cartolas…');
  },
};

/** Bad server data is the same clear error, with a retry. */
export const InvalidData: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/statements', () => HttpResponse.json({ items: [{ month: 'octubre' }] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tus cartolas.',
    );
  },
};
