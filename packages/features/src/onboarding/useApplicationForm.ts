import type { CompanyApplication } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { failedWithoutField, showRefusedFields, submitOnce, useErrorSummary } from '../kit/serverForm.ts';
import { useKeepTyping, useKeptTyping } from '../stepFlow/useKeptTyping.ts';
import { companyApplicationKey } from './companyApplicationApi.ts';

/**
 * A react-hook-form resolver from one of the platform's issue rules (the same function the server
 * applies): each issue becomes its field's message.
 */
export function issuesResolver<T extends FieldValues>(
  issuesOf: (values: T) => Partial<Record<keyof T, string>>,
  message: (field: string, issue: string) => string,
): Resolver<T> {
  return async (values) => {
    const issues = Object.entries(issuesOf(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (issues.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      issues.map(([field, issue]) => [field, { type: 'custom', message: message(field, issue) }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}

/**
 * One step of the application as a form: checked by the platform's rule, saved by the server, its
 * refusals (422) on their fields and in the error summary at its top (`summary`, ids under
 * `formId`), which takes the focus. The saved application replaces the cached one, so every page
 * agrees at once.
 */
export function useApplicationForm<T extends FieldValues>({
  formId,
  fields,
  defaultValues,
  issuesOf,
  message,
  save,
  onSaved,
}: {
  /** The form's name in its fields' ids, which its error summary links to. */
  formId: string;
  fields: readonly (keyof T & string)[];
  defaultValues: DefaultValues<T>;
  issuesOf: (values: T) => Partial<Record<keyof T, string>>;
  message: (field: string, issue: string) => string;
  save: (values: T) => Promise<CompanyApplication>;
  onSaved: (application: CompanyApplication) => void;
}) {
  const queryClient = useQueryClient();
  // The form's fields are its values' own keys.
  const paths = fields as readonly Path<T>[];
  // What is typed is kept in the tab until the step is saved: a reload gives it back. Only its text
  // is (restoreTyping takes strings): a chosen file is not kept.
  const typed = useKeptTyping(formId, defaultValues as Record<string, string>);
  const form = useForm<T>({
    resolver: issuesResolver(issuesOf, message),
    defaultValues: typed.values as DefaultValues<T>,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  useKeepTyping(form, typed.key);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (application) => {
      typed.forget();
      queryClient.setQueryData(companyApplicationKey, application);
      onSaved(application);
    },
    onError: (error) => showRefusedFields(error, paths, form, errorSummary),
  });
  const errorSummary = useErrorSummary(form, paths, formId);
  const onSubmit = submitOnce(form, paths, mutation, errorSummary);
  const refusedOther = failedWithoutField(mutation, form.formState.errors);
  return { form, mutation, onSubmit, refusedOther, summary: errorSummary.summary };
}
