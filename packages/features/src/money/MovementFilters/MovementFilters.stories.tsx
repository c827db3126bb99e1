import { personas } from '@portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MovementFilter } from '../moneyApi.ts';
import { MovementFilters, type MovementFiltersProps } from './MovementFilters.tsx';

/** Holds the filter, as the activities page does through the URL (a navigation: a transition). */
function Controlled(props: MovementFiltersProps) {
  const [filter, setFilter] = useState<MovementFilter>(props.filter);
  return (
    <MovementFilters
      {...props}
      filter={filter}
      onChange={(next) => {
        startTransition(() => setFilter(next));
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Money/MovementFilters',
  component: MovementFilters,
  render: (args) => <Controlled {...args} />,
  args: { goals: personas.individual.user.goals ?? [], filter: {}, onChange: fn() },
} satisfies Meta<typeof MovementFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every goal (the archived one marked), type and status; no "Limpiar filtros". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Filtrar movimientos' });
    await expect(within(form).getByRole('combobox', { name: 'Meta' })).toHaveValue('');
    await expect(
      within(form).getByRole('option', { name: 'Vacaciones en el sur 2025 (archivada)' }),
    ).toBeInTheDocument();
    await expect(within(form).getByLabelText('Desde')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
  },
};

/** Choosing a type applies it at once and goes back to page 1; "Limpiar filtros" then clears all. */
export const ChooseAndClear: Story = {
  // Ends as Default is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { filter: { goalId: '102', page: 3 } },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo' }), 'Rescate');
    await expect(args.onChange).toHaveBeenLastCalledWith({ goalId: '102', type: 'rescue' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Estado' }), 'Completado');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      goalId: '102',
      type: 'rescue',
      status: 'completed',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('combobox', { name: 'Meta' })).toHaveValue('');
    // The button went with the filters: the focus is on the first one, not lost to the page.
    await expect(canvas.getByRole('combobox', { name: 'Meta' })).toHaveFocus();
  },
};

/** Dates, typed as a keyboard user would; "Todas las metas" clears the goal. */
export const Dates: Story = {
  args: { filter: { goalId: '101' } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Desde'), '2026-01-15');
    await expect(args.onChange).toHaveBeenLastCalledWith({ goalId: '101', from: '2026-01-15' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Meta' }), 'Todas las metas');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-01-15' });
  },
};

/**
 * A year typed digit by digit, as a browser's date field reports it (0002-, 0020-, 0202-, then
 * 2026-11-28; the e2e types it for real): the field shows each step, the filter changes once. Left
 * with its year unfinished, the field puts back the day applied.
 */
export const YearTypedDigitByDigit: Story = {
  args: { filter: { from: '2026-01-15' } },
  play: async ({ canvas, args }) => {
    const to = canvas.getByLabelText('Hasta');
    for (const typed of ['0002-11-28', '0020-11-28', '0202-11-28']) {
      fireEvent.change(to, { target: { value: typed } });
      await expect(to).toHaveValue(typed);
    }
    await expect(args.onChange).not.toHaveBeenCalled();
    fireEvent.change(to, { target: { value: '2026-11-28' } });
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-01-15', to: '2026-11-28' });
    await waitFor(() => expect(to).toHaveValue('2026-11-28'));

    const from = canvas.getByLabelText('Desde');
    from.focus();
    fireEvent.change(from, { target: { value: '0020-03-01' } });
    await expect(from).toHaveValue('0020-03-01');
    await userEvent.tab();
    await expect(from).toHaveValue('2026-01-15');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** A range that ends before it starts: "Hasta" is marked invalid and says why. */
export const BackwardRange: Story = {
  args: { filter: { from: '2026-06-01', to: '2026-01-31' } },
  play: async ({ canvas }) => {
    const to = canvas.getByLabelText('Hasta');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('La fecha «Hasta» es anterior a «Desde».');
  },
};

/**
 * Two filters changed before the first is drawn (a slow phone; the URL updates in a transition):
 * the second change builds on the first, and both hold.
 */
export const TwoChangesBeforeADraw: Story = {
  // Ends as Default is drawn (nothing chosen): no picture of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { filter: { type: 'rescue', status: 'completed' } },
  play: async ({ canvas, args }) => {
    // The browser's own events, one right after the other: testing-library's would each be wrapped
    // in React's act(), which draws the first change before the second comes.
    for (const name of ['Tipo', 'Estado']) {
      const select = canvas.getByRole<HTMLSelectElement>('combobox', { name });
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await expect(args.onChange).toHaveBeenNthCalledWith(1, { status: 'completed' });
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    // Drawn once the transition is done: both read "Todos".
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveValue(''));
    await expect(canvas.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
  },
};
