/**
 * The SSR step: the flight stream from the rsc bundle becomes streamed HTML. The payload is
 * parsed inside React DOM's render (the SsrRoot component), which is what lets React emit the
 * resource hints the payload carries (the image hosts' preconnects, the font preloads). The client chunks get no
 * `<script async>` from React: the boot script starts them after the largest picture
 * (server/render/scriptsAfterLcp.ts). The flight stream is read twice,
 * once for SSR and once to inline it for hydration (FlightInliner).
 */
import { AsyncResource } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { use } from 'react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createFromNodeStream } from 'react-server-dom-webpack/client';
import type { ServerConsumerManifest } from 'react-server-dom-webpack/client';
import type { HtmlSplices } from '../../shared/render/splices';
import { FlightInliner, inlineDocument } from './FlightInliner';
import { utf8BytesOf } from '../http/utf8';
import type { FlightFanout } from './flightFanout';
import { Unsupported } from './htmlWriter';
import { writeDocument } from './htmlWriter';
import type { HtmlWriter } from './htmlWriter';
import { textSink } from './textSink';
import './clientModules';

/** What SsrRoot renders from (exported for the prerender spike, scripts/spikes/prerender/). */
export interface FlightHolder {
  flight: Readable;
  manifest: ServerConsumerManifest;
  nonce: string;
  tree?: Promise<ReactNode>;
}

/**
 * The flight stream's events fire in the context of whoever writes it (the rsc render), not of
 * this SSR render. React DOM finds its request through AsyncLocalStorage when a hint row (or,
 * with `moduleLoading`, a client reference) arrives and emits its tag; outside the render's
 * context the tag is silently dropped. So the listeners React attaches are bound to the context in which it
 * attaches them: inside SsrRoot's render.
 */
function bindListenersToCurrentContext(stream: Readable): Readable {
  const on = stream.on.bind(stream);
  // One async resource for all listeners, made in the current context when React attaches the
  // first one. (`AsyncLocalStorage.snapshot()` does the same through `AsyncResource.bind`, which
  // also defines two deprecated accessors on every bound function: about 1% of a page's CPU.)
  let scope: AsyncResource | undefined;
  stream.on = ((event: string, listener: (...args: unknown[]) => void) => {
    scope ??= new AsyncResource('neutron.ssr-flight');
    const resource = scope;
    return on(event, (...args: unknown[]) => resource.runInAsyncScope(listener, stream, ...args));
  }) as Readable['on'];
  return stream;
}

export function SsrRoot({ holder }: { holder: FlightHolder }) {
  holder.tree ??= createFromNodeStream<ReactNode>(bindListenersToCurrentContext(holder.flight), holder.manifest, {
    nonce: holder.nonce,
  });
  return use(holder.tree);
}

/**
 * How long a shell whose Suspense sections are still pending is held back, waiting for them
 * (decision 025). Sections whose data is cached resolve within a millisecond or two: the page
 * then goes out complete, without fallbacks, React's boundary-reveal script or a second pass in
 * the browser. A section still waiting after this long streams in after the shell, as before.
 */
export const SHELL_HOLD_MS = 15;

export interface HtmlOptions {
  nonce: string;
  manifest: ServerConsumerManifest;
  /** The inline script that starts the browser entry (server/render/scriptsAfterLcp.ts), written with the nonce where React would write the entry's tag. */
  bootScript: string;
  /** Aborts rendering (pending Suspense boundaries fall back to client rendering) after this long. */
  timeoutMs: number;
  onError: (error: unknown) => void;
  /** Called at every point where the HTML so far is complete (to flush compression). */
  onBatch?: () => void;
  /** The ready HTML strings the rsc render registered (shared/render/splices.ts). */
  splices?: HtmlSplices;
  /** Writes the HTML from the flight rows when it can (server/render/htmlWriter/); without it, React DOM writes every page. */
  writer?: HtmlWriter;
  /** Told who wrote the page: `rows` (server/render/htmlWriter/) or `react-dom`. */
  onWritten?: (by: 'rows' | 'react-dom') => void;
  /** Where the writer reports what it could not write exactly (verify mode's differences). */
  onWriterNote?: (message: string, fields: Record<string, unknown>) => void;
}

/** React DOM's whole document for a whole payload, as a string (verify mode). */
function fizzToString(payload: Buffer, options: HtmlOptions): Promise<string> {
  const flight = new PassThrough();
  flight.end(payload);
  const holder: FlightHolder = { flight, manifest: options.manifest, nonce: options.nonce };
  return new Promise((resolve, reject) => {
    const sink = textSink(resolve);
    const { pipe } = renderToPipeableStream(<SsrRoot holder={holder} />, {
      nonce: options.nonce,
      bootstrapScriptContent: options.bootScript,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: () => {},
    });
  });
}

/** Where two documents first differ, with a little of each around it. */
function firstDifference(a: string, b: string): Record<string, unknown> {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return { offset: at, rows: a.slice(Math.max(0, at - 60), at + 60), fizz: b.slice(Math.max(0, at - 60), at + 60) };
}

/**
 * The rows writer's document when it can write this page exactly, or undefined (counted) when
 * React DOM must. In verify mode both write it and React DOM's document is the one served.
 */
async function writtenFromRows(
  flight: FlightFanout,
  options: HtmlOptions,
  writer: HtmlWriter,
): Promise<string | undefined> {
  let html: string | undefined;
  let reason: string | undefined;
  try {
    html = writeDocument(flight.values() ?? flight.bytes(), {
      nonce: options.nonce,
      bootScript: options.bootScript,
      writer,
    });
  } catch (error) {
    reason = error instanceof Unsupported ? error.message : 'error';
    if (!(error instanceof Unsupported))
      options.onWriterNote?.('html writer failed', { err: error instanceof Error ? error.message : String(error) });
  }
  if (writer.mode === 'verify') {
    const fizz = await fizzToString(flight.bytes(), options);
    if (html === undefined) {
      writer.count('unsupported', reason);
      options.onWriterNote?.('html writer left the page to React DOM', { reason });
    } else if (html === fizz) writer.count('rows');
    else {
      writer.count('mismatch');
      options.onWriterNote?.('html writer differs from React DOM', firstDifference(html, fizz));
    }
    return fizz;
  }
  if (html === undefined) writer.count('unsupported', reason);
  else writer.count('rows');
  return html;
}

/**
 * Resolves once the shell is ready, with the HTML stream; rejects if the shell fails. A payload
 * whole within the shell hold is written by the rows writer into one document with the payload
 * inlined, and resolves with its bytes; otherwise React DOM renders from one copy of the flight stream while the inliner
 * interleaves another (server/render/flightFanout.ts).
 */
export async function renderHtml(flight: FlightFanout, options: HtmlOptions): Promise<Readable | Buffer> {
  const writer = options.writer;
  if (writer === undefined || writer.mode === 'fizz') {
    options.onWritten?.('react-dom');
    return renderWithFizz(flight.branch(), flight.branch(), options);
  }
  const settled = await flight.settle(SHELL_HOLD_MS, options.timeoutMs);
  if (settled.whole) {
    const html = await writtenFromRows(flight, options, writer);
    if (html !== undefined) {
      options.onWritten?.(writer.mode === 'verify' ? 'react-dom' : 'rows');
      return utf8BytesOf(inlineDocument(html, flight.text(), options));
    }
  } else writer.count('streamed');
  options.onWritten?.('react-dom');
  return renderWithFizz(flight.branch(), flight.branch(), options);
}

/** React DOM renders the page from the flight stream, streaming the shell and then the rest. */
function renderWithFizz(forSsr: Readable, forInline: Readable, options: HtmlOptions): Promise<Readable> {
  const holder: FlightHolder = { flight: forSsr, manifest: options.manifest, nonce: options.nonce };

  return new Promise((resolve, reject) => {
    const inliner = new FlightInliner(forInline, options.nonce, options.onBatch, options.splices);
    const timer = setTimeout(() => abort(new Error(`SSR timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
    timer.unref();
    inliner.once('close', () => clearTimeout(timer));
    let piped = false;
    let hold: NodeJS.Timeout | undefined;
    const start = () => {
      if (piped) return;
      piped = true;
      clearTimeout(hold);
      resolve(pipe(inliner));
    };
    const { pipe, abort } = renderToPipeableStream(<SsrRoot holder={holder} />, {
      nonce: options.nonce,
      bootstrapScriptContent: options.bootScript,
      onShellReady() {
        hold = setTimeout(start, SHELL_HOLD_MS);
      },
      onAllReady: start,
      onShellError(error) {
        clearTimeout(timer);
        clearTimeout(hold);
        reject(error);
      },
      onError(error) {
        options.onError(error);
      },
    });
  });
}
