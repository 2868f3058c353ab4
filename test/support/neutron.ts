/**
 * Starts the BUILT server (dist/server/main.cjs) as its own process, as production runs it,
 * on a free loopback port, and collects its JSON log lines.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeArgs } from '../../scripts/serverArgs.mjs';

/** The repository root (an ES-module-safe path, so Playwright specs can start servers too). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'dist/server/main.cjs');
/** The session secret of test servers (production mode requires one). */
export const TEST_SESSION_SECRET = 'neutron-test-session-secret-0123456789abcdef';

export interface Neutron {
  url: string;
  port: number;
  process: ChildProcess;
  logs: Array<Record<string, unknown>>;
  stderr: string[];
  /** Sends SIGTERM and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `main`: another build's server entry (a test that swaps part of the build copies dist/ first). */
export async function startNeutron(env: Record<string, string>, main: string = MAIN): Promise<Neutron> {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [...serverNodeArgs(env), main], {
    cwd: ROOT,
    // No drain delay: a test's server stops at once unless the test asks for one (decision 051).
    // Suites post forms many times from one address, and run side by side on a busy machine whose
    // event loop is often late: the POST limit, lag and queue-delay shedding and the queue's timeout have their own
    // tests (test/reliability/).
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SESSION_SECRET: TEST_SESSION_SECRET,
      DRAIN_DELAY_MS: '0',
      POSTS_PER_MINUTE: '10000',
      QUERY_RENDERS_PER_MINUTE: '100000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      QUEUE_DELAY_TARGET_MS: '0',
      // On a loaded machine a burst of a suite's pages can wait longer than a second for a slot.
      RENDER_QUEUE_TIMEOUT_MS: '30000',
      // Likewise for a content API connection (decision 058).
      UPSTREAM_QUEUE_TIMEOUT_MS: '30000',
      // The suites' own requests may use jsDebug and preview (decision 053).
      DEBUG_ALLOWED_ADDRESSES: '127.0.0.1',
      // No start-up warm-up (decision 108): suites count upstream calls and read /readyz at once;
      // test/reliability/warmUp.test.ts sets its own.
      WARMUP_TIMEOUT_MS: '0',
      ...serverEnv(env),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  /** Set when the test stops the server itself. */
  let stopping = false;
  const stderr: string[] = [];
  let buffered = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A server that dies under a test says how (exit code or the signal that killed it), so a
  // crash is told apart from a process killed from outside.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `neutron (pid ${child.pid}) exited unexpectedly: code ${code}, signal ${signal}\n${stderr.join('').slice(-2_000)}`,
      );
  });

  const port = await new Promise<number>((resolve, reject) => {
    // Not up in time (a very busy machine): do not leave the process running behind the test.
    const timer = setTimeout(() => {
      stopping = true;
      child.kill('SIGKILL');
      reject(new Error(`neutron did not start: ${stderr.join('')}`));
    }, 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          // A drain the test did not ask for: someone signalled this process from outside.
          if (entry.msg === 'shutting down' && !stopping)
            console.error(
              `neutron (pid ${child.pid}) is shutting down on ${String(entry.reason)} the test did not send`,
            );
          if (entry.msg === 'neutron listening') {
            clearTimeout(timer);
            resolve(entry.port as number);
          }
        } catch {
          stderr.push(`(non-JSON stdout) ${line}\n`);
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`neutron exited with ${code}: ${stderr.join('')}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    logs,
    stderr,
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** GET without following redirects. */
export function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, { redirect: 'manual', headers });
}
