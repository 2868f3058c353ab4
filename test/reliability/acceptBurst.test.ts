/**
 * A burst of new connections on the public port (issue 42 point 7; decision 107). `FLOOD`
 * connections open at once, each asking for a distinct uncached article (production's shedding
 * on), keep the event loop busy; once all are established, a fresh connection asks for /healthz.
 * libuv accepts one connection per listening socket per loop turn, so a new connection waits a
 * turn for each one ahead of it in its socket's accept queue: with one socket the whole burst
 * (a probe waited seconds), spread over the port's sockets a small share of it. Counts only:
 * the deepest accept queue (the kernel's, /proc/net/tcp) while the burst is answered.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startWorldUpstream, type WorldUpstream } from './worldUpstream';

const FLOOD = 400;

/**
 * The kernel's accept queue of each socket listening on `port` (IPv4): for a listening socket,
 * /proc/net/tcp's rx_queue is the number of connections established and not yet accepted.
 */
function acceptQueues(port: number): number[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const queues: number[] = [];
  for (const line of readFileSync('/proc/net/tcp', 'latin1').split('\n').slice(1)) {
    const [, local, , state, queue] = line.trim().split(/\s+/);
    if (state === '0A' && local?.endsWith(`:${hexPort}`)) queues.push(parseInt(queue!.split(':')[1]!, 16));
  }
  return queues;
}

let upstream: WorldUpstream;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startWorldUpstream();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    RENDER_CACHE_TTL_MS: '0',
    // Production's shedding (the suites turn it off): what is not taken in is refused at once.
    SHED_EVENT_LOOP_DELAY_MS: '500',
    QUEUE_DELAY_TARGET_MS: '1000',
    RENDER_QUEUE_TIMEOUT_MS: '1000',
    UPSTREAM_QUEUE_TIMEOUT_MS: '1000',
  });
  await (await get(neutron.url, '/')).text(); // navigation, A/B definitions, vanity dictionary
}, 60_000);

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

/**
 * One request on a connection of its own (`Connection: close`): resolves with the status code
 * once the status line has arrived (0 if the connection failed or closed first).
 */
function ask(url: URL, path: string, onConnect?: () => void): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let head = '';
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      onConnect?.();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: string) => {
      head += chunk;
      const line = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (!line) return;
      resolve(Number(line[1]));
      socket.destroy();
    });
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(0));
  });
}

describe('a burst of new connections', () => {
  it('spreads a burst of new connections over its sockets, and answers a probe behind them', async () => {
    const url = new URL(neutron.url);
    const port = Number(url.port);
    expect(upstream.articles.length).toBeGreaterThanOrEqual(FLOOD);
    let deepest = 0;
    const sampler = setInterval(() => (deepest = Math.max(deepest, ...acceptQueues(port))), 2);
    let connected = 0;
    let allConnected!: () => void;
    const queued = new Promise<void>((resolve) => (allConnected = resolve));
    const flood = upstream.articles.slice(0, FLOOD).map((path) =>
      ask(url, path, () => {
        if (++connected === FLOOD) allConnected();
      }),
    );
    // Every flood connection is established (taken in, or in an accept queue): the probe comes after them all.
    await queued;
    const health = await ask(url, '/healthz');
    const statuses = await Promise.all(flood);
    clearInterval(sampler);

    expect(health).toBe(200);
    // Every flood connection was answered: a page or the fast 503.
    expect(statuses.filter((status) => status === 200 || status === 503)).toHaveLength(FLOOD);
    // A new connection waits one loop turn per connection ahead of it in its socket's queue.
    // Before decision 107 (one socket): 170 deep; with 16 sockets, 17.
    expect(deepest).toBeGreaterThan(0);
    expect(deepest).toBeLessThan(FLOOD / 8);
    expect(neutron.process.exitCode).toBeNull();
  }, 120_000);

  it('refuses to start on a port another instance already listens on (its sockets would share it)', async () => {
    await expect(startNeutron({ CONTENT_API_URL: upstream.url, PORT: String(neutron.port) })).rejects.toThrow(
      /exited with 1/,
    );
    expect(neutron.process.exitCode).toBeNull();
    expect((await get(neutron.url, '/healthz')).status).toBe(200);
  }, 60_000);
});
