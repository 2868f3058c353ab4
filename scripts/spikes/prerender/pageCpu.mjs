/**
 * The whole request, for the spike's comparison (decision 102): server CPU per request of the
 * front door and the bench's article with every request rendered (RENDER_CACHE_TTL_MS=0), the
 * rows writer (`HTML_WRITER=rows`, shipped) against React DOM (`HTML_WRITER=fizz`), measured as
 * the bench measures (autocannon at 10 connections, CPU from /proc, scripts/bench/measure.mjs),
 * in interleaved rounds. `node --import tsx scripts/spikes/prerender/pageCpu.mjs [rounds] [seconds]`
 * after `npm run build`.
 */
import { articleCandidates } from '../../bench/discover.mjs';
import { loadRun, warmUp } from '../../bench/measure.mjs';
import { freePort, HOST, startChild, stopAll, waitUntilUp, whileAlive } from '../../bench/stack.mjs';
import { serverEnv, serverNodeArgs } from '../../serverArgs.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const rounds = Number(process.argv[2] ?? 5);
const seconds = Number(process.argv[3] ?? 4);
const CONNECTIONS = 10;

async function startServer(upstreamUrl, writer) {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST,
    CONTENT_API_URL: upstreamUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RENDER_CACHE_TTL_MS: '0',
    HTML_WRITER: writer,
    SESSION_SECRET: 'neutron-spike-session-secret-not-for-production',
    ...serverEnv(process.env),
  };
  const handle = startChild(`server ${writer}`, [...serverNodeArgs(process.env), 'dist/server/main.cjs'], {
    cwd: root,
    env,
  });
  const origin = `http://${HOST}:${port}`;
  await waitUntilUp(handle, `${origin}/readyz`);
  return { writer, handle, origin };
}

async function firstArticle(origin) {
  const door = await (await fetch(`${origin}/`)).text();
  for (const path of articleCandidates(door, origin)) {
    const res = await fetch(origin + path);
    await res.arrayBuffer();
    if (res.status === 200) return path;
  }
  throw new Error('the front door has no article card that answers 200');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const upstreamPort = await freePort();
  const upstream = startChild('upstream', ['--import', 'tsx', 'upstream/main.ts'], {
    cwd: root,
    env: { UPSTREAM_PORT: String(upstreamPort), UPSTREAM_LIVE_INTERVAL_MS: '0' },
  });
  await waitUntilUp(upstream, `http://${HOST}:${upstreamPort}/__health`);
  const servers = [
    await startServer(`http://${HOST}:${upstreamPort}`, 'rows'),
    await startServer(`http://${HOST}:${upstreamPort}`, 'fizz'),
  ];
  const article = await firstArticle(servers[0].origin);
  process.stdout.write(`article: ${article}\n`);
  const figures = {};
  for (const server of servers) {
    for (const path of ['/', article]) {
      await whileAlive([server.handle, upstream], () =>
        warmUp({ url: server.origin + path, headers: {} }, { connections: CONNECTIONS, seconds: 3 }),
      );
    }
  }
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < servers.length; i++) {
      const server = servers[(i + round) % servers.length];
      for (const [page, path] of [
        ['door', '/'],
        ['article', article],
      ]) {
        const pids = { server: server.handle.pid, upstream: upstream.pid };
        const run = await whileAlive([server.handle, upstream], () =>
          loadRun({ name: page, url: server.origin + path, headers: {} }, pids, {
            connections: CONNECTIONS,
            duration: seconds,
          }),
        );
        if (run.non2xx > 0 || run.errors > 0)
          throw new Error(`${server.writer} ${page}: ${run.non2xx} non-2xx, ${run.errors} errors`);
        (figures[`${page} ${server.writer}`] ??= []).push(run.serverCpuMsPerRequest);
        (figures[`rss ${server.writer}`] ??= []).push(run.serverMemory.rssMb);
      }
    }
  }
  for (const [name, values] of Object.entries(figures)) {
    process.stdout.write(
      `${name}: median ${median(values).toFixed(3)}, min ${Math.min(...values).toFixed(3)}, max ${Math.max(...values).toFixed(3)} (${values.map((v) => v.toFixed(3)).join(' ')})\n`,
    );
  }
  process.stdout.write(`PAGE_RESULT ${JSON.stringify({ article, figures })}\n`);
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
