/** SPEC §5: avatar upload accepts only files of an image type; others are silently ignored. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(file.type);
}

/** Initials for an avatar without a photo: "Camila Rojas Fuentes" -> "CR". */
export function initialsOf(firstname: string, surname: string): string {
  const first = firstname.trim().charAt(0);
  const last = surname.trim().charAt(0);
  return `${first}${last}`.toLocaleUpperCase('es-CL');
}
