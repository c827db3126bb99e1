import type {
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegister,
  UseFormSetValue,
} from 'react-hook-form';
import { registerTidied } from './registerTidied.ts';

type FieldOptions<F extends FieldValues> = RegisterOptions<F, Path<F>> & {
  /** Tidies what was typed once the client leaves the field (`tidyRut`, `tidyAmount`). */
  tidy?: (typed: string) => string | null;
};

/** The id of a form's field, which its error summary links to. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

/**
 * A form's fields bound once: `field(name)` gives a kit field (TextField, Select) its label (the
 * form's words for that name), its error message and its registration, so a form writes each
 * field as `<TextField {...field('commune')} autoComplete="address-level2" />`. With a `formId`
 * each field gets the id its error summary links to (`useErrorSummary`).
 */
export function bindFields<F extends FieldValues>(
  form: {
    register: UseFormRegister<F>;
    setValue: UseFormSetValue<F>;
    formState: { errors: FieldErrors<F> };
  },
  label: (name: Path<F>) => string,
  formId?: string,
) {
  return (name: Path<F>, { tidy, ...options }: FieldOptions<F> = {}) => ({
    label: label(name),
    error: messageOf(form.formState.errors, name),
    ...(formId ? { id: fieldId(formId, name) } : {}),
    ...(tidy ? registerTidied(form, name, tidy, options) : form.register(name, options)),
  });
}

/** The message of a field's error, for a flat form (one level of names). */
export function messageOf(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
