/**
 * Sends a rendered body (HTML or flight) to the Node response, compressed when the client asks.
 *
 * A page whose data is cached is whole within one turn of the event loop: React writes the shell
 * with every section (the shell hold, decision 025) and the inliner closes the document once the
 * flight stream ends. Such a body is compressed in one call (`compressWhole`), which costs about
 * two thirds of a streaming compressor flushed per batch. A body still arriving after that turn
 * (a section waiting on the content API) streams through the compressor batch by batch, as
 * before, so a slow section never holds back the shell.
 *
 * The same holds for an identity body: whole, it goes out in one write (an RSC payload is
 * otherwise a write per React flush plus one for the end of the chunked body: decision 026).
 *
 * Plain `pipe` plus our own settling: `stream.pipeline` costs an AbortController and a
 * DOMException per response.
 */
import type { ServerResponse } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { compressWhole, createCompressor } from '../http/encoding';
import type { Compression, Encoding } from '../http/encoding';
import type { Logger } from '../ops/logger';

export function sendBody(
  body: Readable,
  res: ServerResponse,
  encoding: Encoding,
  logger: Logger,
  onAbort: () => void,
  onDone?: (ok: boolean) => void,
  compression?: Compression,
): void {
  let compressor: Transform | null = null;
  let settled = false;
  const settle = (error?: Error) => {
    if (settled) return;
    settled = true;
    if (error) {
      logger.warn('response stream failed', { err: error.message });
      onAbort();
      body.destroy();
      compressor?.destroy();
      if (!res.destroyed) res.destroy();
    }
    onDone?.(!error);
  };
  body.once('error', settle);
  res.once('finish', () => settle());
  // The reader went away before the end: stop rendering (not worth a warning).
  res.once('close', () => {
    if (settled || res.writableFinished) return;
    settled = true;
    onAbort();
    body.destroy();
    compressor?.destroy();
    onDone?.(false);
  });
  const held: Buffer[] = [];
  let ended = false;
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(decide);
  };
  const onData = (chunk: Buffer | string) => {
    held.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    schedule();
  };
  const onEnd = () => {
    ended = true;
    schedule();
  };
  body.on('data', onData);
  body.once('end', onEnd);

  function decide(): void {
    body.off('data', onData);
    body.off('end', onEnd);
    if (settled) return;
    if (ended) {
      const joined = held.length === 1 ? held[0]! : Buffer.concat(held);
      let whole: Buffer;
      try {
        whole = encoding === 'identity' ? joined : compressWhole(joined, encoding, compression);
      } catch (error) {
        settle(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      res.end(whole);
      return;
    }
    if (encoding === 'identity') {
      for (const chunk of held) res.write(chunk);
      held.length = 0;
      body.pipe(res);
      return;
    }
    compressor = createCompressor(encoding, compression);
    compressor.once('error', settle);
    for (const chunk of held) compressor.write(chunk);
    held.length = 0;
    body.pipe(compressor).pipe(res);
  }
}

/**
 * A body that is whole before its headers went out (a page the rows writer wrote): compressed
 * in one call and written with the end of the response, no stream in between. False (logged,
 * the response destroyed) if it could not be compressed.
 */
export function sendWhole(
  body: Buffer,
  res: ServerResponse,
  encoding: Encoding,
  logger: Logger,
  compression?: Compression,
): boolean {
  let bytes: Buffer;
  try {
    bytes = encoding === 'identity' ? body : compressWhole(body, encoding, compression);
  } catch (error) {
    logger.warn('response stream failed', { err: error instanceof Error ? error.message : String(error) });
    res.destroy();
    return false;
  }
  res.end(bytes);
  return true;
}
