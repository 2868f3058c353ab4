/**
 * One program of the local fleet (upstream, Redis, a Neutron instance, nginx) as a child
 * process: its output lines are kept (the last MAX_LINES) and optionally echoed with a prefix,
 * and it is stopped by its pid only — never by name, other fleets may run beside this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const MAX_LINES = 20_000;

export interface Child {
  name: string;
  process: ChildProcess;
  /** Output lines (stdout and stderr), oldest first. */
  lines: string[];
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
  readonly running: boolean;
  /**
   * Sends `signal` and waits for the exit, SIGKILL after `graceMs`. A child started with `group`
   * is signalled as its process group, so processes it forked (nginx's workers) get it too, even
   * after it died without them.
   */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | string>;
}

export interface ChildOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  echo?: boolean;
  /** Its own process group (nginx: workers outlive a killed master and keep the port). */
  group?: boolean;
}

/** True while any process of group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export function startChild(name: string, command: string, args: readonly string[], options: ChildOptions): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  const lines: string[] = [];
  let running = true;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve(code ?? signal ?? 'unknown');
    });
    child.once('error', (error) => {
      running = false;
      lines.push(`${name} could not start: ${error.message}`);
      resolve('error');
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      partial += chunk.toString('utf8');
      let newline;
      while ((newline = partial.indexOf('\n')) >= 0) {
        const line = partial.slice(0, newline);
        partial = partial.slice(newline + 1);
        lines.push(line);
        if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
        if (options.echo) process.stdout.write(`[${name}] ${line}\n`);
      }
    });
  }
  return {
    name,
    process: child,
    lines,
    exited,
    get running() {
      return running;
    },
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      const pgid = options.group ? child.pid : undefined;
      if (pgid === undefined) {
        if (!running) return exited;
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        const code = await exited;
        clearTimeout(timer);
        return code;
      }
      // The group outlives its leader when the leader was killed: wait for the group, not the leader.
      const deadline = Date.now() + graceMs;
      if (groupAlive(pgid)) process.kill(-pgid, signal);
      while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
      return exited;
    },
  };
}

/** Resolves once `check` answers true, or rejects after `timeoutMs` (or when `signal` aborts) with `what` in the message. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error(`${what}: start abandoned (the fleet is stopping)`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms`);
}

export async function answers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return res.ok;
}
