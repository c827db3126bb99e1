import type { FieldErrors, FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { useErrorSummary } from '../kit/serverForm.ts';
import { useServerErrors } from './useServerErrors.ts';

/**
 * A flow step's error summary (docs/RULES.md#forms-sent-to-the-server), written once for the steps
 * of several fields: the step's own checks (`failed` is `handleSubmit`'s second argument) and the
 * server's refusals kept in the draft (set on their fields once, when they arrive) both put the
 * focus on the summary, which lists each field's error linked to it. The form needs
 * `shouldFocusError: false`, and its fields the ids `bindFields` gives with the same `formId`.
 */
export function useStepErrorSummary<F extends FieldValues>(
  form: {
    formState: { errors: FieldErrors<F> };
    setFocus: UseFormSetFocus<F>;
    setError: UseFormSetError<F>;
  },
  fields: readonly Path<F>[],
  formId: string,
  serverErrors: Record<string, string> | null,
) {
  const summary = useErrorSummary(form, fields, formId);
  useServerErrors(serverErrors, fields, (field, message, first) => {
    form.setError(field as Path<F>, { message });
    if (first) summary.failed();
  });
  return summary;
}
