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
  beforeEach() {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Cartolas mensuales' }, { timeout: 8000 });
    const [first] = within(list).getAllByRole('button');
    if (!first) throw new Error('no statement');
    await userEvent.click(first);
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
    const list = await canvas.findByRole('list', { name: 'Cartolas mensuales' }, { timeout: 8000 });
    const [first] = within(list).getAllByRole('button');
    if (!first) throw new Error('no statement');
    await userEvent.click(first);
    await expect(await within(list).findByRole('alert')).toHaveTextContent(
      /^No pudimos descargar la cartola de [a-z]+ de \d{4}\. Inténtalo de nuevo\.$/,
    );
    // The pressed button keeps the focus; whether its ring shows after a scripted click depends on
    // the input the page saw before (the story run shares one page), so the picture is taken without.
    first.blur();
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
