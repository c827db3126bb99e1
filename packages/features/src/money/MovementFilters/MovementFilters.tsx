import { type Goal, movementStatuses, movementTypes } from '@portal/platform';
import { Button, Select, TextField, type TextFieldProps } from '@portal/ui';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterProblem, isFiltered, isYearBeingTyped } from '../activityRules.ts';
import type { MovementFilter } from '../moneyApi.ts';
import * as styles from './MovementFilters.css.ts';

export interface MovementFiltersProps {
  /** Every goal of the client, archived ones too: their movements are still theirs. */
  goals: readonly Goal[];
  filter: MovementFilter;
  /** The new filter, back on page 1. */
  onChange: (filter: MovementFilter) => void;
}

/**
 * The activity list's filters: goal, type, status and a date range, applied as they change (native
 * selects and date inputs). A range that ends before it starts is marked on "Hasta" and not asked for.
 */
export function MovementFilters({ goals, filter, onChange }: MovementFiltersProps) {
  const { t } = useTranslation('money');
  // The filter as last sent: the page applies it through the URL, in a transition, so a second
  // change can come before the first is drawn, and must build on it, not on the filter drawn.
  const latest = useRef(filter);
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    latest.current = filter;
  }, [filter]);
  // The goals' options are the same from one filter to the next (a client may have sixty).
  const goalOptions = useMemo(
    () =>
      goals.map((goal) => (
        <option key={goal.id} value={String(goal.id)}>
          {goal.archived ? t('activity.archivedGoal', { title: goal.title }) : goal.title}
        </option>
      )),
    [goals, t],
  );
  const set = (key: keyof MovementFilter, value: string) => {
    const next: MovementFilter = {
      ...latest.current,
      page: undefined,
      [key]: value === '' ? undefined : value,
    };
    latest.current = Object.fromEntries(Object.entries(next).filter(([, entry]) => entry !== undefined));
    onChange(latest.current);
  };
  return (
    <search className={styles.root}>
      <form
        ref={form}
        className={styles.form}
        aria-label={t('activity.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label={t('activity.goal')}
          className={styles.wide}
          value={String(filter.goalId ?? '')}
          onChange={(event) => set('goalId', event.target.value)}
        >
          <option value="">{t('activity.allGoals')}</option>
          {goalOptions}
        </Select>
        <Select
          label={t('activity.type')}
          value={filter.type ?? ''}
          onChange={(event) => set('type', event.target.value)}
        >
          <option value="">{t('activity.allTypes')}</option>
          {movementTypes.map((type) => (
            <option key={type} value={type}>
              {t(`movements.types.${type}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('activity.status')}
          value={filter.status ?? ''}
          onChange={(event) => set('status', event.target.value)}
        >
          <option value="">{t('activity.allStatuses')}</option>
          {movementStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`movements.statuses.${status}`)}
            </option>
          ))}
        </Select>
        <DateFilter
          label={t('activity.from')}
          applied={filter.from ?? ''}
          max={filter.to}
          onApply={(day) => set('from', day)}
        />
        <DateFilter
          label={t('activity.to')}
          error={filterProblem(filter) === 'range' ? t('activity.rangeError') : undefined}
          applied={filter.to ?? ''}
          min={filter.from}
          onApply={(day) => set('to', day)}
        />
        {isFiltered(filter) ? (
          <div className={styles.clear}>
            <Button
              tone="secondary"
              onClick={() => {
                latest.current = {};
                onChange({});
                // The button goes with the filters it cleared: the focus goes to the first filter,
                // not to the page's top.
                form.current?.querySelector('select')?.focus();
              }}
            >
              {t('activity.clear')}
            </Button>
          </div>
        ) : null}
      </form>
    </search>
  );
}

interface DateFilterProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange'> {
  /** The day the list is filtered by ('' for none). */
  applied: string;
  onApply: (day: string) => void;
}

/**
 * A date filter, applied as it changes, except while its year is still being typed: "2026" typed
 * digit by digit would otherwise ask for the years 2, 20 and 202 on its way (a list, a count said
 * aloud and an address each), and a part erased to be typed again for no date at all. Meanwhile
 * the field shows what is typed; leaving it unfinished puts back the day applied.
 */
function DateFilter({ applied, onApply, onBlur, ...field }: DateFilterProps) {
  // What is typed, and over which applied day: a filter changed from elsewhere ("Limpiar
  // filtros", the address) shows at once.
  const [typing, setTyping] = useState<{ value: string; over: string } | null>(null);
  const shown = typing && typing.over === applied ? typing.value : applied;
  return (
    <TextField
      {...field}
      type="date"
      value={shown}
      onChange={(event) => {
        const value = event.target.value;
        // A part of the date erased to be typed again reads as no date at all (badInput: the field
        // is not empty, only unfinished); a field really emptied removes the filter.
        if (isYearBeingTyped(value) || event.target.validity.badInput) {
          setTyping({ value, over: applied });
          return;
        }
        setTyping(null);
        onApply(value);
      }}
      onBlur={(event) => {
        setTyping(null);
        onBlur?.(event);
      }}
    />
  );
}
