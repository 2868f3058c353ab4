/**
 * Connection-level figures (issue 42 points 5, 9 and 10; decision 104), on a server of their own
 * (same build and settings as the reliability bench's, WRITE_TIMEOUT_MS=3000, metrics on its
 * public port), which the last figure stops with SIGTERM:
 *   pipelined, never read   10 connections × 1,000 requests for an article, nothing read: what a
 *                           reader got meanwhile, render slots held, RSS growth, connections cut
 *   stalled answers         10 connections × 60 requests for the 250 KB client bundle, nothing
 *                           read: RSS growth, connections cut within 15 s
 *   duplicate Host          the status of a request naming Host twice
 *   SIGTERM                 24 connections that keep sending (scripts/bench/keepAliveLoad.mjs):
 *                           answers, resets and hang-ups, the exit code
 * Before decision 104 (figures in docs/operations.md): readers 503 with all 16 slots held, nothing
 * cut, duplicate Host 200, 1–22 resets.
 */
import { connect } from 'node:net';
import { residentBytes } from './bigBody.mjs';
import { keepAliveLoad, resetsOf } from './keepAliveLoad.mjs';
import { pipelineWithoutReading } from './pipelining.mjs';
import { freePort, HOST, startChild, waitUntilUp } from './stack.mjs';

const MB = 1024 * 1024;
const SOCKETS = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function metricSum(text, name, labels = {}) {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([key, value]) => (match[3] ?? '').includes(`${key}="${value}"`)))
      sum += Number(match[4]);
  }
  return sum;
}

/** Peak RSS growth (MB) over ~2 s, then one reader's status. */
async function underAttack(origin, pid, path) {
  const before = residentBytes(pid);
  let peak = before;
  for (let i = 0; i < 8; i++) {
    await sleep(250);
    peak = Math.max(peak, residentBytes(pid));
  }
  const reader = await fetch(origin + path, { signal: AbortSignal.timeout(20_000) }).then(
    async (res) => (await res.arrayBuffer(), res.status),
    () => 'failed',
  );
  return { growth: ((Math.max(peak, residentBytes(pid)) - before) / MB).toFixed(0), reader };
}

function rawAnswer(port, text) {
  return new Promise((resolve) => {
    const socket = connect(port, HOST, () => socket.write(text));
    let received = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(received.slice(9, 12) || 'none'));
  });
}

/** Rows of [label, value]. `launch`: how the reliability bench starts its server ({ root, env, args }). */
export async function connectionFigures({ launch }) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const env = { ...launch.env, PORT: String(port), WRITE_TIMEOUT_MS: '3000', DRAIN_DELAY_MS: '1000' };
  delete env.ADMIN_PORT;
  const server = startChild('server-connections', launch.args, { cwd: launch.root, env });
  await waitUntilUp(server, `${origin}/readyz`);
  const scrape = async () => (await fetch(`${origin}/metrics`)).text();
  const door = await (await fetch(origin)).text();
  const article = [...door.matchAll(/<a href="(\/(?:tech|news|science|culture|home|health)\/[^"]+\/)"/g)]
    .map((m) => m[1])
    .at(-1);
  const bundle = /src="(\/static\/main\.[^"]+\.js)"/.exec(door)?.[1] ?? /\/static\/main\.[0-9a-f]+\.js/.exec(door)?.[0];
  const rows = [];

  const deep = await pipelineWithoutReading({ port, sockets: SOCKETS, requests: 1000, path: article });
  const deepSeen = await underAttack(origin, server.pid, article);
  const deepText = await scrape();
  deep.destroy();
  rows.push([
    `pipelined, never read: ${SOCKETS} conn × 1,000 articles: reader / slots held / RSS / cut`,
    `${deepSeen.reader} / ${metricSum(deepText, 'neutron_render_slots_active')} / +${deepSeen.growth} MB / ${metricSum(deepText, 'neutron_connections_cut_total')}`,
  ]);

  if (bundle) {
    const stalled = await pipelineWithoutReading({ port, sockets: SOCKETS, requests: 60, path: bundle });
    const stalledSeen = await underAttack(origin, server.pid, article);
    let cut = 0;
    for (let i = 0; i < 60 && cut < SOCKETS; i++) {
      await sleep(250);
      cut = metricSum(await scrape(), 'neutron_connections_cut_total', { reason: 'write_timeout' });
    }
    stalled.destroy();
    rows.push([
      `stalled answers: ${SOCKETS} conn × 60 × 250 KB bundle: reader / RSS / cut in 15 s`,
      `${stalledSeen.reader} / +${stalledSeen.growth} MB / ${cut}`,
    ]);
  }

  rows.push([
    'duplicate Host: status',
    await rawAnswer(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
  ]);

  let answered = 0;
  const load = keepAliveLoad({
    port,
    paths: ['/healthz', '/', article],
    connections: 24,
    until: () => false,
    onAnswer: () => answered++,
  });
  while (answered < 200) await sleep(50);
  server.stopping = true; // one SIGTERM: a second one exits at once
  server.child.kill('SIGTERM');
  const counts = await load;
  const exit = await server.exited;
  rows.push([
    'SIGTERM, 24 conn that keep sending: answered / resets (by code) / hang-ups / exit',
    `${counts.answered} / ${resetsOf(counts) - counts.hangUps} ${JSON.stringify(counts.errors)} / ${counts.hangUps} / ${exit.code}`,
  ]);
  return rows;
}
