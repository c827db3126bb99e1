import * as z from 'zod/mini';

/**
 * A radio group's value in a form's schema: what was chosen, or '' when nothing is. Once its inputs
 * are registered, react-hook-form reads a group with nothing checked as null (its types say string),
 * and a bare z.string() then failed with zod's own English "Invalid input" where the form's Spanish
 * message belongs (seen on a second "Continuar" with nothing chosen). The form's own check says
 * what to choose; typed as the string the form declares.
 */
export function choiceField() {
  return z.pipe(
    z.custom<string>((value) => value === null || value === undefined || typeof value === 'string'),
    // The custom check above let null and undefined through: both read as nothing chosen.
    z.transform<string, string>((value) => (value === null || value === undefined ? '' : value)),
  );
}
