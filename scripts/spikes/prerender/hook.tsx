/**
 * The prerender spike's entry (decision 102): loaded with `--require` before dist/server/main.cjs,
 * so the real server answers real requests while this module records each HTML render's request
 * (by wrapping the rsc bundle's `renderFlight`), then renders those requests again in a loop with
 * each HTML step under test and prints what one costs. Started by run.ts, never in production.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RscModule } from '../../../shared/render/contract';
import { measureAll } from './measure';
import { serveResumed } from './serve';
import type { Captured } from './candidates';

const rscPath = join(process.cwd(), 'dist/rsc/rsc.cjs');
const real = __non_webpack_require__(rscPath) as RscModule;
const captured = new Map<string, Captured>();
const patched: RscModule = {
  renderFlight(request, services, clientManifest) {
    if (request.splices && !captured.has(request.url))
      captured.set(request.url, { request, services, clientManifest, rsc: real });
    return real.renderFlight(request, services, clientManifest);
  },
};
(__non_webpack_require__.cache[rscPath] as { exports: RscModule }).exports = patched;

const origin = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

async function ask(path: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const res = await fetch(origin + path);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never answered 200`);
}

async function main(): Promise<void> {
  // run.mjs finds the article through the front door once the server answers, then names the pages.
  const file = process.env.SPIKE_PAGES_FILE ?? '';
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
  const pages = readFileSync(file, 'utf8').split(',');
  for (const path of pages) {
    await ask(path);
    captured.delete(path); // the first render fetched its content: record a warm one
    await ask(path);
  }
  const recorded = pages.map((path) => ({ path, captured: captured.get(path) }));
  const servePort = Number(process.env.SPIKE_SERVE_PORT ?? 0);
  if (servePort > 0) {
    await serveResumed(recorded, origin, servePort);
    process.stdout.write(`SPIKE_SERVING http://127.0.0.1:${servePort}\n`);
    return;
  }
  process.stdout.write(`SPIKE_RESULT ${JSON.stringify(await measureAll(recorded))}\n`);
}

main().catch((error: unknown) => {
  process.stdout.write(`SPIKE_FAILED ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
});
