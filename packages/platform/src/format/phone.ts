/**
 * A Chilean number as people write it: "+56 2 2345 6781" (Santiago landline), "+56 9 8765 4321"
 * (mobile). Anything else is left as it came.
 */
export function formatChilePhone(e164: string): string {
  const digits = e164.replace(/[^\d+]/g, '');
  const match = /^\+56(\d)(\d{4})(\d{4})$/.exec(digits);
  return match ? `+56 ${match[1]} ${match[2]} ${match[3]}` : e164;
}
