import '../scripts/checkNode.mjs'; // first: exits with one clear line on a Node older than the floor
import { parseLatency } from './control';
import { startUpstream } from './start';
import { DEFAULT_LIVE_INTERVAL_MS } from './live/publisher';
import { DEFAULT_SEED } from './world/world';

/**
 * Entry: `node --import tsx upstream/main.ts`. Listens on 127.0.0.1:UPSTREAM_PORT (default
 * 3001); UPSTREAM_LATENCY_MS adds latency to every API answer; UPSTREAM_SEED picks the world;
 * UPSTREAM_LIVE_INTERVAL_MS is how often live coverage changes (default 30000; 0: never);
 * UPSTREAM_PURGE_URL and UPSTREAM_PURGE_KEY: where content changes are announced (Neutron's
 * `/_purge`, upstream/announce.ts); unset: nowhere. UPSTREAM_VITALS_LOG: an NDJSON file the
 * collector appends Web Vitals beacons to (decision 115); unset: memory only.
 */
function intFromEnv(name: string, fallback: number, max: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    console.error(`${name} must be an integer between 0 and ${max}, got ${JSON.stringify(text)}`);
    process.exit(1);
  }
  return value;
}

const port = intFromEnv('UPSTREAM_PORT', 3001, 65_535);
const liveIntervalMs = intFromEnv('UPSTREAM_LIVE_INTERVAL_MS', DEFAULT_LIVE_INTERVAL_MS, 86_400_000);
const seed = intFromEnv('UPSTREAM_SEED', DEFAULT_SEED, 2 ** 32 - 1);
const latencyText = process.env.UPSTREAM_LATENCY_MS;
const latencyMs = latencyText ? parseLatency(latencyText) : 0;
if (latencyMs === undefined) {
  console.error(`UPSTREAM_LATENCY_MS must be an integer number of milliseconds, got ${JSON.stringify(latencyText)}`);
  process.exit(1);
}

const purgeUrl = process.env.UPSTREAM_PURGE_URL;
const purgeKey = process.env.UPSTREAM_PURGE_KEY ?? '';
if (purgeUrl && !/^https?:\/\/\S+$/.test(purgeUrl)) {
  console.error(`UPSTREAM_PURGE_URL must be an http(s) URL, got ${JSON.stringify(purgeUrl)}`);
  process.exit(1);
}
const announce = purgeUrl ? { url: purgeUrl, key: purgeKey } : undefined;

const started = Date.now();
const vitalsLog = process.env.UPSTREAM_VITALS_LOG || undefined;
const upstream = await startUpstream({ port, seed, latencyMs, liveIntervalMs, announce, vitalsLog });
console.log(
  JSON.stringify({
    msg: 'upstream listening',
    url: upstream.url,
    articles: upstream.world.articles.length,
    latencyMs,
    startupMs: Date.now() - started,
  }),
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void upstream.close().then(() => process.exit(0));
  });
}
