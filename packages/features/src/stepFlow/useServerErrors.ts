import { useEffect, useRef } from 'react';

/**
 * Field errors the server gave (HTTP 422), set on their fields once they arrive, the first of
 * `fields` (the form's order) focused. Runs when the errors change, not on every render, so typing
 * afterwards is not interrupted.
 */
export function useServerErrors(
  errors: Record<string, string> | null,
  fields: readonly string[],
  setError: (field: string, message: string, focus: boolean) => void,
) {
  const latest = useRef(setError);
  latest.current = setError;
  useEffect(() => {
    if (!errors) return;
    const first = fields.find((field) => errors[field]);
    for (const field of fields) {
      const message = errors[field];
      if (message) latest.current(field, message, field === first);
    }
  }, [errors, fields]);
}
