/**
 * What a server compresses, and how, as production does (nginx's gzip/brotli for the app's files, an
 * API gateway's for JSON): text, scripts, JSON of any kind, SVG. Images, fonts and PDFs are
 * compressed already. One rule for the portal's own server and the mock API's.
 */
export const compressibleType =
  /^(text\/|application\/(json|javascript|manifest\+json|[\w.+-]+\+json)|image\/svg\+xml)/;

/** The encoding to answer in: brotli, then gzip, if the client takes it and the body is text. */
export function encodingFor(acceptEncoding: string | undefined, contentType: string | null | undefined) {
  if (!contentType || !compressibleType.test(contentType)) return null;
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br' as const;
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip' as const;
  return null;
}
