/** A company's legal form ("SpA", "S.A.", "Ltda.", "EIRL"): part of its name, not of its initials. */
const legalForm = /^(spa|s\.?a\.?|s\.?p\.?a\.?|ltda\.?|limitada|e\.?i\.?r\.?l\.?)$/i;
/** Particles of Spanish names ("de la Fuente", "Panadería Los Aromos"): skipped for the second letter. */
const particles = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

const wordsOf = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !legalForm.test(word));
const significant = (word: string) => !particles.has(word.toLocaleLowerCase('es-CL'));

/**
 * Initials for an avatar without a photo: the first name's and the surname's first letters
 * ("Camila", "Rojas Fuentes" → "CR"; "María", "de la Fuente" → "MF"). A company, whose surname is its
 * legal form, takes the first two words of its name ("Inversiones Andes", "SpA" → "IA").
 */
export function initialsOf(firstname: string, surname: string): string {
  const given = wordsOf(firstname);
  const family = wordsOf(surname).filter(significant);
  const first = given[0]?.charAt(0) ?? '';
  const second = (family[0] ?? given.slice(1).find(significant) ?? '').charAt(0);
  return `${first}${second}`.toLocaleUpperCase('es-CL');
}
