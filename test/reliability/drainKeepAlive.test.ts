/**
 * SIGTERM while a client keeps sending on keep-alive connections (issue 42 point 5, decision
 * 104): each connection writes its next request the moment an answer arrives — even one that
 * says `Connection: close` — and reconnects when the server ends it, until refused. The drain
 * must reset nothing: every connection ends with a FIN the client can see, after the answers it
 * was sent. (The audit saw 48 and 24 resets.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAliveLoad, resetsOf } from '../../scripts/bench/keepAliveLoad.mjs';
import { get, startNeutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

const CONNECTIONS = 24;
const DRAIN_DELAY_MS = 1000;
const PATHS = ['/healthz', '/', '/news/', '/healthz', '/topics/tech/'];

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
    const load = keepAliveLoad({ port: neutron.port, paths: PATHS, connections: CONNECTIONS, until: () => false, stopping: () => false, onAnswer: () => answered++ });
    while (answered < 200) await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = neutron.stop('SIGTERM');
    const counts = await load;
    expect(await exited).toBe(0);
    expect({ errors: counts.errors, hangUps: counts.hangUps, resets: resetsOf(counts) }).toEqual({ errors: {}, hangUps: 0, resets: 0 });
    expect(counts.statuses[200]).toBe(counts.answered);
    expect(counts.answered).toBeGreaterThan(200);
    expect(counts.refused).toBeGreaterThan(0); // it kept sending until the listener was gone
  });
});
