/**
 * Starts the spike's stack for run.mjs and hydrate.mjs (decision 102): builds the spike
 * (webpack.spike.ts) into .cache/prerender-spike/, starts the local upstream and the production
 * server with the spike loaded beside it (render cache off), finds the bench's article as the
 * bench does (the front door's first article card), and names the pages to the spike.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeArgs } from '../../serverArgs.mjs';
import { articleCandidates } from '../../bench/discover.mjs';
import { freePort, HOST, startChild, tailOf, waitUntilUp } from '../../bench/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const HOOK = join(root, '.cache/prerender-spike/hook.cjs');

/** The front door's first article card that answers 200 (a few tries: a cold process may shed load). */
async function firstArticle(origin) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const door = await (await fetch(`${origin}/`)).text();
    for (const path of articleCandidates(door, origin)) {
      const res = await fetch(origin + path);
      await res.arrayBuffer();
      if (res.status === 200) return path;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the front door has no article card that answers 200');
}

/**
 * Resolves with { origin, pages, report }: `report` resolves with the spike's first SPIKE_RESULT or
 * SPIKE_SERVING line and rejects on SPIKE_FAILED, SPIKE_RENDER_ERROR or the server's exit.
 */
export async function startSpike(extraEnv = {}) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'node_modules/webpack/bin/webpack.js', '--config', 'scripts/spikes/prerender/webpack.spike.ts'],
    { cwd: root, stdio: 'inherit' },
  );
  const upstreamPort = await freePort();
  const upstream = startChild('upstream', ['--import', 'tsx', 'upstream/main.ts'], {
    cwd: root,
    env: { UPSTREAM_PORT: String(upstreamPort), UPSTREAM_LIVE_INTERVAL_MS: '0' },
  });
  await waitUntilUp(upstream, `http://${HOST}:${upstreamPort}/__health`);
  const port = await freePort();
  const pagesFile = join(mkdtempSync(join(tmpdir(), 'prerender-spike-')), 'pages');
  const env = {
    PORT: String(port),
    HOST,
    CONTENT_API_URL: `http://${HOST}:${upstreamPort}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RENDER_CACHE_TTL_MS: '0',
    SESSION_SECRET: 'neutron-spike-session-secret-not-for-production',
    SPIKE_PAGES_FILE: pagesFile,
    ...serverEnv(process.env),
    ...extraEnv,
  };
  const server = startChild('server', [...serverNodeArgs(process.env), '--require', HOOK, 'dist/server/main.cjs'], {
    cwd: root,
    env,
  });
  const report = new Promise((resolve, reject) => {
    server.child.stdout.on('data', (chunk) => {
      const text = chunk.toString('utf8');
      for (const trace of text.match(/^trace .*$/gm) ?? []) process.stdout.write(`${trace}\n`);
      const found = /^SPIKE_(RESULT|SERVING|FAILED|RENDER_ERROR) .*$/m.exec(text);
      if (found) (found[1] === 'RESULT' || found[1] === 'SERVING' ? resolve : reject)(found[0]);
    });
    void server.exited.then(() => reject(new Error(`the server exited before the spike ended:\n${tailOf(server)}`)));
  });
  report.catch(() => {}); // the caller awaits it; a failure before then is reported there
  const origin = `http://${HOST}:${port}`;
  await waitUntilUp(server, `${origin}/readyz`);
  const pages = process.env.SPIKE_PAGES ?? `/,${await firstArticle(origin)}`;
  writeFileSync(`${pagesFile}.tmp`, pages);
  renameSync(`${pagesFile}.tmp`, pagesFile);
  return { origin, pages: pages.split(','), report };
}
