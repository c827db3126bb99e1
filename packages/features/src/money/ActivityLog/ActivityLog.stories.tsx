import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import { drawnByItsScreen } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { MovementFilter } from '../moneyApi.ts';
import { ActivityLog, type ActivityLogProps } from './ActivityLog.tsx';

/** Holds the filter, as the activities page does through the URL. */
function Controlled(props: ActivityLogProps) {
  const [filter, setFilter] = useState<MovementFilter>(props.filter);
  return (
    <ActivityLog
      {...props}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Money/ActivityLog',
  component: ActivityLog,
  render: (args) => <Controlled {...args} />,
  args: {
    goals: personas.individual.user.goals ?? [],
    filter: {},
    onFilterChange: fn(),
    today: '2026-11-23',
  },
} satisfies Meta<typeof ActivityLog>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('region', { name: 'Movimientos' });

/** Camila's movements, 20 a page, newest first, each naming its goal; "Siguiente" goes on. */
export const Ready: Story = {
  // Its picture: Screens/Main layout: Activities.
  parameters: { chromatic: drawnByItsScreen },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(within(list(canvas)).getAllByRole('listitem')).toHaveLength(20), {
      timeout: 8000,
    });
    const place = canvas.getByText(/^Mostrando 1–20 de \d+$/);
    const total = Number(/de (\d+)$/.exec(place.textContent ?? '')?.[1]);
    await expect(total).toBeGreaterThan(40);
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    // The page is told once the change is on screen (the address follows the paint).
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith({ page: 2 }));
    await expect(await canvas.findByText(`Mostrando 21–40 de ${total}`, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(/^Página 2 de \d+$/)).toBeVisible();
    // Reading goes on from the top of the list.
    await expect(list(canvas)).toHaveFocus();
    // The focus scrolled while the new page's rows were arriving: settle where the list now starts,
    // so the picture does not depend on when they came.
    list(canvas).scrollIntoView({ block: 'start' });
  },
};

/** One goal's movements (a goal page's link): the goal is chosen and not repeated on each row. */
export const OneGoal: Story = {
  // Its picture: Screens/Main layout: Activities of a goal.
  parameters: { chromatic: drawnByItsScreen },
  args: { filter: { goalId: '103' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Mostrando 1–\d+ de \d+$/, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Meta' })).toHaveValue('103');
    await expect(within(list(canvas)).queryByText(/Viaje a Japón/)).toBeNull();
  },
};

/** A type and status: only completed rescues. */
export const Filtered: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText(/^Mostrando/, {}, { timeout: 8000 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo' }), 'Rescate');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith({ type: 'rescue' }));
    await waitFor(
      () => {
        const rows = within(list(canvas)).getAllByRole('listitem');
        for (const row of rows) expect(row).toHaveTextContent(/^Rescate/);
      },
      { timeout: 8000 },
    );
  },
};

/** Nothing matches the filters: it says so and offers to clear them. */
export const EmptyFiltered: Story = {
  args: { filter: { goalId: '105', type: 'rescue' } },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText('No hay movimientos con estos filtros.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
    const clear = within(list(canvas)).getByRole('button', { name: 'Limpiar filtros' });
    await userEvent.click(clear);
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith({}));
  },
};

/** A client without movements yet. */
export const Empty: Story = {
  args: { goals: [] },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/movements', () => HttpResponse.json({ items: [], page: 1, pageSize: 20, total: 0 })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aún no tienes movimientos.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * A range that ends before it starts is not asked for: the field says why, and so does a status
 * that was in the page before (heard from "Desde" too, where the change was made).
 */
export const BackwardRange: Story = {
  // Ends as MovementFilters BackwardRange is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { filter: { from: '2026-01-01', to: '2026-01-31' } },
  play: async ({ canvas }) => {
    const said = canvas.getByTestId('activity-filter-problem');
    await expect(said).toHaveAttribute('role', 'status');
    await expect(said).toBeEmptyDOMElement();
    fireEvent.change(canvas.getByLabelText('Desde'), { target: { value: '2026-06-01' } });
    await waitFor(() => expect(said).toHaveTextContent('La fecha «Hasta» es anterior a «Desde».'));
    await expect(canvas.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'La fecha «Hasta» es anterior a «Desde».',
    );
    await expect(canvas.queryByRole('region', { name: 'Movimientos' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/movements', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(within(list(canvas)).getByRole('status')).toHaveTextContent('Cargando tus movimientos…');
  },
};

/** A failed call: the message, and a retry that brings them. */
export const ErrorWithRetry: Story = {
  // Ends as EmptyFiltered is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/movements', () => new HttpResponse(null, { status: 503 }), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await within(list(canvas)).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tus movimientos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(list(canvas)).getAllByRole('listitem')).toHaveLength(20), {
      timeout: 8000,
    });
  },
};

/** The files the export made (URL.createObjectURL is watched; the download itself is not started). */
const made: Blob[] = [];

/**
 * "Descargar CSV": every movement of the filter (all pages), a header and one row each, then says
 * what was downloaded.
 */
export const ExportCsv: Story = {
  args: { filter: { goalId: '101' } },
  beforeEach() {
    made.length = 0;
    const create = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      if (file instanceof Blob) made.push(file);
      return 'blob:story';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => {
      create.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    const place = await canvas.findByText(/^Mostrando 1–20 de \d+$/, {}, { timeout: 8000 });
    const total = Number(/de (\d+)$/.exec(place.textContent ?? '')?.[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar CSV' }));
    await expect(
      await canvas.findByText(
        `Descargaste ${total} movimientos en movimientos-meta-101-2026-11-23.csv.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    const blob = made.at(-1);
    if (!blob) throw new Error('No file was made');
    const rows = (await blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    await expect(rows[0]).toBe(
      'Fecha de solicitud;Fecha de liquidación;Meta;Tipo;Estado;Monto;Moneda;Estrategia',
    );
    await expect(rows).toHaveLength(total + 1);
    for (const row of rows.slice(1)) await expect(row).toMatch(/^\d{4}-\d{2}-\d{2};.*;Casa propia;/);
  },
};

/**
 * A long export says how far it is: the first page of a hundred is in, the rest are on their way
 * (here they never come), a bar and "100 de N movimientos" under the button.
 */
export const ExportInProgress: Story = {
  // The bar is the only new part, and the page's picture is ExportCsv's: none of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/movements', ({ request, requestId }) => {
        const query = new URL(request.url).searchParams;
        return query.get('pageSize') === '100' && query.get('page') !== '1'
          ? answerNever({ requestId })
          : undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    const place = await canvas.findByText(/^Mostrando 1–20 de \d+$/, {}, { timeout: 8000 });
    const total = Number(/de (\d+)$/.exec(place.textContent ?? '')?.[1]);
    await expect(total).toBeGreaterThan(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar CSV' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Avance del archivo' }, { timeout: 8000 });
    await waitFor(() => expect(bar).toHaveAttribute('value', String(100 / total)));
    await expect(
      canvas.getByText(`100 de ${new Intl.NumberFormat('es-CL').format(total)} movimientos`),
    ).toBeVisible();
    // Busy, and it keeps the focus it was pressed with (a disabled button would drop it to the page).
    const preparing = canvas.getByRole('button', { name: 'Preparando el archivo…' });
    await expect(preparing).toHaveAttribute('aria-disabled', 'true');
    await expect(preparing).toHaveFocus();
  },
};

/** The export fails: it says so, and the list stays. */
export const ExportFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/movements', ({ request }) =>
        new URL(request.url).searchParams.get('pageSize') === '100'
          ? new HttpResponse(null, { status: 500 })
          : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText(/^Mostrando/, {}, { timeout: 8000 });
    const download = canvas.getByRole('button', { name: 'Descargar CSV' });
    await userEvent.click(download);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos preparar el archivo. Inténtalo de nuevo.',
    );
    await expect(within(list(canvas)).getAllByRole('listitem')).toHaveLength(20);
    // The end state a picture can be taken of: no pointer or focus left on the button.
    await userEvent.unhover(download);
    download.blur();
  },
};
