/** docs/RULES.md#validation: avatar upload accepts only files of an image type; others are silently ignored. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(file.type);
}
