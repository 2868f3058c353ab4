/**
 * The HTML steps the spike compares (decision 102), each from the same recorded request: the
 * rsc bundle writes the page's flight payload, then one of them turns it into the document's bytes.
 *
 * - `rows`: today's path (server/render/renderHtml.tsx with the rows writer).
 * - `fizz`: the same function with React DOM writing every page (`HTML_WRITER=fizz`).
 * - `resume`: React DOM's public partial prerendering. The document is prerendered once from a
 *   payload whose hole rows are held back (react-dom/static `prerenderToNodeStream`, then abort):
 *   the prelude and the postponed state are kept; each request resumes (react-dom/server
 *   `resumeToPipeableStream`) from its own payload, and its holes follow the prelude. The holes are
 *   today's Suspense boundaries (`resume`; `resumeTree` replays from a tree parsed once, a floor),
 *   or a boundary around each per-reader island, made by rewriting the payload (`resumeHoles`).
 * - `shell`: a shell kept as a string (the rows writer's document of the first request) with this
 *   request's splices and payload put in: the least any cached shell can cost.
 * - `flight` and `parse`: the payload alone, and the payload parsed by React's flight client,
 *   every row of it.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Readable, Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { resumeToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PostponedState } from 'react-dom/static';
import { createFromNodeStream } from 'react-server-dom-webpack/client';
import type { ServerConsumerManifest } from 'react-server-dom-webpack/client';
import { createHtmlSplices } from '../../../shared/render/splices';
import type { HtmlSplices } from '../../../shared/render/splices';
import type { PageRequest, RscModule, RscServices } from '../../../shared/render/contract';
import { utf8BytesOf } from '../../../server/http/utf8';
import { inlineDocument } from '../../../server/render/FlightInliner';
import { FlightFanout } from '../../../server/render/flightFanout';
import { renderHtml, SHELL_HOLD_MS, SsrRoot } from '../../../server/render/renderHtml';
import type { FlightHolder } from '../../../server/render/renderHtml';
import { textSink } from '../../../server/render/textSink';
import { writeDocument } from '../../../server/render/htmlWriter';
import type { HtmlWriter } from '../../../server/render/htmlWriter';

/** A real HTML render's inputs, recorded from the server (hook.tsx). */
export interface Captured {
  request: PageRequest;
  services: RscServices;
  clientManifest: unknown;
  rsc: RscModule;
}

export interface Setup {
  manifest: ServerConsumerManifest;
  bootScript: string;
  rows: HtmlWriter;
  fizz: HtmlWriter;
}

const SPLICE_KEY = randomBytes(6).toString('hex');
const TIMEOUT_MS = Number(process.env.SPIKE_TIMEOUT_MS ?? 5_000);

function nonce(): string {
  return randomBytes(18).toString('base64');
}

/** The rsc render of the recorded request, as sendRendered starts it; resolves once the payload is whole. */
async function flightOf(page: Captured): Promise<{ fanout: FlightFanout; splices: HtmlSplices }> {
  const splices = createHtmlSplices(SPLICE_KEY);
  const request: PageRequest = Object.assign({}, page.request, { onRenderError: () => {}, splices });
  const flight = page.rsc.renderFlight(request, page.services, page.clientManifest);
  const fanout = new FlightFanout();
  flight.pipe(fanout.asDestination());
  const settled = await fanout.settle(SHELL_HOLD_MS, TIMEOUT_MS);
  if (!settled.whole) throw new Error(`the payload of ${page.request.url} was not whole within the hold`);
  return { fanout, splices };
}

/** Everything a readable gives, as one string. */
function drain(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    stream.once('end', () => {
      // As the response does once written: the inliner's close clears the render's timeout.
      stream.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    stream.once('error', reject);
  });
}

export async function rowsPage(page: Captured, setup: Setup): Promise<Buffer> {
  const { fanout, splices } = await flightOf(page);
  const html = await renderHtml(fanout, {
    nonce: nonce(),
    manifest: setup.manifest,
    bootScript: setup.bootScript,
    timeoutMs: TIMEOUT_MS,
    splices,
    writer: setup.rows,
    onError: rethrowLater,
  });
  return Buffer.isBuffer(html) ? html : Buffer.from(await drain(html));
}

export async function fizzPage(page: Captured, setup: Setup): Promise<Buffer> {
  const { fanout, splices } = await flightOf(page);
  const html = await renderHtml(fanout, {
    nonce: nonce(),
    manifest: setup.manifest,
    bootScript: setup.bootScript,
    timeoutMs: TIMEOUT_MS,
    splices,
    writer: setup.fizz,
    onError: rethrowLater,
  });
  return Buffer.isBuffer(html) ? html : Buffer.from(await drain(html));
}

export async function flightOnly(page: Captured): Promise<number> {
  const { fanout } = await flightOf(page);
  return fanout.text().length;
}

export async function payloadOf(page: Captured): Promise<Buffer> {
  const { fanout } = await flightOf(page);
  return fanout.bytes();
}

export async function parseOnly(page: Captured, setup: Setup): Promise<number> {
  const { fanout } = await flightOf(page);
  const branch = fanout.branch();
  const ended = new Promise((resolve) => branch.once('end', resolve));
  await createFromNodeStream<ReactNode>(branch, setup.manifest);
  await ended;
  return fanout.text().length;
}

/** The page's tree parsed once by React's flight client, every row resolved. */
export async function parsedTree(page: Captured, setup: Setup): Promise<{ tree: Promise<ReactNode> }> {
  const { fanout } = await flightOf(page);
  const branch = fanout.branch();
  const ended = new Promise((resolve) => branch.once('end', resolve));
  const tree = createFromNodeStream<ReactNode>(branch, setup.manifest);
  await tree;
  await ended;
  return { tree };
}

/**
 * The rows that hold each Suspense boundary's content in today's tree (`"children":"$L<id>"` of
 * a `$Sreact.suspense` element): the holes a prerender of the page can leave without changing it.
 */
export function suspenseRows(rows: readonly FlightRow[]): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      if (value[0] === '$' && value[1] === '$Sreact.suspense') {
        const children = (value[3] as { children?: unknown } | undefined)?.children;
        if (typeof children === 'string' && children.startsWith('$L')) ids.add(children.slice(2));
      }
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) visit(item);
  };
  for (const row of rows) {
    const text = row.bytes.toString('utf8', row.id.length + 1).trimEnd();
    if (text.startsWith('[') || text.startsWith('{')) visit(JSON.parse(text));
  }
  return ids;
}

/** A document kept as a string with its nonce: the rows writer's HTML of one request. */
export interface Shell {
  html: string;
  nonce: string;
}

export async function makeShell(page: Captured, setup: Setup): Promise<Shell> {
  const { fanout } = await flightOf(page);
  const shellNonce = nonce();
  return {
    html: writeDocument(fanout.values() ?? fanout.bytes(), {
      nonce: shellNonce,
      bootScript: setup.bootScript,
      writer: setup.rows,
    }),
    nonce: shellNonce,
  };
}

/** The kept shell with this request's splices and payload: as a render-cache replay, under the shell's nonce. */
export async function shellPage(page: Captured, shell: Shell): Promise<Buffer> {
  const { fanout, splices } = await flightOf(page);
  return utf8BytesOf(inlineDocument(shell.html, fanout.text(), { nonce: shell.nonce, splices }));
}

/** One row of a flight payload: its id and its bytes (text rows `id:T<hex>,` carry a byte length, others end at a newline). */
export interface FlightRow {
  id: string;
  bytes: Buffer;
}

export function splitRows(payload: Buffer): FlightRow[] {
  const rows: FlightRow[] = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(0x3a, at);
    if (colon < 0) throw new Error('a flight row without an id');
    const id = payload.toString('latin1', at, colon);
    let end: number;
    if (payload[colon + 1] === 0x54) {
      const comma = payload.indexOf(0x2c, colon);
      end = comma + 1 + parseInt(payload.toString('latin1', colon + 2, comma), 16);
    } else {
      const newline = payload.indexOf(0x0a, colon);
      end = newline < 0 ? payload.length : newline + 1;
    }
    rows.push({ id, bytes: payload.subarray(at, end) });
    at = end;
  }
  return rows;
}

/** What React DOM's prerender kept: the prelude, the postponed state, and what was held back to make holes. */
export interface Prerendered {
  prelude: string;
  postponed: PostponedState | null;
  nonce: string;
  heldRows: string[];
}

/**
 * Prerenders the document from the request's payload without the rows `hold` picks: React DOM
 * waits for them, the abort leaves each boundary around them as a hole in the postponed state.
 */
export async function prerenderShell(
  page: Captured,
  setup: Setup,
  hold: (row: FlightRow, rows: readonly FlightRow[]) => boolean,
): Promise<Prerendered> {
  const { fanout } = await flightOf(page);
  const rows = splitRows(fanout.bytes());
  return prerenderPayload(fanout.bytes(), setup, (row) => hold(row, rows));
}

async function prerenderPayload(
  payload: Buffer,
  setup: Setup,
  hold: (row: FlightRow) => boolean,
): Promise<Prerendered> {
  const rows = splitRows(payload);
  const held = rows.filter(hold);
  const flight = new PassThrough();
  for (const row of rows) if (!held.includes(row)) flight.write(row.bytes);
  const shellNonce = nonce();
  const holder: FlightHolder = { flight, manifest: setup.manifest, nonce: shellNonce };
  const controller = new AbortController();
  // React DOM 19.3.1's prerender takes no nonce (it passes none to its render state): the
  // prelude's inline scripts (the boot script, React's own) get the shell's nonce below, once.
  const pending = prerenderToNodeStream(<SsrRoot holder={holder} />, {
    bootstrapScriptContent: setup.bootScript,
    signal: controller.signal,
    onError: () => {},
  });
  // The kept rows are parsed and rendered within a few turns of the loop; then the held ones are the holes.
  await new Promise((resolve) => setTimeout(resolve, 100));
  controller.abort(new Error('prerendered'));
  const { prelude, postponed } = await pending;
  flight.destroy();
  const html = (await drain(prelude as Readable)).replace(
    /<script(?=[ >])(?![^>]*\bnonce=)(?![^>]*\btype="(?:application\/(?:ld\+)?json|text\/plain)")/g,
    `<script nonce="${shellNonce}"`,
  );
  return { prelude: html, postponed, nonce: shellNonce, heldRows: held.map((row) => row.id) };
}

/** The prelude, then React DOM resuming the holes from this request's payload, with the payload inlined. */
export async function resumePage(
  page: Captured,
  setup: Setup,
  shell: Prerendered,
  tree?: Promise<ReactNode>,
): Promise<Buffer> {
  const { fanout, splices } = await flightOf(page);
  const resumed = await resumeFrom(fanout.branch(), setup, shell, tree);
  return utf8BytesOf(inlineDocument(shell.prelude + resumed, fanout.text(), { nonce: shell.nonce, splices }));
}

/**
 * React DOM resuming the postponed holes from a flight stream. With `tree`, it replays them from
 * a tree parsed once instead (the request's payload is still written, for the inline script):
 * the least resume can cost, not a correct page.
 */
function resumeFrom(flight: Readable, setup: Setup, shell: Prerendered, tree?: Promise<ReactNode>): Promise<string> {
  if (!shell.postponed) throw new Error('nothing was postponed');
  const postponed = shell.postponed;
  const holder: FlightHolder = tree
    ? { flight: new PassThrough(), manifest: setup.manifest, nonce: shell.nonce, tree }
    : { flight, manifest: setup.manifest, nonce: shell.nonce };
  return new Promise<string>((resolve, reject) => {
    let pipe: ((destination: Writable) => Writable) | undefined;
    let ready = false;
    const start = () => {
      if (pipe && ready) pipe(textSink(resolve));
    };
    // @types/react-dom 19 declares a promise; React DOM 19.3.1's Node build returns the stream itself.
    const started = resumeToPipeableStream(<SsrRoot holder={holder} />, postponed, {
      nonce: shell.nonce,
      onAllReady: () => {
        ready = true;
        start();
      },
      onShellError: reject,
      onError: rethrowLater,
    });
    Promise.resolve(started).then((stream) => {
      pipe = (destination) => stream.pipe(destination);
      start();
    }, reject);
  });
}

/**
 * The payload as it would be if the rsc tree put each element of the named client components in a
 * Suspense boundary of its own (a change to rsc/ this spike does not make): each such element
 * moves to a row of its own, `$L`-referenced from a boundary with no fallback, keeping its key.
 * Returns the new payload and the ids of the moved rows (the holes a prerender leaves).
 */
export function withHoles(payload: Buffer, components: readonly string[]): { payload: Buffer; moved: string[] } {
  const rows = splitRows(payload);
  const references = new Set<string>();
  let next = 0;
  for (const row of rows) {
    if (row.id !== '') next = Math.max(next, parseInt(row.id, 16) + 1);
    const text = row.bytes.toString('utf8', row.id.length + 1);
    if (
      text.startsWith('I[') &&
      components.some((name) => text.trimEnd().endsWith(`"${name}"]`) || isNamedBy(rows, text, name))
    )
      references.add(`$L${row.id}`);
  }
  const moved: string[] = [];
  const added: string[] = [];
  const rewrite = (value: unknown): unknown => {
    if (!Array.isArray(value)) {
      if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, rewrite(item)]));
      return value;
    }
    if (value[0] === '$' && typeof value[1] === 'string' && references.has(value[1])) {
      const id = (next++).toString(16);
      moved.push(id);
      added.push(`${id}:${JSON.stringify(value)}\n`);
      return ['$', '$Sreact.suspense', value[2] ?? null, { fallback: null, children: `$L${id}` }];
    }
    return value.map(rewrite);
  };
  const out: Buffer[] = [];
  for (const row of rows) {
    const text = row.bytes.toString('utf8', row.id.length + 1);
    if (row.id !== '' && (text.startsWith('[') || text.startsWith('{')))
      out.push(Buffer.from(`${row.id}:${JSON.stringify(rewrite(JSON.parse(text)))}\n`));
    else out.push(row.bytes);
  }
  out.push(Buffer.from(added.join('')));
  return { payload: Buffer.concat(out), moved };
}

/** Whether an import row names `name` through a string row (`I[...,"$12"]` with `12:"PrivacySettingsButton"`). */
function isNamedBy(rows: readonly FlightRow[], text: string, name: string): boolean {
  const match = /"\$([0-9a-f]+)"\]$/.exec(text.trimEnd());
  const named = match ? rows.find((row) => row.id === match[1]) : undefined;
  return named !== undefined && named.bytes.toString('utf8', named.id.length + 1).trimEnd() === JSON.stringify(name);
}

/** Prerenders the payload with holes around the named components; the moved rows are held back. */
export async function prerenderWithHoles(
  page: Captured,
  setup: Setup,
  components: readonly string[],
): Promise<Prerendered> {
  const { fanout } = await flightOf(page);
  const { payload, moved } = withHoles(fanout.bytes(), components);
  return prerenderPayload(payload, setup, (row) => moved.includes(row.id));
}

/** This request's payload with holes around the named components, the holes resumed from it. */
export async function resumeWithHoles(
  page: Captured,
  setup: Setup,
  shell: Prerendered,
  components: readonly string[],
): Promise<Buffer> {
  const { fanout, splices } = await flightOf(page);
  const { payload } = withHoles(fanout.bytes(), components);
  const flight = new PassThrough();
  flight.end(payload);
  const resumed = await resumeFrom(flight, setup, shell);
  return utf8BytesOf(
    inlineDocument(shell.prelude + resumed, payload.toString('utf8'), { nonce: shell.nonce, splices }),
  );
}

/** The cost of `withHoles` alone on this request's payload (to take out of resumeWithHoles' figure). */
export async function flightWithHoles(page: Captured, components: readonly string[]): Promise<number> {
  const { fanout } = await flightOf(page);
  return withHoles(fanout.bytes(), components).payload.length;
}

/** A render error in a loop under measurement is a broken spike: say so loudly, once. */
let reported = false;
function rethrowLater(error: unknown): void {
  if (reported) return;
  reported = true;
  process.stdout.write(`SPIKE_RENDER_ERROR ${error instanceof Error ? error.message : String(error)}\n`);
}
