/** Test helpers: JSON calls to the mock backend under a fake origin (msw/node intercepts them). */
export function jsonClient(base: string) {
  return {
    get: async (path: string) => (await fetch(`${base}${path}`)).json(),
    send: async (method: string, path: string, body?: unknown) =>
      (
        await fetch(`${base}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json(),
  };
}
