import { describe, expect, it } from 'vitest';
import { quietMockWorkerUpdates, type ServiceWorkerState, workerStartFor } from './workerStart.ts';

const mockWorker = 'http://127.0.0.1:5173/mockServiceWorker.js';
const worker = (scriptURL: string) => ({ scriptURL });
const registration = (slot: 'active' | 'installing' | 'waiting', scriptURL: string) => ({
  active: null,
  installing: null,
  waiting: null,
  [slot]: worker(scriptURL),
});

function state(
  controller: string | null,
  registrations: ReturnType<typeof registration>[],
): ServiceWorkerState {
  return {
    controller: controller ? worker(controller) : null,
    getRegistrations: async () => registrations,
  };
}

describe('workerStartFor', () => {
  it.each([
    ['a page the mock worker controls', state(mockWorker, [registration('active', mockWorker)]), 'start'],
    ['a first visit: no worker, no registration', state(null, []), 'start'],
    [
      'an uncontrolled page while the mock worker is registered (reload, hard reload)',
      state(null, [registration('active', mockWorker)]),
      'reload',
    ],
    [
      'the same, its worker still installing',
      state(null, [registration('installing', mockWorker)]),
      'reload',
    ],
    ['the same, its worker waiting', state(null, [registration('waiting', mockWorker)]), 'reload'],
    [
      'an uncontrolled page beside another worker of the origin',
      state(null, [registration('active', 'http://127.0.0.1:5173/sw.js')]),
      'start',
    ],
  ] as const)('%s', async (_case, serviceWorker, expected) => {
    await expect(workerStartFor(serviceWorker, mockWorker)).resolves.toBe(expected);
  });
});

describe('quietMockWorkerUpdates', () => {
  const updatable = (scriptURL: string, outcome: 'resolves' | 'rejects') => ({
    ...registration('active', scriptURL),
    update: () =>
      outcome === 'resolves'
        ? Promise.resolve('updated')
        : Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found')),
  });

  it.each([
    ['the mock worker unregistered meanwhile: its update settles quietly', mockWorker, 'rejects', undefined],
    ['the mock worker still there: its update goes through', mockWorker, 'resolves', 'updated'],
  ] as const)('%s', async (_case, scriptURL, outcome, settled) => {
    const mock = updatable(scriptURL, outcome);
    await quietMockWorkerUpdates(
      { controller: worker(scriptURL), getRegistrations: async () => [mock] },
      mockWorker,
    );
    await expect(mock.update()).resolves.toBe(settled);
  });

  it("leaves another worker's registration alone", async () => {
    const other = updatable('http://127.0.0.1:5173/sw.js', 'rejects');
    await quietMockWorkerUpdates({ controller: null, getRegistrations: async () => [other] }, mockWorker);
    await expect(other.update()).rejects.toThrow('Not found');
  });
});
