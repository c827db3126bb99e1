import { describe, expect, it } from 'vitest';
import { checkRequest } from './contractCheck.ts';

describe('checkRequest: the e2e run holds each request to the contracts', () => {
  const api = 'http://127.0.0.1:4173/';
  it.each<[string, string, string, string | null, ReturnType<typeof checkRequest>]>([
    ['a contracted read', 'GET', `${api}api/common/navigation`, null, { endpoint: 'navigation.tree' }],
    [
      'under another base',
      'GET',
      'https://api.example.cl/v2/api/common/shortcuts',
      null,
      { endpoint: 'shortcuts.list' },
    ],
    [
      'a write with its body',
      'PATCH',
      `${api}api/common/messages`,
      '{"id":"m1","message":{"read":true}}',
      { endpoint: 'inbox.messages.update' },
    ],
    [
      'a delete with its query',
      'DELETE',
      `${api}api/common/shortcuts?id=sc-1`,
      null,
      { endpoint: 'shortcuts.remove' },
    ],
    ['a path not contracted yet', 'GET', `${api}api/maintenance/status`, null, null],
    ['chats is not chat', 'GET', `${api}api/apps/chat/chats`, null, { endpoint: 'chat.list' }],
  ])('%s', (_case, method, url, body, expected) => {
    expect(checkRequest(method, url, body)).toEqual(expected);
  });

  it.each<[string, string, string, string | null, RegExp]>([
    [
      'a demo call',
      'POST',
      `${api}api/common/messages/toggle-read-status`,
      '{"message":{"id":"1"}}',
      /a demo call/,
    ],
    ['the demo user', 'GET', `${api}api/common/user`, null, /a demo call/],
    ['the demo search', 'POST', `${api}api/common/search`, '{"query":"a"}', /a demo call/],
    [
      'the demo chat write',
      'PATCH',
      `${api}api/apps/chat/chat`,
      '{"id":"c","chat":{}}',
      /not in the contract \(it has GET\)/,
    ],
    [
      'a body that breaks the schema',
      'PATCH',
      `${api}api/common/shortcuts`,
      '{"id":"x","shortcut":{"label":""}}',
      /shortcuts\.update.*body shortcut\.label/,
    ],
    ['a body that is not JSON', 'POST', `${api}api/apps/chat/read`, 'chat-1', /not JSON/],
    ['a query missing', 'DELETE', `${api}api/common/shortcuts`, null, /query id/],
  ])('refuses %s', (_case, method, url, body, expected) => {
    const check = checkRequest(method, url, body);
    expect(check && 'violation' in check ? check.violation : '').toMatch(expected);
  });
});
