#!/usr/bin/env node
/**
 * `npm start`: builds Neutron when dist/ is missing, starts the local upstream (upstream/) on
 * UPSTREAM_PORT unless CONTENT_API_URL points elsewhere, then starts the server. Signals are
 * passed on so both processes shut down gracefully; if either exits, the other is stopped.
 */
import './checkNode.mjs'; // first: exits with one clear line on a Node older than the floor
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localUpstream, waitFor } from './localWorld.mjs';
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

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

if (!existsSync(join(root, 'dist/server/main.cjs')) || process.env.NEUTRON_REBUILD === '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const upstream = localUpstream(env, env.PORT || '3000');
if (upstream) {
  run('upstream', upstream.args, upstream.env);
  await waitFor(upstream.healthUrl, 30_000);
}
run('neutron', [...serverNodeArgs(env), 'dist/server/main.cjs'], {
  NODE_ENV: env.NODE_ENV ?? 'production',
  ...serverEnv(env),
});
