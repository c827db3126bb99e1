/** Pages that render without a signed-in client (SPEC §2 public routes that exist so far). */
export const publicPaths = ['/maintenance'] as const;

export function isPublicPath(pathname: string): boolean {
  return publicPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
