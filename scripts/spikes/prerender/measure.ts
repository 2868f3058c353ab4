/**
 * Times each candidate HTML step of the spike (candidates.tsx) on the recorded pages: CPU of the
 * whole process (process.cpuUsage, all threads, as the bench reads /proc) over a batch of
 * sequential renders, in interleaved rounds, so a noisy minute falls on every candidate alike.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConsumerManifest } from 'react-server-dom-webpack/client';
import { loadRscBundle } from '../../../server/render/rscBundle';
import { createHtmlWriter, manifestLoader } from '../../../server/render/htmlWriter';
import type { Captured, FlightRow, Prerendered, Setup, Shell } from './candidates';
import {
  fizzPage,
  flightOnly,
  makeShell,
  parseOnly,
  flightWithHoles,
  parsedTree,
  payloadOf,
  prerenderShell,
  prerenderWithHoles,
  resumePage,
  resumeWithHoles,
  rowsPage,
  shellPage,
  suspenseRows,
} from './candidates';

const ROUNDS = Number(process.env.SPIKE_ROUNDS ?? 5);
const BATCH = Number(process.env.SPIKE_BATCH ?? 200);
/**
 * The client components whose elements carry what differs between readers of one page (sign-in
 * state, ad slots by device and A/B test, tracking fields, consent, scripts): each gets a hole of
 * its own in the `resumeHoles` candidate. AdPage also carries per-reader targeting, but it wraps
 * the whole article: a hole there would be the page.
 */
export const HOLE_COMPONENTS = (
  process.env.SPIKE_HOLE_COMPONENTS ?? 'JoinLoginButton,AdSlot,PageTracker,ScriptLoader,ConsentManager'
).split(',');

interface PageResult {
  path: string;
  bytes: Record<string, number>;
  sameAsRows: Record<string, boolean>;
  holes: { held: string[]; preludeBytes: number; postponed: boolean };
  islandHoles: { held: number; preludeBytes: number; postponed: boolean };
  cpuMs: Record<string, number[]>;
}

/** The rows held back from the prerender: each Suspense boundary's content, or the ids SPIKE_HOLD_ROWS names. */
function holdPolicy(): (row: FlightRow, rows: readonly FlightRow[]) => boolean {
  const named = process.env.SPIKE_HOLD_ROWS;
  if (named !== undefined) {
    const ids = named.split(',').filter(Boolean);
    return (row) => ids.includes(row.id);
  }
  let ids: Set<string> | undefined;
  return (row, rows) => (ids ??= suspenseRows(rows)).has(row.id);
}

async function cpuPerRender(render: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < BATCH; i++) await render();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / BATCH;
}

/** The spike's own SSR manifest (its module ids), the boot script, and a writer of each mode. */
export function createSetup(): Setup {
  const bundle = loadRscBundle(join(process.cwd(), 'dist'));
  const manifest = {
    ...(JSON.parse(
      readFileSync(join(process.cwd(), '.cache/prerender-spike/ssr-manifest.json'), 'utf8'),
    ) as ServerConsumerManifest),
    moduleLoading: null,
  };
  const load = manifestLoader(manifest);
  return {
    manifest,
    bootScript: bundle.bootScript,
    rows: createHtmlWriter({ mode: 'rows', load }),
    fizz: createHtmlWriter({ mode: 'fizz', load }),
  };
}

export async function measureAll(
  pages: Array<{ path: string; captured: Captured | undefined }>,
): Promise<PageResult[]> {
  const setup = createSetup();
  const results: PageResult[] = [];
  for (const { path, captured } of pages) {
    if (!captured) throw new Error(`no HTML render of ${path} was recorded`);
    const dump = process.env.SPIKE_DUMP;
    if (dump) {
      writeFileSync(join(dump, `${path.replace(/\W+/g, '_')}.flight`), await payloadOf(captured));
    }
    const shell: Shell = await makeShell(captured, setup);
    const prerendered: Prerendered = await prerenderShell(captured, setup, holdPolicy());
    const { tree } = await parsedTree(captured, setup);
    const holed: Prerendered = await prerenderWithHoles(captured, setup, HOLE_COMPONENTS);
    const candidates: Record<string, () => Promise<unknown>> = {
      flight: () => flightOnly(captured),
      parse: () => parseOnly(captured, setup),
      rows: () => rowsPage(captured, setup),
      fizz: () => fizzPage(captured, setup),
      shell: () => shellPage(captured, shell),
      ...(prerendered.postponed
        ? {
            resume: () => resumePage(captured, setup, prerendered),
            resumeTree: () => resumePage(captured, setup, prerendered, tree),
          }
        : {}),
      holesPayload: () => flightWithHoles(captured, HOLE_COMPONENTS),
      resumeHoles: () => resumeWithHoles(captured, setup, holed, HOLE_COMPONENTS),
    };
    const outputs: Record<string, Buffer> = {
      rows: await rowsPage(captured, setup),
      fizz: await fizzPage(captured, setup),
      shell: await shellPage(captured, shell),
      ...(prerendered.postponed
        ? {
            resume: await resumePage(captured, setup, prerendered),
            resumeTree: await resumePage(captured, setup, prerendered, tree),
          }
        : {}),
      resumeHoles: await resumeWithHoles(captured, setup, holed, HOLE_COMPONENTS),
    };
    if (dump)
      for (const [name, body] of Object.entries(outputs))
        writeFileSync(join(dump, `${path.replace(/\W+/g, '_')}.${name}.html`), body);
    const withoutNonces = (body: Buffer) => body.toString('utf8').replace(/nonce="[^"]*"/g, 'nonce=""');
    const cpuMs: Record<string, number[]> = {};
    // SPIKE_CANDIDATES picks some: React DOM's renders (fizz) leave ~125 KB each on this harness's
    // heap (not in the server: its RSS holds steady under HTML_WRITER=fizz), so they run apart.
    const picked = process.env.SPIKE_CANDIDATES?.split(',');
    const names = Object.keys(candidates).filter((name) => !picked || picked.includes(name));
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order each round: a noisy stretch then falls on each candidate in turn.
      for (let i = 0; i < names.length; i++) {
        const name = names[(i + round) % names.length] as string;
        (cpuMs[name] ??= []).push(await cpuPerRender(candidates[name] as () => Promise<unknown>));
        if (process.env.SPIKE_TRACE)
          process.stdout.write(`trace ${path} ${name} heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(1)} MB\n`);
      }
    }
    results.push({
      path,
      bytes: Object.fromEntries(Object.entries(outputs).map(([name, body]) => [name, body.length])),
      sameAsRows: Object.fromEntries(
        Object.entries(outputs).map(([name, body]) => [
          name,
          withoutNonces(body) === withoutNonces(outputs.rows as Buffer),
        ]),
      ),
      holes: {
        held: prerendered.heldRows,
        preludeBytes: Buffer.byteLength(prerendered.prelude),
        postponed: prerendered.postponed !== null,
      },
      islandHoles: {
        held: holed.heldRows.length,
        preludeBytes: Buffer.byteLength(holed.prelude),
        postponed: holed.postponed !== null,
      },
      cpuMs,
    });
  }
  return results;
}
