import { formatRut, isValidRut } from '@portal/platform';
import type {
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  UseFormRegister,
  UseFormSetValue,
} from 'react-hook-form';

/**
 * A form field that tidies what was typed once the client leaves it: what `tidy` returns replaces
 * the text ("123456785" becomes "12.345.678-5"), null leaves the text as typed (so an invalid value
 * stays as it was, and its error says why).
 */
export function registerTidied<F extends FieldValues, N extends Path<F>>(
  form: { register: UseFormRegister<F>; setValue: UseFormSetValue<F> },
  name: N,
  tidy: (typed: string) => string | null,
  options?: RegisterOptions<F, N>,
) {
  return form.register(name, {
    ...options,
    onBlur: (event: { target: { value: string } }) => {
      options?.onBlur?.(event);
      const tidied = tidy(event.target.value);
      if (tidied !== null) form.setValue(name, tidied as PathValue<F, N>);
    },
  });
}

/** A valid RUT in its written form, with dots and the dash; null for one that is not valid. */
export function tidyRut(typed: string): string | null {
  return isValidRut(typed) ? formatRut(typed) : null;
}
