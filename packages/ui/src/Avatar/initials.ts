/** Initials for an avatar without a photo: "Camila", "Rojas Fuentes" -> "CR". */
export function initialsOf(firstname: string, surname: string): string {
  const first = firstname.trim().charAt(0);
  const last = surname.trim().charAt(0);
  return `${first}${last}`.toLocaleUpperCase('es-CL');
}
