import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Encoding } from '../http/encoding';
import type { Logger } from '../ops/logger';
import { sendBody, sendWhole } from './sendBody';

const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger;
const servers: Array<ReturnType<typeof createServer>> = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Serves one response whose body `produce` writes; returns what the client saw, piece by piece. */
async function fetchBody(
  encoding: Encoding,
  produce: (body: PassThrough) => void,
  onDone?: (ok: boolean) => void,
  onPiece?: () => void,
) {
  const server = createServer((_req, res) => {
    const body = new PassThrough();
    res.writeHead(200, encoding === 'identity' ? {} : { 'content-encoding': encoding });
    sendBody(body, res, encoding, logger, () => {}, onDone);
    produce(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ pieces: Buffer[]; body: Buffer }>((resolve, reject) => {
    request({ port, host: '127.0.0.1' }, (res) => {
      const pieces: Buffer[] = [];
      res.on('data', (piece: Buffer) => {
        pieces.push(piece);
        onPiece?.();
      });
      res.on('end', () => {
        const raw = Buffer.concat(pieces);
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ pieces, body });
      });
    })
      .on('error', reject)
      .end();
  });
}

const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>A paragraph a reader came for.</p>'.repeat(400)}`);
const tail = Buffer.from('</body></html>');

describe('sendBody', () => {
  it.each(['br', 'gzip', 'identity'] as const)('a body that is whole at once arrives intact (%s)', async (encoding) => {
    const done = vi.fn();
    const { body } = await fetchBody(
      encoding,
      (stream) => {
        stream.write(page);
        stream.end(tail);
      },
      done,
    );
    expect(body.equals(Buffer.concat([page, tail]))).toBe(true);
    expect(done).toHaveBeenCalledWith(true);
  });

  it.each(['br', 'gzip', 'identity'] as const)(
    'a body still arriving streams: the shell reaches the reader before the rest is written (%s)',
    async (encoding) => {
      // The rest is written only once the reader holds part of the shell: a writer that waited for
      // the end before sending anything would never finish.
      let firstPiece: () => void = () => {};
      const readerHasShell = new Promise<void>((resolve) => (firstPiece = resolve));
      const { body } = await fetchBody(
        encoding,
        (stream) => {
          stream.write(page);
          void readerHasShell.then(() => stream.end(tail));
        },
        undefined,
        () => firstPiece(),
      );
      expect(body.equals(Buffer.concat([page, tail]))).toBe(true);
    },
  );

  it('an empty body ends the response', async () => {
    const { body } = await fetchBody('br', (stream) => stream.end());
    expect(body.length).toBe(0);
  });

  it('a whole identity body goes out in one socket write, not one per chunk', async () => {
    let socketWrites = 0;
    const server = createServer((_req, res) => {
      const body = new PassThrough();
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      // What reaches the kernel: one _write or _writev per system call (the response corks its pieces).
      const socket = res.socket! as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
      for (const name of ['_write', '_writev'] as const) {
        const original = socket[name].bind(socket);
        socket[name] = (...args: unknown[]) => {
          socketWrites++;
          return original(...args);
        };
      }
      sendBody(body, res, 'identity', logger, () => {});
      for (let i = 0; i < 5; i++) body.write(page);
      body.end(tail);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<Buffer>((resolve, reject) => {
      request({ port, host: '127.0.0.1' }, (res) => {
        const pieces: Buffer[] = [];
        res.on('data', (piece: Buffer) => pieces.push(piece));
        res.on('end', () => resolve(Buffer.concat(pieces)));
      })
        .on('error', reject)
        .end();
    });
    expect(received.equals(Buffer.concat([page, page, page, page, page, tail]))).toBe(true);
    expect(socketWrites).toBeLessThanOrEqual(1);
  });
});

describe('sendWhole', () => {
  it.each(['br', 'gzip', 'identity'] as const)(
    'writes a whole page in one piece with the end of the response (%s)',
    async (encoding) => {
      const server = createServer((_req, res) => {
        res.writeHead(200, encoding === 'identity' ? {} : { 'content-encoding': encoding });
        expect(sendWhole(Buffer.concat([page, tail]), res, encoding, logger)).toBe(true);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const raw = await new Promise<Buffer>((resolve, reject) => {
        request({ port, host: '127.0.0.1' }, (res) => {
          const pieces: Buffer[] = [];
          res.on('data', (piece: Buffer) => pieces.push(piece));
          res.on('end', () => resolve(Buffer.concat(pieces)));
        })
          .on('error', reject)
          .end();
      });
      const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
      expect(body.equals(Buffer.concat([page, tail]))).toBe(true);
      if (encoding !== 'identity') expect(raw.length).toBeLessThan(body.length / 5);
    },
  );
});
