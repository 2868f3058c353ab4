/**
 * SIGTERM while a client keeps sending on keep-alive connections (issue 42 point 5, decision
 * 104): each connection writes its next request the moment an answer arrives — even one that
 * says `Connection: close` — and reconnects when the server ends it, until refused. The drain
 * must reset nothing: every connection ends with a FIN the client can see, after the answers it
 * was sent. (The audit saw 48 and 24 resets.) Then the same client through nginx in front of two
 * instances (scripts/fleet), one of which drains: no error reaches the client, and nginx logs no
 * reset or early close from the instance.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFleet } from '../../scripts/fleet/fleet';
import { keepAliveLoad, resetsOf } from '../../scripts/bench/keepAliveLoad.mjs';
import { get, startNeutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

const CONNECTIONS = 24;
const DRAIN_DELAY_MS = 1000;
const PATHS = ['/healthz', '/', '/news/', '/healthz', '/topics/tech/'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream?.close());

describe('SIGTERM with a client that keeps sending', () => {
  it('answers or cleanly closes every keep-alive connection: 0 resets, 0 hang-ups, exit 0', async () => {
    const neutron = await startNeutron({ CONTENT_API_URL: upstream.url, DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) });
    for (const path of PATHS) await (await get(neutron.url, path)).text();
    let answered = 0;
    const load = keepAliveLoad({
      port: neutron.port,
      paths: PATHS,
      connections: CONNECTIONS,
      until: () => false,
      onAnswer: () => answered++,
    });
    while (answered < 200) await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = neutron.stop('SIGTERM');
    const counts = await load;
    expect(await exited).toBe(0);
    expect({ errors: counts.errors, hangUps: counts.hangUps, resets: resetsOf(counts) }).toEqual({
      errors: {},
      hangUps: 0,
      resets: 0,
    });
    expect(counts.statuses[200]).toBe(counts.answered);
    expect(counts.answered).toBeGreaterThan(200);
    expect(counts.refused).toBeGreaterThan(0); // it kept sending until the listener was gone
  });
});

describe('SIGTERM behind nginx', () => {
  it('no error reaches a client that keeps sending, and nginx sees no reset from the instance', async () => {
    const fleet = await startFleet({
      instances: 2,
      redis: false,
      env: { DRAIN_DELAY_MS: String(DRAIN_DELAY_MS), SHED_EVENT_LOOP_DELAY_MS: '0', RENDER_QUEUE_TIMEOUT_MS: '30000' },
    });
    try {
      for (const path of PATHS) await (await fetch(`${fleet.url}${path}`)).text();
      let answered = 0;
      let stop = false;
      const load = keepAliveLoad({
        port: Number(new URL(fleet.url).port),
        paths: PATHS,
        connections: CONNECTIONS,
        until: () => stop,
        onAnswer: () => answered++,
      });
      while (answered < 200) await sleep(50);
      const code = await fleet.instances[0]!.child.stop('SIGTERM', 15_000);
      const atExit = answered;
      while (answered < atExit + 200) await sleep(50);
      stop = true;
      const counts = await load;
      expect(code).toBe(0);
      expect({ errors: counts.errors, hangUps: counts.hangUps, resets: resetsOf(counts) }).toEqual({
        errors: {},
        hangUps: 0,
        resets: 0,
      });
      expect(counts.statuses[200]).toBe(counts.answered);
      const upstreamErrors = readFileSync(join(fleet.dir, 'nginx-error.log'), 'utf8')
        .split('\n')
        .filter((line) => /reset by peer|prematurely closed|broken pipe/i.test(line));
      expect(upstreamErrors).toEqual([]);
    } finally {
      await fleet.stop();
    }
  }, 120_000);
});
