import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CloseTarget, closeTargetFor } from './closeTargetFor.ts';
import { type LayoutName, resolveLayout } from './resolveLayout.ts';

const to = (path: string): CloseTarget => ({ kind: 'navigate', to: path });
const back: CloseTarget = { kind: 'back' };

describe('closeTargetFor (docs/RULES.md#closing-a-step close rules)', () => {
  it.each<[string, CloseTarget]>([
    ['/entity/new', to('/dashboard')],
    ['/entity/onboarding/2', to('/entity/activate')],
    ['/entity/onboarding/documents', to('/entity/activate')],
    ['/goals/new', to('/dashboard')],
    ['/goals/start', to('/dashboard')],
    ['/deposit/101', to('/goals/101#summary')],
    ['/rescue/55', to('/goals/55#summary')],
    ['/scheduled-deposit/55', to('/goals/55#scheduled-deposit')],
    ['/goals/101', to('/goals/101#summary')],
    ['/goals/101/edit', to('/goals/101#summary')],
    ['/deposit/101?step=2', to('/goals/101#summary')],
    ['/onboarding', to('/dashboard')],
    ['/onboarding/3', to('/dashboard')],
    ['/schedule-advisor', to('/dashboard')],
    ['/validateci', to('/dashboard')],
    ['/contract/7', to('/dashboard')],
    ['/discover', to('/dashboard')],
    ['/confirmation', to('/dashboard')],
    ['/profile', back],
    ['/deposit', back],
    ['/entity/activate', back],
    ['/', back],
    // Malformed or hostile input: a safe answer, never a crash.
    ['/deposit/%E0', to('/goals/%25E0#summary')],
    ['/goals/%', to('/goals/%25#summary')],
    ['/rescue/a%2Fb', to('/goals/a%2Fb#summary')],
    ['//evil.example/deposit/1', back],
    ['javascript:alert(1)', back],
    ['/deposit\\1', back],
    ['', back],
  ])('%s -> %j', (path, expected) => {
    expect(closeTargetFor(path)).toEqual(expected);
  });

  it('always answers a same-site path or back, and never throws (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webPath(),
          fc.string(),
          fc.string().map((s) => `/deposit/${s}`),
        ),
        (path) => {
          const target = closeTargetFor(path);
          return target.kind === 'back' || (target.to.startsWith('/') && !target.to.startsWith('//'));
        },
      ),
    );
  });
});

describe('resolveLayout (docs/RULES.md#routes-and-layouts: route data, overridden by ?layout=)', () => {
  it.each<[LayoutName, string, LayoutName]>([
    ['bp', '', 'bp'],
    ['bpstepsheader', '', 'bpstepsheader'],
    ['empty', '', 'empty'],
    ['bp', '?layout=empty', 'empty'],
    ['bpstepsheader', '?layout=bp', 'bp'],
    ['empty', '?layout=bpstepsheader', 'bpstepsheader'],
    ['bp', '?layout=nonsense', 'bp'],
    ['bp', '?layout=', 'bp'],
    ['empty', '?layout=BP', 'empty'],
    ['bp', '?foo=1&layout=empty', 'empty'],
  ])('%s with "%s" -> %s', (routeLayout, search, expected) => {
    expect(resolveLayout(routeLayout, search)).toBe(expected);
  });
});
