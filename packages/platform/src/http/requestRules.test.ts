import { describe, expect, it } from 'vitest';
import { authHeaders, isTrackedRequest } from './requestRules.ts';

describe('authHeaders (docs/RULES.md#calls)', () => {
  it.each([
    [null, null, {}],
    ['', '', {}],
    ['abc', null, { Authorization: 'Bearer abc' }],
    [null, '42', { BPEnterAsId: '42' }],
    ['abc', '42', { Authorization: 'Bearer abc', BPEnterAsId: '42' }],
  ])('token %j and enter-as %j give %j', (token, enterAs, expected) => {
    expect(authHeaders(token, enterAs)).toEqual(expected);
  });
});

describe('isTrackedRequest (docs/RULES.md#common-request-rules: the loading bar skips some calls)', () => {
  it.each<[string, HeadersInit | undefined, boolean]>([
    ['https://api.example.cl/api/common/navigation', undefined, true],
    ['api/common/messages', undefined, true],
    ['https://id.example.cl/connect/token', undefined, false],
    ['https://id.example.cl/token', undefined, false],
    ['https://id.example.cl/token/revocation', undefined, false],
    ['./assets/icons/heroicons.svg', undefined, false],
    ['https://api.example.cl/api/ui/icons/material', undefined, false],
    ['https://cdn.chat-widget.example/api/session', undefined, false],
    ['https://api.example.cl/api/Files/12/?token=x', { Accept: 'image/png' }, false],
    ['https://api.example.cl/media/avatar.JPG', undefined, false],
    ['https://api.example.cl/api/Files/12/?token=x', { Accept: 'application/pdf' }, true],
    ['https://api.example.cl/api/tokens-of-appreciation', undefined, true],
  ])('%s (%j) tracked: %s', (url, headers, expected) => {
    expect(isTrackedRequest(url, headers ? { headers } : {})).toBe(expected);
  });
});
