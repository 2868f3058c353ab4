/**
 * What `npm run start:cluster` does when one of its programs exits on its own (issue 42 point 3;
 * docs/operations.md "Many instances behind a proxy"): it starts that program again, on the same
 * port, after a back-off that doubles with each failure in a row (RESTART_POLICY), while the
 * others go on serving. A program that keeps failing is given up on, loudly (a crash loop is
 * a bug or a broken host, not something more restarts fix). A program that stayed up for
 * `stableMs` starts counting from zero again.
 * `stop()` ends supervision: pending restarts are cancelled, a start under way is aborted and
 * its program stopped, and no restart begins afterwards. Pure logic over a clock and whatever
 * starts a program, so it is unit-tested with fake children and a fake clock.
 */

/** A supervised program: resolves `exited` when it has exited; stops when asked. */
export interface Supervisable {
  readonly exited: Promise<number | string>;
  stop(): Promise<unknown>;
}

export interface RestartPolicy {
  /** Wait before the first restart after a failure; doubled for each failure in a row. */
  initialDelayMs: number;
  /** The longest wait between restarts. */
  maxDelayMs: number;
  /** Failures in a row after which the program is given up on (a crash loop). */
  maxFailures: number;
  /** A program up at least this long has recovered: its failures in a row start from zero. */
  stableMs: number;
}

/** Shipped policy: 0.25, 0.5, 1, 2, 4, 8 s; a 7th failure in a row (≈ 16 s of retrying, more with slow starts) gives up. */
export const RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 250,
  maxDelayMs: 8000,
  maxFailures: 6,
  stableMs: 30_000,
};

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One line of the supervisor's log; `level` says how loud. */
export type SupervisorEvent =
  | {
      level: 'error';
      msg: 'program exited; restarting';
      name: string;
      code: number | string;
      upMs: number;
      failures: number;
      restartInMs: number;
    }
  | {
      level: 'error';
      msg: 'program did not start; retrying';
      name: string;
      error: string;
      failures: number;
      restartInMs: number;
    }
  | { level: 'info'; msg: 'program restarted'; name: string; downMs: number; failures: number }
  | { level: 'fatal'; msg: 'crash loop: program given up'; name: string; failures: number; lastCode: number | string };

export interface Program<C extends Supervisable> {
  name: string;
  /** The program as it runs now. */
  child: C;
  /** Starts the program again and resolves once it serves; rejects (having stopped what it began) if it does not, or when `signal` aborts. */
  start(signal: AbortSignal): Promise<C>;
}

export interface SupervisorOptions {
  policy?: RestartPolicy;
  clock?: Clock;
  log(event: SupervisorEvent): void;
  /** Called with each newly started program. */
  onRestart?(name: string, child: Supervisable): void;
  /** Called once when a program is given up on. */
  onGiveUp?(name: string): void;
}

/** The wait before restart number `failures` (1 = the first failure in a row). */
export function backoffMs(policy: RestartPolicy, failures: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, failures - 1));
}

/** The cluster's stop rule: readers can no longer be served once nginx, or every instance, is given up (Redis and the upstream only degrade it). */
export function readersLost(givenUp: readonly string[], instances: readonly string[]): boolean {
  return givenUp.includes('nginx') || instances.every((instance) => givenUp.includes(instance));
}

export interface Supervisor {
  watch<C extends Supervisable>(program: Program<C>): void;
  /** Names of the programs given up on. */
  readonly givenUp: readonly string[];
  /** Ends supervision; resolves once no restart is pending or under way (their programs stopped). */
  stop(): Promise<void>;
}

export function createSupervisor(options: SupervisorOptions): Supervisor {
  const policy = options.policy ?? RESTART_POLICY;
  const clock = options.clock ?? systemClock;
  const abort = new AbortController();
  const watching = new Set<Promise<void>>();
  const givenUp: string[] = [];
  const waits = new Set<() => void>();
  const STOPPED = Symbol('stopped');
  const stopped = new Promise<typeof STOPPED>((resolve) =>
    abort.signal.addEventListener('abort', () => resolve(STOPPED), { once: true }),
  );

  /** Resolves after `ms`, or at once when supervision stops. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clock.clearTimeout(handle);
        waits.delete(done);
        resolve();
      };
      const handle = clock.setTimeout(done, ms);
      waits.add(done);
    });

  async function supervise<C extends Supervisable>(program: Program<C>): Promise<void> {
    let child = program.child;
    let startedAt = clock.now();
    let failures = 0;
    for (;;) {
      // A running program is the fleet's to stop: supervision ends without waiting for it.
      const code = await Promise.race([child.exited, stopped]);
      if (code === STOPPED || abort.signal.aborted) return;
      const downSince = clock.now();
      if (downSince - startedAt >= policy.stableMs) failures = 0;
      failures++;
      let lastCode: number | string = code;
      let restartInMs = backoffMs(policy, failures);
      if (failures > policy.maxFailures) return giveUp(program.name, failures, lastCode);
      options.log({
        level: 'error',
        msg: 'program exited; restarting',
        name: program.name,
        code,
        upMs: downSince - startedAt,
        failures,
        restartInMs,
      });
      for (;;) {
        await wait(restartInMs);
        if (abort.signal.aborted) return;
        try {
          child = await program.start(abort.signal);
          break;
        } catch (error) {
          if (abort.signal.aborted) return;
          failures++;
          lastCode = 'did not start';
          if (failures > policy.maxFailures) return giveUp(program.name, failures, lastCode);
          restartInMs = backoffMs(policy, failures);
          options.log({
            level: 'error',
            msg: 'program did not start; retrying',
            name: program.name,
            error: error instanceof Error ? error.message.split('\n')[0]! : String(error),
            failures,
            restartInMs,
          });
        }
      }
      if (abort.signal.aborted) {
        await child.stop();
        return;
      }
      startedAt = clock.now();
      options.log({
        level: 'info',
        msg: 'program restarted',
        name: program.name,
        downMs: startedAt - downSince,
        failures,
      });
      options.onRestart?.(program.name, child);
    }
  }

  function giveUp(name: string, failures: number, lastCode: number | string): void {
    givenUp.push(name);
    options.log({ level: 'fatal', msg: 'crash loop: program given up', name, failures, lastCode });
    options.onGiveUp?.(name);
  }

  return {
    givenUp,
    watch(program) {
      if (abort.signal.aborted) return;
      const watched = supervise(program).finally(() => watching.delete(watched));
      watching.add(watched);
    },
    async stop() {
      abort.abort();
      for (const done of [...waits]) done();
      await Promise.all(watching);
    },
  };
}
