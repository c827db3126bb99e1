/**
 * The Chilean RUT (Rol Único Tributario): a body of up to 8 digits and a check digit (0–9 or K)
 * computed by módulo 11. People write it "76.123.456-0"; systems often send "761234560".
 */

/** The check digit of a RUT's body: weights 2..7 from the right, 11 − (sum mod 11); 11 → 0, 10 → K. */
export function rutCheckDigit(body: string | number): string {
  const digits = String(body).replace(/\D/g, '');
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** The RUT's body and check digit, cleaned (dots, dash and spaces off, k upper-cased); null when it cannot be one. */
function partsOf(text: string): { body: string; check: string } | null {
  const clean = text.replace(/[.\s-]/g, '').toUpperCase();
  const match = /^(\d{1,8})([\dK])$/.exec(clean);
  if (!match?.[1] || !match[2]) return null;
  return { body: match[1].replace(/^0+(?=\d)/, ''), check: match[2] };
}

/** Whether a text is a RUT whose check digit agrees with its body. */
export function isValidRut(text: string): boolean {
  const parts = partsOf(text);
  return parts !== null && rutCheckDigit(parts.body) === parts.check;
}

/** A RUT as Chile writes it, "76.123.456-0"; a text that cannot be one is left as it came. */
export function formatRut(text: string): string {
  const parts = partsOf(text);
  if (!parts) return text;
  return `${parts.body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${parts.check}`;
}

/**
 * The identity card's document number ("número de documento" or serie): nine digits on cards since
 * 2013 ("123.456.789"), or a letter and nine digits on older ones ("A012345678"). Dots and spaces
 * are ignored; null when it is neither, else the number cleaned.
 */
export function cleanCardSerial(text: string): string | null {
  const clean = text.replace(/[.\s-]/g, '').toUpperCase();
  return /^([A-Z]\d{9}|\d{9})$/.test(clean) ? clean : null;
}
