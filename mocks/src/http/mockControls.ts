import type { IncomingMessage, ServerResponse } from 'node:http';
import { resetMockStore } from '../control/store.ts';
import { type Fault, type FaultRule, mockFaults } from '../faults/faults.ts';
import { productControls, resetProductState } from '../handlers/frame/product.ts';

/**
 * The controls of a mock API that tests drive over HTTP: what the demo build's
 * `window.__portalMocks` gives a test inside the page (a clean start, faults, the maintenance switch),
 * for a production build, which holds no mock code. Only servers started for tests have them
 * (`serve-portal.mjs --mock-controls`); a demo or a benchmark never does.
 *
 * - `POST /__mock/reset`: every mock state back to the fixtures (the store, the product's state and
 *   inboxes, the accounts) and no fault left: what a new tab of the demo build starts from.
 * - `POST /__mock/faults` with a fault rule (mocks/src/faults): the next matching calls misbehave.
 * - `DELETE /__mock/faults`: no fault any more.
 * - `PUT /__mock/maintenance` with `{ "on": true | false }`: the maintenance switch.
 */
export const mockControlsPrefix = '/__mock/';

const faultKinds: readonly Fault['kind'][] = [
  'status',
  'network',
  'delay',
  'malformed',
  'lostAnswer',
  'slowBody',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A fault rule as sent, or the reason it is not one. */
export function parseFaultRule(value: unknown): FaultRule | string {
  if (!isRecord(value)) return 'A fault rule is a JSON object.';
  const { path, method, times, fault } = value;
  if (typeof path !== 'string' || path === '') return 'A fault rule names a path fragment ("path").';
  if (method !== undefined && typeof method !== 'string') return '"method" is a string when given.';
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1))
    return '"times" is a whole number from 1 when given.';
  if (!isRecord(fault) || !faultKinds.includes(fault.kind as Fault['kind']))
    return `"fault.kind" is one of ${faultKinds.join(', ')}.`;
  // The handler reads only the fields of its kind; a rule is kept as sent.
  return { path, method, times, fault: fault as Fault };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

function answer(response: ServerResponse, status: number, error?: string) {
  if (error === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error }));
}

/** Answers a control call (true), or leaves a request that is not one to the API (false). */
export function createMockControls() {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const path = new URL(request.url ?? '/', 'http://mock').pathname;
    if (!path.startsWith(mockControlsPrefix)) return false;
    const call = `${request.method ?? 'GET'} ${path.slice(mockControlsPrefix.length)}`;
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      answer(response, 400, 'The body is not valid JSON.');
      return true;
    }
    switch (call) {
      case 'POST reset':
        resetProductState();
        resetMockStore();
        mockFaults.clear();
        answer(response, 204);
        return true;
      case 'POST faults': {
        const rule = parseFaultRule(body);
        if (typeof rule === 'string') answer(response, 400, rule);
        else {
          mockFaults.add(rule);
          answer(response, 204);
        }
        return true;
      }
      case 'DELETE faults':
        mockFaults.clear();
        answer(response, 204);
        return true;
      case 'PUT maintenance':
        if (!isRecord(body) || typeof body.on !== 'boolean')
          answer(response, 400, 'Send { "on": true | false }.');
        else {
          productControls.setMaintenance(body.on);
          answer(response, 204);
        }
        return true;
      default:
        answer(response, 404, `No control answers ${call}: see mocks/src/http/mockControls.ts.`);
        return true;
    }
  };
}
