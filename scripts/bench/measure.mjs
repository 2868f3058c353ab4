/**
 * The two ways a target is measured:
 * - under load: autocannon at N connections, with the server's CPU time read from /proc
 *   before and after, so CPU per request is the server's own cost, not the load generator's;
 * - unloaded: sequential requests with node:http over one keep-alive connection, timing the
 *   first body byte (TTFB) and counting body bytes.
 * Neither sends Accept-Encoding, so bodies are measured uncompressed.
 */
import { Agent, request } from 'node:http';
import autocannon from './autocannon.mjs';
import { cpuMs, mainThreadCpuMs, memoryMb } from './procfs.mjs';

const round = (value, digits = 3) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

/**
 * Runs autocannon once; `load` is { duration } or { amount }. Its latency histogram keeps whole
 * milliseconds, too coarse for a fast server, so 2xx latencies are also collected from its
 * 'response' events at full precision.
 */
async function runAutocannon(url, headers, connections, load, paths) {
  const latencies = [];
  const started = process.hrtime.bigint();
  const run = autocannon({ url, headers, connections, ...load, ...(paths ? { requests: rotation(paths) } : {}) });
  run.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const result = await run;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { result, seconds, latencies: Float64Array.from(latencies).sort() };
}

/**
 * `paths` (a round robin of URLs) as autocannon requests: every request, whichever connection
 * sends it, asks for the next path of one shared rotation, so the requests in flight are for
 * different pages. (A list of requests would have each connection cycle through it on its own:
 * all connections walk the list in step, N renders of one page at a time.)
 */
function rotation(paths) {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

/**
 * Asks for every path of a round robin once, `connections` at a time, so its measured run finds
 * the content cache warm (issue 9 measures the render path, not the upstream's first answers).
 * Returns the seconds it took and the responses per status code.
 */
export async function primePaths(origin, paths, connections) {
  const started = process.hrtime.bigint();
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const { status } = await fetchOnce(origin + paths[next++]);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, connections) }, worker));
  return { seconds: round(Number(process.hrtime.bigint() - started) / 1e9, 2), statusCodes: statuses };
}

/** Responses per status code, e.g. { 200: 1234, 503: 2 }. */
function statusCounts(result) {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
}

/**
 * One load run against `target` ({ name, url, headers }). `pids` are { server, upstream }.
 * Returns throughput, latency, errors and the CPU each process spent per completed request.
 */
export async function loadRun(target, pids, { connections, ...load }) {
  const before = {
    server: cpuMs(pids.server),
    serverMain: mainThreadCpuMs(pids.server),
    upstream: cpuMs(pids.upstream),
  };
  const { result, seconds, latencies } = await runAutocannon(
    target.url,
    target.headers,
    connections,
    load,
    target.paths,
  );
  const after = {
    server: cpuMs(pids.server),
    serverMain: mainThreadCpuMs(pids.server),
    upstream: cpuMs(pids.upstream),
  };
  const completed = result.requests.total;
  const perRequest = (name) => (completed > 0 ? (after[name] - before[name]) / completed : NaN);
  return {
    connections,
    ...load,
    seconds: round(seconds, 2),
    completed,
    requestsPerSec: round(result.requests.average, 1),
    overallRequestsPerSec: round(completed / seconds, 1),
    latencyP50Ms: round(percentile(latencies, 50)),
    latencyP99Ms: round(percentile(latencies, 99)),
    latencyMaxMs: round(latencies.at(-1)),
    wireBytesPerResponse: result['2xx'] > 0 ? Math.round(result.throughput.total / result['2xx']) : null,
    serverCpuMsPerRequest: round(perRequest('server'), 4),
    serverMainThreadCpuMsPerRequest: round(perRequest('serverMain'), 4),
    upstreamCpuMsPerRequest: round(perRequest('upstream'), 4),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: statusCounts(result),
    serverMemory: roundMemory(memoryMb(pids.server)),
  };
}

const roundMemory = ({ rssMb, peakRssMb }) => ({ rssMb: round(rssMb, 1), peakRssMb: round(peakRssMb, 1) });

/** A warm-up run: same as a load run, figures thrown away except the status counts. */
export async function warmUp(target, { connections, seconds }) {
  if (seconds <= 0) return {};
  const { result } = await runAutocannon(target.url, target.headers, connections, { duration: seconds }, target.paths);
  return statusCounts(result);
}

/** One request; resolves { status, ttfbMs, totalMs, bodyBytes }. */
function timedRequest(url, headers, agent) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const elapsedMs = () => Number(process.hrtime.bigint() - start) / 1e6;
    let ttfbMs = null;
    let bodyBytes = 0;
    const req = request(url, { headers, agent }, (res) => {
      res.on('data', (chunk) => {
        if (ttfbMs === null) ttfbMs = elapsedMs();
        bodyBytes += chunk.length;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode, ttfbMs: ttfbMs ?? elapsedMs(), totalMs: elapsedMs(), bodyBytes }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `count` sequential requests: TTFB and total time percentiles, mean body bytes, statuses. */
export async function ttfbRun(target, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples = [];
  try {
    for (let i = 0; i < count; i += 1) samples.push(await timedRequest(target.url, target.headers, agent));
  } finally {
    agent.destroy();
  }
  const ttfb = Float64Array.from(samples, (s) => s.ttfbMs).sort();
  const total = Float64Array.from(samples, (s) => s.totalMs).sort();
  const statuses = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    samples: count,
    ttfbP50Ms: round(percentile(ttfb, 50)),
    ttfbP90Ms: round(percentile(ttfb, 90)),
    ttfbMinMs: round(ttfb[0]),
    totalP50Ms: round(percentile(total, 50)),
    bodyBytes: Math.round(samples.reduce((sum, s) => sum + s.bodyBytes, 0) / samples.length),
    statusCodes: statuses,
  };
}

/** One request with its body, for discovery and sanity checks. */
export async function fetchOnce(url, headers = {}) {
  const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
}
