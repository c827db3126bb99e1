import { readFieldErrors } from '@portal/platform';
import type { ErrorSummaryProps } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormHandleSubmit,
  UseFormSetError,
  UseFormSetFocus,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId, messageOf } from './bindFields.ts';

/**
 * A form sent to the server, the way every such form of the portal behaves
 * (docs/RULES.md#forms-sent-to-the-server): it is sent once (a second press while it is on its way
 * does nothing); invalid input puts the focus on the form's error summary (`summary.failed`, see
 * `useErrorSummary`), or, in a form without one, on the first field to mend, in the form's order;
 * the fields the server refused (HTTP 422) show its words on each field; any other failure is said
 * once under the form.
 */
export function submitOnce<TIn extends FieldValues, TOut>(
  form: { handleSubmit: UseFormHandleSubmit<TIn, TOut>; setFocus: UseFormSetFocus<TIn> },
  fields: readonly Path<TIn>[],
  send: { isPending: boolean; mutate: (values: TOut) => void },
  summary?: { failed: () => void },
) {
  return form.handleSubmit(
    (values) => {
      if (!send.isPending) send.mutate(values);
    },
    (invalid) => {
      if (summary) return summary.failed();
      const first = fields.find((field) => field in invalid);
      if (first) form.setFocus(first);
    },
  );
}

/**
 * Puts each field the server refused on its field (the form's order); the focus goes to the form's
 * error summary, or, in a form without one, to the first of them.
 */
export async function showRefusedFields<TIn extends FieldValues>(
  error: unknown,
  fields: readonly Path<TIn>[],
  form: { setError: UseFormSetError<TIn> },
  summary?: { failed: () => void },
) {
  const refused = (await readFieldErrors(error))?.errors;
  if (!refused) return;
  const first = fields.find((field) => refused[field]);
  for (const field of fields) {
    const message = refused[field];
    if (message) form.setError(field, { message }, { shouldFocus: !summary && field === first });
  }
  if (first) summary?.failed();
}

/**
 * A form's error summary (docs/RULES.md#forms-sent-to-the-server), for a form of several fields:
 * `summary` goes to the kit's `ErrorSummary` at the top of the form (each field's error, in the
 * form's order, linked to its field); `failed()` is called when a submit fails, by `submitOnce`
 * and `showRefusedFields`, and puts the focus on the summary once it is drawn, so a screen reader
 * reads every problem at once. The fields need the ids `bindFields` gives with the same `formId`.
 */
export function useErrorSummary<F extends FieldValues>(
  form: { formState: { errors: FieldErrors<F> }; setFocus: UseFormSetFocus<F> },
  fields: readonly Path<F>[],
  formId: string,
) {
  const { t } = useTranslation('kit');
  const ref = useRef<HTMLElement>(null);
  // A failure asks for the focus; the first render that draws the summary gives it. The form's
  // errors and the failure can arrive in different renders, so each render looks.
  const wantsFocus = useRef(false);
  const [, setFailures] = useState(0);
  useEffect(() => {
    if (!wantsFocus.current || !ref.current) return;
    wantsFocus.current = false;
    ref.current.focus();
  });
  const items = fields.flatMap((name) => {
    const message = messageOf(form.formState.errors, name);
    return message ? [{ id: fieldId(formId, name), message }] : [];
  });
  const summary: ErrorSummaryProps = {
    title: t('errorSummary'),
    items,
    ref,
    onSelect: (id) => {
      const name = fields.find((each) => fieldId(formId, each) === id);
      if (name) form.setFocus(name);
    },
  };
  return {
    summary,
    failed: () => {
      wantsFocus.current = true;
      setFailures((count) => count + 1);
    },
  };
}

/** The send failed and no field says why: the form says it once, under its fields. */
export function failedWithoutField(
  send: { isError: boolean; isPending: boolean },
  errors: FieldErrors,
): boolean {
  return send.isError && !send.isPending && Object.keys(errors).length === 0;
}
