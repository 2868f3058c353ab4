/**
 * `npm run dev` (decision 103): the local upstream, webpack watching the three bundles, and the
 * site on PORT (default 3000) behind a small dev proxy. After each rebuild that changed an output
 * file the server is restarted (the old one drained, the new one on the same internal port) and
 * open pages reload. A failed build prints its errors and leaves the last good server running.
 * Ctrl-C (or SIGTERM) stops the watcher, the server and the upstream, then exits.
 */
import '../checkNode.mjs'; // first: exits with one clear line on a Node older than the floor
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localUpstream, waitFor } from '../localWorld.mjs';
import { startDevProxy } from './devProxy';
import { serverProcess } from './serverProcess';
import { watchBuild } from './watchBuild';
import type { BuildRound } from './watchBuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const env: NodeJS.ProcessEnv = { ...process.env };
const sitePort = Number(env.PORT || 3000);
const host = env.HOST || '127.0.0.1';
const say = (line: string) => process.stderr.write(`[dev] ${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A loopback port the kernel hands out, for the server behind the proxy (DEV_SERVER_PORT to choose). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let stopping = false;
/** Set once the first build is under way (the upstream may exit before). */
const build: { watcher?: { close(): Promise<void> } } = {};
let upstreamChild: ChildProcess | undefined;
const upstream = localUpstream(env, sitePort);
if (upstream) {
  upstreamChild = spawn(process.execPath, upstream.args, {
    cwd: root,
    env: { ...env, ...upstream.env },
    stdio: 'inherit',
  });
  upstreamChild.once('exit', (code, signal) => {
    if (!stopping) say(`the upstream exited (${signal ?? code}); stopping.`);
    void stop(1);
  });
  await waitFor(upstream.healthUrl, 30_000);
}

const serverPort = Number(env.DEV_SERVER_PORT) || (await freePort());
const proxy = await startDevProxy({ port: sitePort, host, mapsDir: join(root, 'dist/dev/client-maps') });
const server = serverProcess({
  root,
  main: join(root, 'dist/dev/server/main.cjs'),
  port: serverPort,
  // As `npm start` runs it; canonical URLs name the proxy's port, not the server's.
  env: {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    SITE_ORIGIN: env.SITE_ORIGIN ?? `http://localhost:${sitePort}`,
  },
  readyUrl: `http://127.0.0.1:${env.ADMIN_PORT ?? serverPort}/readyz`,
});
say(`building; the site will be on http://localhost:${sitePort} (server on :${serverPort})`);

const runId = randomBytes(4).toString('hex');
let builds = 0;
let serving = false;
/** Rounds are handled one at a time; a round that ends during a restart waits for it. */
let queue = Promise.resolve();

async function onRound(round: BuildRound): Promise<void> {
  if (stopping) return;
  if (!round.ok) {
    say(
      `build failed after ${seconds(round.ms)}${serving ? '; the last good server keeps running' : ''}:\n${round.report(process.stderr.isTTY)}`,
    );
    if (!serving) proxy.fail(round.report(false));
    return;
  }
  if (round.warnings) process.stderr.write(`${round.report(process.stderr.isTTY)}\n`);
  if (serving && round.emitted.length === 0) {
    say(`rebuilt in ${seconds(round.ms)}; no output changed`);
    return;
  }
  const restartStarted = Date.now();
  proxy.hold();
  serving = await server.restart();
  if (stopping) return;
  if (!serving) {
    say('the server did not start; fix the error above and save again');
    proxy.fail('The server did not start: see the terminal.');
    return;
  }
  builds += 1;
  proxy.serve(serverPort, `${runId}.${builds}`);
  say(
    `${round.emitted.join(', ') || 'bundles'} built in ${seconds(round.ms)}, server ready in ${seconds(Date.now() - restartStarted)}: http://localhost:${sitePort}/`,
  );
}

build.watcher = await watchBuild(root, (round) => {
  queue = queue
    .then(() => onRound(round))
    .catch((error: unknown) => {
      say(`dev loop error: ${String(error)}`);
    });
});

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  say('stopping');
  await build.watcher?.close();
  await Promise.all([proxy.close(), server.stop(), stopChild(upstreamChild)]);
  process.exit(code);
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) {
      // A second signal: do not wait any longer.
      server.kill();
      upstreamChild?.kill('SIGKILL');
      process.exit(1);
    }
    void stop(0);
  });
}
// Whatever ends this process, no child outlives it.
process.on('exit', () => {
  server.kill();
  if (upstreamChild && upstreamChild.exitCode === null) upstreamChild.kill('SIGKILL');
});
