import { describe, expect, it } from 'vitest';
import { declaredOver, readBoundedBody, readBoundedText } from './boundedBody';

const LIMIT = 1024;

/** A request whose body arrives in `chunks` pieces of `size` bytes; counts the pieces pulled. */
function streamed(chunks: number, size: number, headers: Record<string, string> = {}) {
  const pulled = { count: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.count === chunks) return controller.close();
        pulled.count++;
        controller.enqueue(new Uint8Array(size).fill(0x78));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://localhost/x', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { request, pulled };
}

describe('declaredOver', () => {
  it.each([
    [null, false],
    ['0', false],
    [String(LIMIT), false],
    [String(LIMIT + 1), true],
    ['1e9', true],
    ['not a number', true],
    ['-1', false],
  ])('Content-Length %s over %i → %s', (value, over) => {
    const headers = new Headers(value === null ? {} : { 'content-length': value });
    expect(declaredOver(headers, LIMIT)).toBe(over);
  });
});

describe('readBoundedBody', () => {
  it('reads a body within the limit whole', async () => {
    const { request } = streamed(4, LIMIT / 4);
    const read = await readBoundedBody(request, LIMIT);
    expect(read.ok && read.bytes.length).toBe(LIMIT);
  });

  it('refuses a declared length over the limit without reading a byte', async () => {
    const { request, pulled } = streamed(100, LIMIT, { 'content-length': String(100 * LIMIT) });
    expect(await readBoundedBody(request, LIMIT)).toEqual({ ok: false, status: 413 });
    expect(pulled.count).toBe(0);
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const { request, pulled } = streamed(10_000, 256);
    expect(await readBoundedBody(request, LIMIT)).toEqual({ ok: false, status: 413 });
    // 5 × 256 bytes pass 1 KiB: nothing after the fifth piece is pulled.
    expect(pulled.count).toBe(5);
  });

  it('keeps the connection open to discard the rest of a refused body, and only then', async () => {
    const declared = { shouldKeepAlive: false };
    await readBoundedBody(streamed(100, LIMIT, { 'content-length': String(100 * LIMIT) }).request, LIMIT, declared);
    expect(declared.shouldKeepAlive).toBe(true);
    const chunked = { shouldKeepAlive: false };
    await readBoundedBody(streamed(100, LIMIT).request, LIMIT, chunked);
    expect(chunked.shouldKeepAlive).toBe(true);
    const within = { shouldKeepAlive: false };
    await readBoundedBody(streamed(1, LIMIT).request, LIMIT, within);
    expect(within.shouldKeepAlive).toBe(false);
  });

  it('answers 400 when the body breaks off', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://localhost/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await readBoundedBody(request, LIMIT)).toEqual({ ok: false, status: 400 });
  });

  it('reads no body as empty', async () => {
    const read = await readBoundedBody(new Request('http://localhost/x'), LIMIT);
    expect(read.ok && read.bytes.length).toBe(0);
  });
});

describe('readBoundedText', () => {
  it('decodes UTF-8, replacing bad sequences', async () => {
    const request = new Request('http://localhost/x', { method: 'POST', body: new Uint8Array([0x61, 0xff, 0x62]) });
    expect(await readBoundedText(request, LIMIT)).toEqual({ ok: true, text: 'a\ufffdb' });
  });
});
