/** An absolute URL of a portal path under the app's base (where sign-in brings the client back). */
export function portalUrl(path: string): string {
  return new URL(path.replace(/^\//, ''), new URL(import.meta.env.BASE_URL, window.location.origin)).href;
}
