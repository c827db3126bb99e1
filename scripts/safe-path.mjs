// How the repository's small servers (serve-portal.mjs, serve-static.mjs) turn a request's path into
// a file, in one place: decoded safely, resolved, and kept inside the folder they serve.
import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The file a request path names under `root`, or why there is none:
 * - 400 for a path that cannot be read: a malformed or overlong escape (`%E0`, `%c0%ae`), a NUL
 *   byte, a backslash (a Windows separator; never part of our file names);
 * - 403 for a path that leaves the folder: `..` in any spelling the URL parser and one decoding
 *   produce, a sibling whose name starts with the root's (checked by `path.relative`, never by a
 *   prefix), or a symbolic link that points outside;
 * - 200 with the file otherwise (it may not exist: the caller answers 404 or the app's page).
 * Decoding happens once: `%252e%252e` stays the literal name `%2e%2e`, inside the root.
 *
 * @param {string} root the served folder
 * @param {string} url the request's URL (path and query, as the request line has it)
 * @returns {{ status: 200, file: string, pathname: string } | { status: 400 | 403, reason: string }}
 */
export function resolveRequestPath(root, url) {
  const base = resolve(root);
  let pathname;
  try {
    // The URL parser removes dot segments, also written %2e, and reads a backslash as a slash. A
    // path is read as a path even when it starts with `//` (not as another host's address).
    const target = url.startsWith('/') ? `http://localhost${url}` : url || '/';
    pathname = decodeURIComponent(new URL(target, 'http://localhost').pathname);
  } catch {
    return { status: 400, reason: 'malformed path' };
  }
  if (pathname.includes('\0')) return { status: 400, reason: 'NUL in path' };
  if (pathname.includes('\\')) return { status: 400, reason: 'backslash in path' };
  const file = resolve(base, `.${pathname}`);
  if (!isInside(base, file)) return { status: 403, reason: 'outside the served folder' };
  if (existsSync(file) && !isInside(realpathSync(base), realpathSync(file)))
    return { status: 403, reason: 'a link out of the served folder' };
  return { status: 200, file, pathname };
}

/** Whether `file` is `root` or lies inside it (by path.relative, so `/srv/dist-secret` is not in `/srv/dist`). */
export function isInside(root, file) {
  const path = relative(root, file);
  return path === '' || (!isAbsolute(path) && path !== '..' && !path.startsWith(`..${sep}`));
}
