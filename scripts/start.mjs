#!/usr/bin/env node
/**
 * `npm start`: builds Neutron when dist/ is missing, starts the local upstream (upstream/) on
 * UPSTREAM_PORT unless CONTENT_API_URL points elsewhere, then starts the server. Signals are
 * passed on so both processes shut down gracefully; if either exits, the other is stopped.
 */
import './checkNode.mjs'; // first: exits with one clear line on a Node older than the floor
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeArgs } from './serverArgs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
const children = [];

function run(name, args, extraEnv = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`${name} exited (${signal ?? code}); stopping.\n`);
    stop(code === 0 ? 1 : (code ?? 1));
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null))).then(() => process.exit(code));
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

if (!existsSync(join(root, 'dist/server/main.cjs')) || process.env.NEUTRON_REBUILD === '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!env.CONTENT_API_URL) {
  const upstreamPort = env.UPSTREAM_PORT ?? '3001';
  env.CONTENT_API_URL = `http://127.0.0.1:${upstreamPort}`;
  // The local world's session secret; a real deployment sets its own (NODE_ENV=production requires it).
  env.SESSION_SECRET ??= 'neutron-local-world-session-secret-not-for-production';
  // The local world announces its content changes (edits, live items) to the Neutron started
  // here, as a publisher's platform does (decision 081): a fresh key for this pair unless one is set.
  env.PURGE_KEY ??= randomBytes(24).toString('hex');
  const purgeUrl = `http://127.0.0.1:${env.PORT || '3000'}/_purge`;
  run('upstream', ['--import', 'tsx', 'upstream/main.ts'], { UPSTREAM_PORT: upstreamPort, UPSTREAM_PURGE_URL: env.UPSTREAM_PURGE_URL ?? purgeUrl, UPSTREAM_PURGE_KEY: env.UPSTREAM_PURGE_KEY ?? env.PURGE_KEY });
  await waitFor(`${env.CONTENT_API_URL}/__health`, 30_000);
}
run('neutron', [...serverNodeArgs(env), 'dist/server/main.cjs'], { NODE_ENV: env.NODE_ENV ?? 'production', ...serverEnv(env) });
