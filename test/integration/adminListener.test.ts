/** ADMIN_PORT (decisions 050, 055): metrics and probes on their own listener and thread; metrics off the public one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

let upstream: TestUpstream;
let neutron: Neutron;
let admin: string;
beforeAll(async () => {
  upstream = await startTestUpstream();
  const port = await freePort();
  admin = `http://127.0.0.1:${port}`;
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url, ADMIN_PORT: String(port) });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

describe('admin listener', () => {
  it('serves metrics, health and readiness on ADMIN_PORT, and no metrics to readers', async () => {
    await (await get(neutron.url, '/')).text();
    const metrics = await get(admin, '/metrics');
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/neutron_http_requests_total\{route="index___en",status="200"\} 1/);
    // Answered by the admin thread (decision 055), which adds what it sees of the main loop.
    expect(text).toMatch(/^neutron_event_loop_heartbeat_age_seconds \d/m);
    expect((await get(admin, '/healthz')).status).toBe(200);
    expect(await (await get(admin, '/readyz')).json()).toMatchObject({ ready: true });
    expect((await get(admin, '/')).status).toBe(404);
    expect((await get(neutron.url, '/metrics')).status).toBe(404);
    expect((await get(neutron.url, '/healthz')).status).toBe(200); // the balancer's probes stay where they were
  });
});
