/**
 * The syndication section of `npm run bench` (issue 12): what crawlers cost, kept apart from the
 * page render path and its budget. On a fresh shipped-configuration server it measures
 *   sitemap-index  GET /sitemaps/index.xml   every month sitemap of every section, news, doors
 *   sitemap-month  the largest by-month sitemap of the local world (most URLs, with images/video)
 *   sitemap-month-gz  the same with Accept-Encoding: gzip, as crawlers ask (the compression is ours)
 *   sitemap-tech   GET /sitemaps/tech.xml    the whole largest section in one sitemap
 *   sitemap-news   GET /sitemaps/news.xml
 *   feed           GET /feed/                 RSS of the front door, 25 items
 * with autocannon at 4 connections: server CPU ms per request, plain body bytes and the brotli
 * bytes a crawler receives. INFO only: no budget (docs/decisions/030-sitemaps-and-feeds.md).
 */
import { request } from 'node:http';
import { fetchOnce, loadRun } from './measure.mjs';

const CONNECTIONS = 4;

/** Bytes on the wire with Accept-Encoding: br. */
function brotliBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The month sitemap with the most URLs, from the index. */
async function largestMonth(origin) {
  const index = await fetchOnce(`${origin}/sitemaps/index.xml`);
  if (index.status !== 200) throw new Error(`/sitemaps/index.xml answered ${index.status}`);
  const months = [...index.body.matchAll(/<loc>[^<]*?(\/sitemaps\/[a-z-]+\/\d{4}\/\d{2}\.xml)<\/loc>/g)].map(
    (m) => m[1],
  );
  let best = { path: months[0], urls: -1 };
  for (const path of months) {
    const { body } = await fetchOnce(origin + path);
    const urls = (body.match(/<url>/g) ?? []).length;
    if (urls > best.urls) best = { path, urls };
  }
  return best.path;
}

/**
 * `startServer(upstreamUrl, env)` and `whileAlive(children, work)` are bench.mjs's own; `say`
 * prints a line. Returns one row per target.
 */
export async function measureSyndication({ upstream, startServer, stopChild, whileAlive, say, duration }) {
  say('\n== syndication (sitemaps and feeds; INFO, off the page budget)');
  const server = await startServer(upstream.url, {});
  const children = [server.handle, upstream.handle];
  const pids = { server: server.handle.pid, upstream: upstream.handle.pid };
  try {
    const month = await whileAlive(children, () => largestMonth(server.origin));
    const targets = [
      { name: 'sitemap-index', path: '/sitemaps/index.xml' },
      { name: 'sitemap-month', path: month },
      { name: 'sitemap-month-gz', path: month, headers: { 'accept-encoding': 'gzip' } },
      { name: 'sitemap-tech', path: '/sitemaps/tech.xml' },
      { name: 'sitemap-news', path: '/sitemaps/news.xml' },
      { name: 'feed', path: '/feed/' },
    ];
    const rows = [];
    for (const target of targets) {
      const url = server.origin + target.path;
      const plain = await fetchOnce(url);
      const load = await whileAlive(children, () =>
        loadRun({ name: target.name, url, headers: target.headers ?? {} }, pids, {
          connections: CONNECTIONS,
          duration,
        }),
      );
      const row = {
        name: target.name,
        path: target.path,
        urls: (plain.body.match(/<(url|sitemap|item)>/g) ?? []).length,
        bytes: Buffer.byteLength(plain.body),
        brBytes: await brotliBytes(url),
        requestsPerSec: load.requestsPerSec,
        serverCpuMsPerRequest: load.serverCpuMsPerRequest,
        latencyP50Ms: load.latencyP50Ms,
        non2xx: load.non2xx,
      };
      rows.push(row);
      say(
        `${row.name.padEnd(16)} ${String(row.urls).padStart(5)} entries ${String(row.bytes).padStart(8)} B (${String(row.brBytes).padStart(6)} B br)  ` +
          `${String(row.serverCpuMsPerRequest).padStart(7)} ms CPU/req  ${String(row.requestsPerSec).padStart(7)} req/s  p50 ${row.latencyP50Ms} ms  ${row.path}`,
      );
    }
    return rows;
  } finally {
    await stopChild(server.handle);
  }
}
