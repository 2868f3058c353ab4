import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  createSupervisor,
  readersLost,
  RESTART_POLICY,
  type Clock,
  type Supervisable,
  type SupervisorEvent,
} from './supervisor';

/** A clock whose time moves only when the test says so. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let nextId = 1;
  const clock: Clock & { advance(ms: number): Promise<void>; pending(): number } = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        await settle();
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
      await settle();
    },
    pending: () => timers.size,
  };
  return clock;
}

/** Lets every promise chain that can move, move. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A child that exits when the test says so, and counts the times it was asked to stop. */
function fakeChild(name: string) {
  let exit!: (code: number | string) => void;
  const exited = new Promise<number | string>((resolve) => (exit = resolve));
  const child = {
    name,
    exited,
    stops: 0,
    exit,
    async stop() {
      child.stops++;
      exit('SIGTERM');
      return exited;
    },
  };
  return child;
}
type FakeChild = ReturnType<typeof fakeChild>;

function setUp(startBehaviour?: (attempt: number, signal: AbortSignal) => Promise<FakeChild>) {
  const clock = fakeClock();
  const events: SupervisorEvent[] = [];
  const started: FakeChild[] = [];
  const restarted: Supervisable[] = [];
  const givenUp: string[] = [];
  const supervisor = createSupervisor({
    clock,
    log: (event) => events.push(event),
    onRestart: (_, child) => restarted.push(child),
    onGiveUp: (name) => givenUp.push(name),
  });
  const first = fakeChild('neutron-1 #0');
  const signals: AbortSignal[] = [];
  let attempts = 0;
  supervisor.watch({
    name: 'neutron-1',
    child: first,
    async start(signal) {
      signals.push(signal);
      const child = startBehaviour
        ? await startBehaviour(++attempts, signal)
        : fakeChild(`neutron-1 #${started.length + 1}`);
      started.push(child);
      return child;
    },
  });
  const current = () => started.at(-1) ?? first;
  return { clock, events, started, restarted, givenUp, supervisor, first, current, signals };
}

describe('the cluster supervisor', () => {
  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((failures) => backoffMs(RESTART_POLICY, failures))).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it.each([
    [[], false],
    [['redis', 'upstream'], false],
    [['neutron-1'], false],
    [['neutron-1', 'neutron-2'], true],
    [['nginx'], true],
  ])('the cluster stops only when readers can no longer be served (given up: %j → %s)', (givenUp, lost) => {
    expect(readersLost(givenUp, ['neutron-1', 'neutron-2'])).toBe(lost);
  });

  it('restarts a program that exited, after the back-off and not before, and logs both', async () => {
    const { clock, events, started, restarted, first, supervisor } = setUp();
    await clock.advance(60_000);
    first.exit('SIGKILL');
    await clock.advance(249);
    expect(started).toHaveLength(0);
    await clock.advance(1);
    expect(started).toHaveLength(1);
    expect(restarted).toEqual([started[0]]);
    expect(events).toEqual([
      {
        level: 'error',
        msg: 'program exited; restarting',
        name: 'neutron-1',
        code: 'SIGKILL',
        upMs: 60_000,
        failures: 1,
        restartInMs: 250,
      },
      { level: 'info', msg: 'program restarted', name: 'neutron-1', downMs: 250, failures: 1 },
    ]);
    await supervisor.stop();
  });

  it('doubles the wait for each failure in a row, and starts from zero after a stable run', async () => {
    const { clock, events, current, supervisor } = setUp();
    for (let i = 0; i < 3; i++) {
      current().exit(1);
      await clock.advance(10_000);
    }
    await clock.advance(RESTART_POLICY.stableMs);
    current().exit(1);
    await clock.advance(10_000);
    const waits = events
      .filter((event) => event.msg === 'program exited; restarting')
      .map((event) => (event as { restartInMs: number }).restartInMs);
    expect(waits).toEqual([250, 500, 1000, 250]);
    await supervisor.stop();
  });

  it('gives up loudly on a crash loop, once, and starts nothing more', async () => {
    const { clock, events, started, givenUp, current } = setUp();
    for (let i = 0; i <= RESTART_POLICY.maxFailures; i++) {
      current().exit(1);
      await clock.advance(10_000);
    }
    expect(started).toHaveLength(RESTART_POLICY.maxFailures);
    expect(givenUp).toEqual(['neutron-1']);
    expect(events.at(-1)).toEqual({
      level: 'fatal',
      msg: 'crash loop: program given up',
      name: 'neutron-1',
      failures: RESTART_POLICY.maxFailures + 1,
      lastCode: 1,
    });
    await clock.advance(600_000);
    expect(started).toHaveLength(RESTART_POLICY.maxFailures);
  });

  it('counts a start that fails as a failure and retries it with back-off', async () => {
    const { clock, events, started, first, supervisor } = setUp(async (attempt) => {
      if (attempt <= 2) throw new Error(`port busy #${attempt}\nmore detail`);
      return fakeChild('ok');
    });
    first.exit(1);
    await clock.advance(250 + 500 + 1000);
    expect(events.map((event) => [event.msg, 'restartInMs' in event ? event.restartInMs : undefined])).toEqual([
      ['program exited; restarting', 250],
      ['program did not start; retrying', 500],
      ['program did not start; retrying', 1000],
      ['program restarted', undefined],
    ]);
    expect(events[1]).toMatchObject({ error: 'port busy #1' });
    expect(started.map((child) => child.name)).toEqual(['ok']);
    await supervisor.stop();
  });

  it('a stop cancels a pending restart: nothing starts afterwards', async () => {
    const { clock, started, first, supervisor } = setUp();
    first.exit(1);
    await clock.advance(100);
    await supervisor.stop();
    await clock.advance(60_000);
    expect(started).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it('a stop aborts a start under way and stops what it started', async () => {
    let finish!: (child: FakeChild) => void;
    const { clock, signals, restarted, first, supervisor } = setUp(
      () => new Promise<FakeChild>((resolve) => (finish = resolve)),
    );
    first.exit(1);
    await clock.advance(250);
    expect(signals).toHaveLength(1);
    const stopped = supervisor.stop();
    expect(signals[0]!.aborted).toBe(true);
    const late = fakeChild('late');
    finish(late);
    await stopped;
    expect(late.stops).toBe(1);
    expect(restarted).toHaveLength(0);
  });

  it('a program that exits after the stop is not restarted', async () => {
    const { clock, started, first, supervisor, events } = setUp();
    await supervisor.stop();
    first.exit('SIGTERM');
    await clock.advance(60_000);
    expect(started).toHaveLength(0);
    expect(events).toEqual([]);
  });
});
