/**
 * Writes a rendered page to the Node response: the flight stream as `text/x-component` for
 * client navigations, or streamed HTML with the flight rows inlined. Headers (status,
 * Server-Timing with the render phase, CSP with the request's nonce) go out when React's shell
 * is ready; after that the body streams, compressed when the client accepts it.
 */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { sendBody, sendWhole } from './sendBody';
import type { Compression, Encoding } from '../http/encoding';
import type { PageRequest, RscServices } from '../../shared/render/contract';
import type { Logger } from '../ops/logger';
import type { ServerTiming } from '../ops/timing';
import type { RscBundle } from './rscBundle';
import { renderHtml } from './renderHtml';
import type { HtmlWriter } from './htmlWriter';
import { FlightFanout } from './flightFanout';
import { createHtmlSplices } from '../../shared/render/splices';
import { randomBytes } from 'node:crypto';

/** The process's splice key: content cannot contain a token it does not know (shared/render/splices.ts). */
const SPLICE_KEY = randomBytes(6).toString('hex');
import { renderedBody } from '../pages/pageHeaders';

export interface SendOptions {
  status: number;
  headers: Record<string, string | string[]>;
  rsc: boolean;
  encoding: Encoding;
  /** How hard to compress (config BROTLI_QUALITY); the default without it. */
  compression?: Compression;
  nonce: string;
  timing: ServerTiming;
  request: PageRequest;
  services: RscServices;
  renderTimeoutMs: number;
  logger: Logger;
  /** Writes the HTML from the flight rows when it can (server/render/htmlWriter/). */
  writer?: HtmlWriter;
  /** Called with the whole uncompressed body when the render completed without any error. */
  onComplete?: (body: Buffer, contentType: string) => void;
}

export class ShellError extends Error {
  override readonly name = 'ShellError';
}

/**
 * Resolves when headers have been sent (the body keeps streaming); rejects with ShellError
 * before anything is written if React cannot render the shell, so the caller can answer with
 * the error page instead.
 */
export async function sendRendered(bundle: RscBundle, res: ServerResponse, options: SendOptions): Promise<void> {
  const { headers, encoding, timing, logger } = options;
  const endRender = timing.start('render');
  let failed = false;
  // Object.assign, not `{ ...options.request, onRenderError, splices }`: on Node 20 a property
  // added after a leading spread costs ~0.5 µs (decision 094).
  const request: PageRequest = Object.assign({}, options.request, {
    onRenderError: () => (failed = true),
    splices: options.rsc ? undefined : createHtmlSplices(SPLICE_KEY),
  });
  const flight = bundle.rsc.renderFlight(request, options.services, bundle.clientManifest);
  const fanout = new FlightFanout();
  flight.pipe(fanout.asDestination());
  const abort = () => flight.abort(new Error('client went away'));
  res.once('close', () => {
    if (!res.writableFinished) abort();
  });

  if (options.rsc) {
    endRender();
    const contentType = 'text/x-component; charset=utf-8';
    renderedBody(headers, contentType, encoding, timing);
    res.writeHead(options.status, headers);
    const flightStream = fanout.branch();
    sendBody(
      flightStream,
      res,
      encoding,
      logger,
      abort,
      capture(flightStream, contentType, () => failed, options.onComplete),
      options.compression,
    );
    return;
  }

  let html: Readable | Buffer;
  let written: string | undefined;
  try {
    html = await renderHtml(fanout, {
      nonce: options.nonce,
      manifest: bundle.ssrManifest,
      bootScript: bundle.bootScript,
      timeoutMs: options.renderTimeoutMs,
      splices: request.splices,
      writer: options.writer,
      onWritten: (by) => (written = by),
      onWriterNote: (message, fields) => logger.warn(message, { ...fields, url: request.url }),
      onError: (error) => {
        failed = true;
        logger.error('render error', { err: error instanceof Error ? error.message : String(error) });
      },
    });
  } catch (error) {
    abort();
    throw new ShellError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  // Server-Timing says who wrote the HTML: the rows writer or React DOM (decision 025).
  timing.end('render', written);
  const contentType = 'text/html; charset=utf-8';
  renderedBody(headers, contentType, encoding, timing);
  res.writeHead(options.status, headers);
  if (Buffer.isBuffer(html)) {
    // Whole (the rows writer's document): written at once, stored if nothing failed.
    if (sendWhole(html, res, encoding, logger, options.compression) && !failed) options.onComplete?.(html, contentType);
    return;
  }
  sendBody(
    html,
    res,
    encoding,
    logger,
    abort,
    capture(html, contentType, () => failed, options.onComplete),
    options.compression,
  );
}

/** Collects the body as it streams, and hands it over only if everything went well. */
function capture(
  body: Readable,
  contentType: string,
  failed: () => boolean,
  onComplete: SendOptions['onComplete'],
): ((ok: boolean) => void) | undefined {
  if (!onComplete) return undefined;
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  return (ok) => {
    if (ok && !failed()) onComplete(Buffer.concat(chunks), contentType);
  };
}
