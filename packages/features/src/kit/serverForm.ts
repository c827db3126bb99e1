import { readFieldErrors } from '@portal/platform';
import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormHandleSubmit,
  UseFormSetError,
  UseFormSetFocus,
} from 'react-hook-form';

/**
 * A form sent to the server, the way every such form of the portal behaves
 * (docs/RULES.md#forms-sent-to-the-server): it is sent once (a second press while it is on its way does nothing); invalid input focuses the
 * first field to mend, in the form's order; the fields the server refused (HTTP 422) show its words
 * on each field, the first focused; any other failure is said once under the form.
 */
export function submitOnce<TIn extends FieldValues, TOut>(
  form: { handleSubmit: UseFormHandleSubmit<TIn, TOut>; setFocus: UseFormSetFocus<TIn> },
  fields: readonly Path<TIn>[],
  send: { isPending: boolean; mutate: (values: TOut) => void },
) {
  return form.handleSubmit(
    (values) => {
      if (!send.isPending) send.mutate(values);
    },
    (invalid) => {
      const first = fields.find((field) => field in invalid);
      if (first) form.setFocus(first);
    },
  );
}

/** Puts each field the server refused on its field (the form's order), the first one focused. */
export async function showRefusedFields<TIn extends FieldValues>(
  error: unknown,
  fields: readonly Path<TIn>[],
  form: { setError: UseFormSetError<TIn> },
) {
  const refused = (await readFieldErrors(error))?.errors;
  if (!refused) return;
  const first = fields.find((field) => refused[field]);
  for (const field of fields) {
    const message = refused[field];
    if (message) form.setError(field, { message }, { shouldFocus: field === first });
  }
}

/** The send failed and no field says why: the form says it once, under its fields. */
export function failedWithoutField(
  send: { isError: boolean; isPending: boolean },
  errors: FieldErrors,
): boolean {
  return send.isError && !send.isPending && Object.keys(errors).length === 0;
}
