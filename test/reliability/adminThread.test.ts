/**
 * The admin thread (decision 055): probes and scrapes are answered while the main event loop is
 * stuck in a busy loop, liveness turns 503 once it has been stuck past the threshold and 200
 * again when it runs, and draining shows at once. The main thread is a stand-in process
 * (test/support/adminThreadHost.ts) that can block its own loop on request.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
/** Liveness threshold of the stand-in: far above how long three loopback requests take. */
const STALL_MS = 2500;
const BLOCK_MS = 6000;
/** The oldest snapshot a scrape may carry: inside the block, well after liveness fails. */
const MAX_SNAPSHOT_AGE_MS = 4000;
const WAIT_MS = 30_000;

let host: ChildProcessWithoutNullStreams;
let admin: string;
const lines: string[] = [];
let onLine: (() => void) | undefined;

/** Resolves when the stand-in has printed `text` (bounded). */
async function printed(text: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!lines.includes(text)) {
    if (Date.now() > deadline)
      throw new Error(`the stand-in never printed "${text}"; it printed ${JSON.stringify(lines)}`);
    await new Promise<void>((resolve) => {
      onLine = resolve;
      setTimeout(resolve, 200);
    });
  }
}

const get = (path: string) => fetch(`${admin}${path}`, { signal: AbortSignal.timeout(WAIT_MS) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Readiness and metrics answered fresh by a running main loop. On a loaded machine the main
 * thread may miss the admin thread's short wait now and then (a snapshot is served then), so
 * ask a few times.
 */
async function freshAnswers(): Promise<{ report: Record<string, unknown>; scrape: string }> {
  let report: Record<string, unknown> = {};
  let scrape = '';
  for (let i = 0; i < 50; i += 1) {
    report = (await (await get('/readyz')).json()) as Record<string, unknown>;
    scrape = await (await get('/metrics')).text();
    if (!('stale' in report) && /^neutron_metrics_snapshot_age_seconds 0$/m.test(scrape)) break;
    await sleep(100);
  }
  return { report, scrape };
}

/** Asks `path` until it answers 503 or the stand-in's loop runs again; returns the 503, if any. */
async function failingWhileBlocked(path: string): Promise<Response | undefined> {
  while (!lines.includes('unblocked')) {
    const answer = await get(path);
    if (answer.status === 503) return answer;
    await answer.text();
    await sleep(100);
  }
  return undefined;
}

beforeAll(async () => {
  host = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/support/adminThreadHost.ts')], {
    cwd: ROOT,
    env: { ...process.env, STALL_MS: String(STALL_MS), MAX_SNAPSHOT_AGE_MS: String(MAX_SNAPSHOT_AGE_MS) },
  });
  const stderr: string[] = [];
  host.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  createInterface({ input: host.stdout }).on('line', (line) => {
    lines.push(line);
    onLine?.();
  });
  const deadline = Date.now() + WAIT_MS;
  while (!lines[0]?.startsWith('{')) {
    if (Date.now() > deadline || host.exitCode !== null)
      throw new Error(`the stand-in did not start: ${stderr.join('')}`);
    await sleep(50);
  }
  admin = `http://127.0.0.1:${(JSON.parse(lines[0]) as { port: number }).port}`;
}, WAIT_MS + 5000);

afterAll(async () => {
  if (!host || host.exitCode !== null) return;
  const exited = new Promise((resolve) => host.once('exit', resolve));
  host.stdin.end();
  await Promise.race([exited, sleep(5000)]);
  if (host.exitCode === null) host.kill('SIGKILL');
});

describe('admin thread', () => {
  it(
    'answers while the main loop is stuck, fails liveness past the threshold, recovers when the loop runs',
    async () => {
      // Fresh answers while the main loop runs (they become the snapshots served later).
      expect((await get('/healthz')).status).toBe(200);
      const { report, scrape } = await freshAnswers();
      expect(report).toEqual({ ready: true, checks: { answers: expect.any(String) } });
      expect(scrape).toMatch(/^fixture_answers_total \d+$/m);
      expect(scrape).toMatch(/^neutron_metrics_snapshot_age_seconds 0$/m);

      host.stdin.write(`block ${BLOCK_MS}\n`);
      await printed('blocking');
      // The main loop is stuck now: every answer below comes from the admin thread alone.
      const [health, readiness, metrics] = await Promise.all([get('/healthz'), get('/readyz'), get('/metrics')]);
      expect(health.status).toBe(200);
      expect(readiness.status).toBe(200);
      expect(await readiness.json()).toMatchObject({ ready: true, stale: true });
      const snapshot = await metrics.text();
      // The snapshot's samples carry the time they were taken (ms), not passed off as current.
      const stamped = /^fixture_answers_total \d+ (\d+)$/m.exec(snapshot);
      expect(Number(stamped?.[1])).toBeGreaterThan(Date.now() - 60_000);
      expect(Number(stamped?.[1])).toBeLessThanOrEqual(Date.now());
      expect(snapshot).toMatch(/^neutron_metrics_snapshot_age_seconds 0\.\d+$/m);

      // Stuck past the threshold: liveness and readiness fail, saying why.
      const stalled = await failingWhileBlocked('/healthz');
      expect(stalled?.status).toBe(503);
      expect(await stalled!.text()).toMatch(/^event loop stalled for \d+ ms$/);
      const unready = await get('/readyz');
      expect(unready.status).toBe(503);
      expect(await unready.json()).toMatchObject({
        ready: false,
        checks: { eventLoop: expect.stringMatching(/^stalled for \d+ ms$/) },
      });

      // A snapshot past its bound is not served: the scrape fails and says why.
      const failedScrape = await failingWhileBlocked('/metrics');
      expect(failedScrape?.status).toBe(503);
      expect(await failedScrape!.text()).toMatch(
        /^metrics snapshot is \d+ s old: the main event loop has not answered$/m,
      );

      // The loop runs again: liveness comes back, readiness is fresh again.
      await printed('unblocked');
      let recovered = 0;
      for (let i = 0; i < 100 && recovered !== 200; i += 1) {
        recovered = (await get('/healthz')).status;
        if (recovered !== 200) await sleep(100);
      }
      expect(recovered).toBe(200);
      const back = await freshAnswers();
      expect(back.report).toEqual({ ready: true, checks: { answers: expect.any(String) } });
      expect(Number(/^fixture_answers_total (\d+)$/m.exec(back.scrape)?.[1])).toBeGreaterThan(
        Number(/^fixture_answers_total (\d+) /m.exec(snapshot)?.[1]),
      );
    },
    BLOCK_MS + 2 * WAIT_MS,
  );

  it(
    'reports draining at once and keeps liveness',
    async () => {
      host.stdin.write('drain\n');
      await printed('draining');
      const ready = await get('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ready: false, checks: { shutdown: 'draining' } });
      expect((await get('/healthz')).status).toBe(200);
    },
    WAIT_MS,
  );
});
