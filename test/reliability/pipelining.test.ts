/**
 * Pipelined requests that are never read (issue 42 point 9, decision 104). Before, Node handed
 * every pipelined request to the app at once: each started a render and buffered its answer
 * behind the unread ones (the audit: 10 such connections held 15 of 16 render slots; here, 1,000
 * requests each kept all 16 slots and the queue full, and every other reader got 503, for as
 * long as the connections stayed open). Now a connection's requests run one at a time and it
 * reads nothing more meanwhile, a connection with more than 64 waiting is cut, and an answer
 * that makes no progress for WRITE_TIMEOUT_MS closes its connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentBytes } from '../../scripts/bench/bigBody.mjs';
import { scriptsStartedBy } from '../../server/render/scriptsAfterLcp';
import { pipelineWithoutReading } from '../../scripts/bench/pipelining.mjs';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';
import { metric } from './metrics';

const SOCKETS = 10;
const MB = 1024 * 1024;

let upstream: TestUpstream;
let neutron: Neutron;
let article: string;
let bundle: string;
beforeAll(async () => {
  upstream = await startTestUpstream();
  // Every request a render (no render cache), so each one handed to the app takes a slot; the
  // render queue's timeout as in production, so a reader who cannot get a slot gets its 503.
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    RENDER_CACHE_TTL_MS: '0',
    RENDER_QUEUE_TIMEOUT_MS: '1000',
    WRITE_TIMEOUT_MS: '3000',
  });
  const door = await (await get(neutron.url, '/')).text();
  article = [...door.matchAll(/<a href="(\/(?:tech|news|science|culture|home|health)\/[^"]+\/)"/g)]
    .map((m) => m[1]!)
    .at(-1)!;
  // The largest script the page starts (the main bundle, ~250 KB).
  const sizes = await Promise.all(
    scriptsStartedBy(door).map(async (path) => ({
      path,
      bytes: (await (await get(neutron.url, path)).arrayBuffer()).byteLength,
    })),
  );
  bundle = sizes.sort((a, b) => b.bytes - a.bytes)[0]!.path;
  expect(sizes[0]!.bytes).toBeGreaterThan(200_000);
  expect((await get(neutron.url, article)).status).toBe(200);
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const scrape = async () => (await get(neutron.url, '/metrics')).text();
const cuts = async (reason: string) => metric(await scrape(), 'neutron_connections_cut_total', { reason });

/** While the connections are open: the server's RSS growth (MB, highest of a few samples) and a reader's answer. */
async function duringAttack(): Promise<{ growthMb: number; reader: number }> {
  const pid = neutron.process.pid!;
  const before = residentBytes(pid);
  let peak = before;
  for (let i = 0; i < 8; i++) {
    await sleep(250);
    peak = Math.max(peak, residentBytes(pid));
  }
  const reader = await get(neutron.url, article);
  await reader.text();
  return { growthMb: (Math.max(peak, residentBytes(pid)) - before) / MB, reader: reader.status };
}

describe('pipelined requests never read', () => {
  it('1,000 pipelined page requests per connection: cut, no render slot held, readers served', async () => {
    const attack = await pipelineWithoutReading({
      port: neutron.port,
      sockets: SOCKETS,
      requests: 1000,
      path: article,
    });
    try {
      const { growthMb, reader } = await duringAttack();
      expect(reader).toBe(200);
      expect(growthMb).toBeLessThan(50);
      const text = await scrape();
      expect(metric(text, 'neutron_render_slots_active')).toBe(0);
      expect(metric(text, 'neutron_connections_cut_total', { reason: 'pipeline_depth' })).toBe(SOCKETS);
    } finally {
      attack.destroy();
    }
  });

  it('answers larger than the socket buffers, never read: the connections are cut after WRITE_TIMEOUT_MS', async () => {
    // 60 × the 250 KB client bundle: 15 MB per connection, more than the kernel buffers hold.
    const attack = await pipelineWithoutReading({ port: neutron.port, sockets: SOCKETS, requests: 60, path: bundle });
    try {
      const { growthMb, reader } = await duringAttack();
      expect(reader).toBe(200);
      expect(growthMb).toBeLessThan(50);
      for (let i = 0; i < 100 && (await cuts('write_timeout')) < SOCKETS; i++) await sleep(200);
      expect(await cuts('write_timeout')).toBe(SOCKETS);
      expect(metric(await scrape(), 'neutron_render_slots_active')).toBe(0);
    } finally {
      attack.destroy();
    }
  });
});
