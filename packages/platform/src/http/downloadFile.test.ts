import { describe, expect, it } from 'vitest';
import { downloadFile, FileDownloadError, filenameFrom } from './downloadFile.ts';

describe('filenameFrom (Content-Disposition)', () => {
  it.each<[string, string | null, string | null]>([
    ['none', null, null],
    ['quoted', 'attachment; filename="terms-2026.pdf"', 'terms-2026.pdf'],
    ['bare', 'attachment; filename=cartola.pdf', 'cartola.pdf'],
    ['extended wins', `attachment; filename="a.pdf"; filename*=UTF-8''C%C3%B3digo.pdf`, 'Código.pdf'],
    ['a malformed extended falls back', `attachment; filename="b.pdf"; filename*=UTF-8''%E0%A4%A`, 'b.pdf'],
    ['no path is kept', 'attachment; filename="../../etc/passwd"', 'passwd'],
    ['inline without a name', 'inline', null],
  ])('%s', (_name, header, expected) => {
    expect(filenameFrom(header)).toBe(expected);
  });

  it('names its error', () => {
    expect(new FileDownloadError('x').name).toBe('FileDownloadError');
  });
});

describe('downloadFile refuses what is not the file', () => {
  it.each<[string, () => Promise<Response>]>([
    [
      'an HTML page (the app instead of the file)',
      async () =>
        new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    ],
    ['an HTTP error', async () => new Response('{}', { status: 401 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s', async (_name, answer) => {
    await expect(downloadFile('/api/Files/x/?token=t', 'x.pdf', { http: answer })).rejects.toBeInstanceOf(
      FileDownloadError,
    );
  });
});

describe('downloadFile keeps what the server said', () => {
  it.each<[string, Response, string | null]>([
    [
      'a JSON message (a certificate not issued yet)',
      Response.json({ message: 'El certificado de 2026 estará listo el 01-03-2027.' }, { status: 409 }),
      'El certificado de 2026 estará listo el 01-03-2027.',
    ],
    ['a JSON error without a message', Response.json({ error: 'not found' }, { status: 404 }), null],
    ['an empty message', Response.json({ message: '  ' }, { status: 409 }), null],
    ['a body that is not JSON', new Response('Bad gateway', { status: 502 }), null],
    [
      'JSON that does not parse',
      new Response('{', { status: 500, headers: { 'Content-Type': 'application/json' } }),
      null,
    ],
  ])('%s', async (_name, response, message) => {
    const failure = await downloadFile('/api/x', 'x.pdf', { http: async () => response }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(FileDownloadError);
    expect((failure as FileDownloadError).serverMessage).toBe(message);
  });
});
