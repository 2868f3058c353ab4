/**
 * The dev loop's server process (decision 103): the built server started as `npm start` starts it
 * (scripts/serverArgs.mjs), always on the same internal port. A restart drains the old process
 * (SIGINT: no drain delay, requests in flight are answered, docs/operations.md "Start, stop"),
 * then starts the new one and waits until it is ready.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { serverEnv, serverNodeArgs } from '../serverArgs.mjs';

/** A process that has not exited this long after SIGINT is killed. */
const STOP_TIMEOUT_MS = 15_000;
/** A new server that is not ready this long after its start counts as failed. */
const READY_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  /** Stops the running server, if any, and starts a new one: true once it is ready. */
  restart(): Promise<boolean>;
  stop(): Promise<void>;
  /** Kills the process at once (the runner's last resort on exit). */
  kill(): void;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export function serverProcess(options: {
  root: string;
  main: string;
  port: number;
  env: NodeJS.ProcessEnv;
  readyUrl: string;
}): ServerProcess {
  let child: ChildProcess | undefined;

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || exited(running)) return;
    const gone = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGINT');
    const timer = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await gone;
    clearTimeout(timer);
  }

  async function ready(started: ChildProcess): Promise<boolean> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline && !exited(started)) {
      try {
        if ((await fetch(options.readyUrl)).ok) return true;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  return {
    async restart() {
      await stop();
      const env = { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' };
      const started = spawn(process.execPath, [...serverNodeArgs(env), options.main], {
        cwd: options.root,
        env: { ...env, ...serverEnv(env) },
        stdio: 'inherit',
      });
      started.once('exit', (code, signal) => {
        if (child === started)
          process.stderr.write(
            `[dev] the server exited (${signal ?? code}); it starts again after the next successful rebuild.\n`,
          );
      });
      child = started;
      if (await ready(started)) return true;
      await stop();
      return false;
    },
    stop,
    kill() {
      if (child && !exited(child)) child.kill('SIGKILL');
    },
  };
}
