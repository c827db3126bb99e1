import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { typingPrefix } from './tabDrafts.ts';

/**
 * Where a step's typing is kept: the flow's address without its step (`/rescue/103`,
 * `/change-portfolio?goalId=101`, `/goals/new?producto=…`) and the step, so each flow, goal and
 * product keeps its own.
 */
export function typingKey(pathname: string, search: string, step: string): string {
  const params = new URLSearchParams(search);
  params.delete('paso');
  params.sort();
  const rest = params.toString();
  return `${typingPrefix}${pathname}${rest ? `?${rest}` : ''}#${step}`;
}

/**
 * The step's fields as the client left them: what was kept as it was typed (only text fields the
 * step has; anything else in storage is not trusted), else the draft's values.
 */
export function restoreTyping<Values extends Record<string, string>>(
  stored: unknown,
  defaults: Values,
): Values {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const kept = stored as Record<string, unknown>;
  const restored: Record<string, string> = { ...defaults };
  for (const field of Object.keys(defaults)) {
    const value = kept[field];
    if (typeof value === 'string') restored[field] = value;
  }
  return restored as Values;
}

function read(key: string): unknown {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Nothing typed is lost (docs/RULES.md#steps-and-drafts): a step's fields are kept in the tab as they
 * are typed, not only on "Continuar", so a reload, a session that ended or a slip of Back gives them
 * back as they were. `values` is what the form starts with (the kept typing over the draft's);
 * `useKeepTyping` keeps it as it changes; `forget` once "Continuar" has put it in the draft.
 */
export function useKeptTyping<Values extends Record<string, string>>(step: string, defaults: Values) {
  const { pathname, search } = useLocation();
  const key = typingKey(pathname, search, step);
  const [values] = useState(() => restoreTyping(read(key), defaults));
  return {
    key,
    values,
    forget: () => {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Nothing kept to forget.
      }
    },
  } as const;
}

/** Keeps what is typed under a key of `useKeptTyping` (a form without react-hook-form calls it itself). */
export function keepTyped(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage refused (private mode, full): the typing stays on screen, only a reload forgets it.
  }
}

/** Keeps what the form's fields hold, as it is typed, under the step's key (`useKeptTyping`). */
export function useKeepTyping<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'watch'>,
  key: string,
) {
  useEffect(() => {
    const subscription = form.watch((values) => keepTyped(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);
}
