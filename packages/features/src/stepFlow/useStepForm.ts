import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useKeepTyping, useKeptTyping } from './useKeptTyping.ts';
import { useStepErrorSummary } from './useStepErrorSummary.ts';

export interface StepFormOptions<Values extends Record<string, string>, Output extends FieldValues> {
  /** The step's checks, on what was typed (a rule's schema, its messages in the client's words). */
  schema: z.ZodMiniType<Output, Values>;
  /** What the step's fields start with: the draft's values (what was kept as typed goes over them). */
  values: Values;
  /** The step's fields in the form's order: the error summary lists them so. */
  fields: readonly Path<Values>[];
  /**
   * The field errors the server refused the order with, as the draft keeps them (`serverErrors`):
   * those of this step's fields are put on them once, and the summary takes the focus.
   */
  serverErrors: Record<string, string> | null;
}

/**
 * A flow step's form, written once (docs/RULES.md#steps-and-drafts): its checks on what was typed
 * (checked again on each change once shown), what was typed kept in the tab until "Continuar" puts
 * it in the draft, the server's refusals from the draft on their fields, and one error summary
 * that takes the focus when the step's checks or the server's fail. `submit(onValid)` is the
 * form's `onSubmit`: the values that passed reach `onValid` and the kept typing is forgotten.
 * `formId` is the step's name: the fields take the ids `fieldId(step, field)` gives.
 */
export function useStepForm<Values extends Record<string, string>, Output extends FieldValues>(
  step: string,
  { schema, values, fields, serverErrors }: StepFormOptions<Values, Output>,
) {
  const typed = useKeptTyping(step, values);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: typed.values as DefaultValues<Values>,
    reValidateMode: 'onChange',
    // The summary takes the focus on a failed submit, and leads to each field.
    shouldFocusError: false,
  });
  useKeepTyping(form, typed.key);
  const summary = useStepErrorSummary(form, fields, step, serverErrors);
  const submit = (onValid: (values: Output) => void): ((event: FormEvent) => void) =>
    form.handleSubmit((passed) => {
      typed.forget();
      onValid(passed);
    }, summary.failed);
  return { form, summary: summary.summary, submit } as const;
}
