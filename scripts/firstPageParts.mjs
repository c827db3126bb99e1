/** The library or workspace package a bundled module belongs to, by its path (`npm run size`). */
export function partOf(moduleId) {
  const path = moduleId.replaceAll('\\', '/');
  const library = path.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (library) return library[1];
  const workspace = path.match(/\/(packages|apps|mocks)\/(?:([^/]+)\/)?/);
  if (workspace?.[1] === 'packages') return `@portal/${workspace[2]}`;
  if (workspace?.[1] === 'apps') return `apps/${workspace[2]}`;
  if (workspace?.[1] === 'mocks') return '@portal/mocks';
  return '(bundler runtime and other)';
}
