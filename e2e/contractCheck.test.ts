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
    [
      'the maintenance status',
      'GET',
      `${api}api/maintenance/status`,
      null,
      { endpoint: 'maintenance.status' },
    ],
    ['an RPC read', 'POST', `${api}rpc/user/getCurrentUser`, '{}', { endpoint: 'rpc.user.getCurrentUser' }],
    ['a file with its token', 'GET', `${api}api/Files/terms-2026/?token=t`, null, { endpoint: 'files.file' }],
    ['the app’s own script', 'GET', `${api}assets/index-abc.js`, null, null],
    ['a translation', 'GET', `${api}assets/i18n/es.json`, null, null],
    ['the sign-in provider', 'POST', 'http://127.0.0.1:4100/connect/token', 'grant_type=x', null],
    ['the demo’s outbox', 'GET', `${api}api/demo/outbox?to=a%40b.cl`, null, null],
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
    ['a call of no contract', 'GET', `${api}api/common/version`, null, /not in the contract$/],
    ['an RPC of no contract', 'POST', `${api}rpc/user/deleteUser`, '{}', /not in the contract$/],
    ['a file without its token', 'GET', `${api}api/Files/terms-2026/`, null, /query token/],
    [
      'an upload sent as JSON',
      'POST',
      `${api}api/users/photo`,
      '{"photoProfileFile":"yo.png"}',
      /not multipart\/form-data/,
    ],
  ])('refuses %s', (_case, method, url, body, expected) => {
    const check = checkRequest(method, url, body, body?.startsWith('{') ? 'application/json' : undefined);
    expect(check && 'violation' in check ? check.violation : '').toMatch(expected);
  });
});

describe('checkRequest: uploads', () => {
  it('takes an upload sent as multipart/form-data (its parts are the mock backend’s to check)', () => {
    expect(
      checkRequest(
        'PUT',
        'http://127.0.0.1:4173/api/company-application/documents/deed',
        '------x\r\nContent-Disposition: form-data; name="file"',
        'multipart/form-data; boundary=----x',
      ),
    ).toEqual({ endpoint: 'onboarding.companyApplication.uploadDocument' });
  });
});
