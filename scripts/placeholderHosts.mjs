// Placeholder hosts in the production bundle: a link to `ayuda.example.cl` (or localhost, a `.test`
// or `.invalid` host) ships a destination that points nowhere. Destinations come from config.json
// (docs/RULES.md#main-layout); the bundle may hold such a host only as a base for parsing a path
// into a URL, never fetched or linked, each listed here with where it comes from.

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761) and the machine itself. */
const placeholderHost = /^(?:[\w-]+\.)*(?:example(?:\.[a-z]+)?|localhost|[\w-]+\.test|[\w-]+\.invalid)$/i;

/** Origins used only to parse a path into a URL, never fetched or linked. */
export const parsingBases = new Map([
  ['http://localhost', "react-router's base for reading a path as a URL"],
  ['http://relative.invalid', "platform's request rules: the path of a relative URL"],
  ['https://portal.invalid', "features' close target: reading a return path"],
]);

/** The placeholder origins a text holds, other than the parsing bases. */
export function placeholderOrigins(text) {
  const found = new Set();
  for (const match of text.matchAll(/\bhttps?:\/\/([a-z0-9.-]+)(?::\d+)?/gi)) {
    const origin = match[0].toLowerCase();
    const host = match[1] ?? '';
    if (!placeholderHost.test(host)) continue;
    if (parsingBases.has(origin)) continue;
    found.add(origin);
  }
  return [...found].sort();
}
