/** An unsigned JWT-shaped token for tests: the mock reads only its payload. */
export function fakeAccessToken(sub: string, extra: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ sub, ...extra })}.`;
}
