/**
 * SIGTERM under load with no reset (decisions 051, 104): readiness turns 503 first, the listener keeps
 * accepting for the drain delay, every response after it stops says `Connection: close`, requests
 * in flight finish, and the process exits 0. Load: keep-alive clients that stop sending once
 * told the connection closes, as a load balancer that noticed the 503 would.
 */
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

const CLIENTS = 20;
const MAX_REQUESTS_PER_CLIENT = 200;
const DRAIN_DELAY_MS = 1500;

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(() => upstream?.close());

interface Outcome {
  status?: number;
  connection?: string;
  complete: boolean;
  error?: string;
}

function fetchOnce(url: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      let complete = false;
      res.on('end', () => (complete = true));
      res.on('close', () => resolve({ status: res.statusCode, connection: res.headers.connection, complete }));
      res.resume();
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ complete: false, error: error.code ?? error.message }));
    req.end();
  });
}

describe('SIGTERM under load', () => {
  it('drains with no reset: not ready first, Connection: close, in-flight pages complete, exit 0', async () => {
    const neutron = await startNeutron({ CONTENT_API_URL: upstream.url, DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) });
    const paths = ['/', '/topics/tech/', '/news/'];
    for (const path of paths) await (await get(neutron.url, path)).text();

    let signalled = false;
    const outcomes: Outcome[] = [];
    const client = async (index: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; i < MAX_REQUESTS_PER_CLIENT; i++) {
          const outcome = await fetchOnce(`${neutron.url}${paths[(index + i) % paths.length]}`, agent);
          outcomes.push(outcome);
          // A balancer that was told to close stops sending here; so does a client that saw an error.
          if (outcome.error || (signalled && outcome.connection === 'close')) return;
        }
      } finally {
        agent.destroy();
      }
    };
    const load = Array.from({ length: CLIENTS }, (_, i) => client(i));
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A slow page in flight when the signal comes.
    await upstream.control({ faults: [{ match: '/listing/', latencyMs: DRAIN_DELAY_MS + 500 }] });
    const slow = fetchOnce(`${neutron.url}/topics/science/`, new Agent({ keepAlive: false }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = neutron.stop('SIGTERM');
    signalled = true;
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ready = await get(neutron.url, '/readyz');
      expect(ready.status).toBe(503);
      // Connections stay open while the listener still accepts: told to close now, a client would
      // reconnect to this same listener (decision 104). They are told once it has stopped.
      expect(ready.headers.get('connection')).toBe('keep-alive');

      await Promise.all(load);
      const slowOutcome = await slow;
      expect(slowOutcome).toMatchObject({ status: 200, complete: true });
      expect(await exited).toBe(0);
    } finally {
      await upstream.reset();
    }

    expect(outcomes.length).toBeGreaterThan(CLIENTS);
    const errors = outcomes.filter((o) => o.error || !o.complete);
    expect(errors).toEqual([]);
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
  });
});
