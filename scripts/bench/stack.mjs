/**
 * The system under test: the local upstream and the Neutron server as two child processes on
 * free loopback ports. Their output is kept (last lines for error messages, warn/error lines
 * for the report), and every child is killed when the bench ends, however it ends.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
const TAIL_LINES = 30;
const MAX_PROBLEM_LINES = 200;

/** A port the kernel just handed out for 127.0.0.1 (bound to port 0, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Is this output line worth reporting? Server logs are JSON lines; stderr is always reported. */
function isProblem(stream, line) {
  if (stream === 'stderr') return line.trim() !== '';
  try {
    const record = JSON.parse(line);
    return record.level === 'warn' || record.level === 'error';
  } catch {
    return false; // plain stdout chatter
  }
}

/** Splits a stream into lines and hands each complete line to `onLine`. */
function eachLine(stream, onLine) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => pending && onLine(pending));
}

const running = new Set();

/** Starts `node <args>` from `cwd` with `env` added to ours; returns a handle that records its output. */
export function startChild(name, args, { cwd, env, command = process.execPath }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const handle = {
    name,
    child,
    pid: child.pid,
    tail: [],
    problems: [],
    problemCount: 0,
    exit: null, // { code, signal } once it has exited
    stopping: false,
  };
  const record = (stream) => (line) => {
    handle.tail.push(`[${stream}] ${line}`);
    if (handle.tail.length > TAIL_LINES) handle.tail.shift();
    if (isProblem(stream, line)) {
      handle.problemCount += 1;
      if (handle.problems.length < MAX_PROBLEM_LINES) handle.problems.push(line);
    }
  };
  eachLine(child.stdout, record('stdout'));
  eachLine(child.stderr, record('stderr'));
  handle.exited = new Promise((resolve) => {
    child.once('error', (error) => {
      handle.exit = { code: null, signal: null, error: error.message };
      running.delete(handle);
      resolve(handle.exit);
    });
    child.once('exit', (code, signal) => {
      handle.exit = { code, signal };
      running.delete(handle);
      // A SIGINT/SIGTERM we did not send came to the whole process group (Ctrl-C): we stop too.
      const groupSignal = signal === 'SIGINT' || signal === 'SIGTERM';
      if (!handle.stopping && !groupSignal)
        process.stderr.write(`\n!! ${name} exited unexpectedly (${describeExit(handle.exit)})\n`);
      resolve(handle.exit);
    });
  });
  running.add(handle);
  return handle;
}

function describeExit(exit) {
  if (exit.error) return `spawn error: ${exit.error}`;
  if (exit.signal) return `signal ${exit.signal}`;
  // The server and the upstream exit 0 only after a graceful shutdown, i.e. on a signal.
  return exit.code === 0
    ? 'exit code 0: it shut down gracefully, so something sent it SIGTERM or SIGINT'
    : `exit code ${exit.code}`;
}

/** The last lines a child wrote, indented, for an error message. */
export function tailOf(handle) {
  return handle.tail.length ? handle.tail.map((line) => `    ${line}`).join('\n') : '    (no output)';
}

/** Throws, with the child's last output, if it is no longer running. */
export function assertAlive(...handles) {
  for (const handle of handles) {
    if (handle.exit) {
      throw new Error(
        `${handle.name} (pid ${handle.pid}) is not running: ${describeExit(handle.exit)}. Last output:\n${tailOf(handle)}`,
      );
    }
  }
}

/**
 * Runs one measurement step; if it fails or a child died meanwhile, the error names the child
 * and shows its last output instead of a bare socket or /proc error.
 */
export async function whileAlive(handles, step) {
  let value;
  try {
    value = await step();
  } catch (error) {
    assertAlive(...handles);
    throw error;
  }
  assertAlive(...handles);
  return value;
}

/** Polls `url` until it answers 200; fails early if the child exits, or after a timeout. */
export async function waitUntilUp(handle, url, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    assertAlive(handle);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${handle.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s (last: ${last}). Last output:\n${tailOf(handle)}`,
  );
}

/** SIGTERM, then SIGKILL after a grace period. Resolves when the child has exited. */
export async function stopChild(handle, graceMs = STOP_GRACE_MS) {
  if (handle.exit) return;
  handle.stopping = true;
  handle.child.kill('SIGTERM');
  const timer = setTimeout(() => handle.child.kill('SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
}

/** Stops every child this module started (server first, so it does not log upstream errors). */
export async function stopAll() {
  for (const handle of [...running].reverse()) await stopChild(handle);
}

/** Last resort when the process exits synchronously: no child outlives the bench. */
export function killAllNow() {
  for (const handle of running) {
    handle.stopping = true;
    handle.child.kill('SIGKILL');
  }
}

export { HOST };
