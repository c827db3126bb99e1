import { describe, expect, it } from 'vitest';
import { downloadFile, FileDownloadError, filenameFrom, readWholeFile } from './downloadFile.ts';

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

describe('readWholeFile: a file read to its end, or an interrupted download', () => {
  /** A body in pieces; `dropAfter` pieces, the link drops. */
  const pieces = (parts: string[], dropAfter?: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (dropAfter !== undefined && sent === dropAfter) return controller.error(new TypeError('network'));
        const next = parts[sent++];
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
  };
  const answer = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    new Response(body, { headers: { 'Content-Type': 'application/pdf', ...headers } });

  it.each<[string, Response, string | null, boolean]>([
    [
      'whole, with its length',
      answer(pieces(['%PDF', '-1.4', '%%EOF']), { 'Content-Length': '13' }),
      '%PDF-1.4%%EOF',
      false,
    ],
    ['whole, length unknown', answer(pieces(['%PDF', '%%EOF']), {}), '%PDF%%EOF', false],
    [
      'compressed: its length is not counted',
      answer(pieces(['%PDF', '%%EOF']), { 'Content-Length': '50', 'Content-Encoding': 'gzip' }),
      '%PDF%%EOF',
      false,
    ],
    [
      'the link drops half-way',
      answer(pieces(['%PDF', '-1.4', '%%EOF'], 2), { 'Content-Length': '13' }),
      null,
      true,
    ],
    ['fewer bytes than it said', answer(pieces(['%PDF', '-1.4']), { 'Content-Length': '13' }), null, true],
  ])('%s', async (_name, response, expected, interrupted) => {
    const seen: { received: number; total: number | null }[] = [];
    const read = readWholeFile(response, (progress) => seen.push(progress));
    if (interrupted) {
      await expect(read).rejects.toMatchObject({ name: 'FileDownloadError', interrupted: true });
      return;
    }
    const blob = await read;
    expect(await blob.text()).toBe(expected);
    expect(blob.type).toBe('application/pdf');
    expect(seen.at(-1)?.received).toBe(expected?.length);
    expect(seen.map((progress) => progress.received)).toEqual(
      [...seen.map((p) => p.received)].sort((a, b) => a - b),
    );
  });
});
