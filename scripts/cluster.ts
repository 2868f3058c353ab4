/**
 * `npm run start:cluster`: the local upstream, Redis, N Neutron processes (N = CLUSTER_INSTANCES,
 * default the number of cores) and nginx in front on CLUSTER_PORT (default 8080; the others on
 * the ports after it), each the real program (scripts/fleet/fleet.ts). Ctrl-C or SIGTERM stops
 * them all gracefully; SIGHUP reloads nginx's configuration gracefully. `npm run build` first.
 */
import './checkNode.mjs'; // first: exits with one clear line on a Node older than the floor
import { availableParallelism } from 'node:os';
import { startFleet } from './fleet/fleet';

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be an integer between ${min} and ${max}, got ${JSON.stringify(text)}`);
    process.exit(1);
  }
  return value;
}

const instances = intFromEnv('CLUSTER_INSTANCES', availableParallelism(), 1, 64);
const port = intFromEnv('CLUSTER_PORT', 8080, 1, 65_535 - 3 - instances);
const fleet = await startFleet({ instances, port, purgeKey: process.env.PURGE_KEY, echo: process.env.CLUSTER_QUIET !== '1', nginxWorkers: Math.min(instances, availableParallelism()) });
console.log(JSON.stringify({
  msg: 'cluster ready',
  url: fleet.url,
  instances: fleet.instances.map((instance) => instance.url),
  upstream: fleet.upstreamUrl,
  redis: fleet.redisUrl,
  config: fleet.dir,
}));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ msg: 'cluster stopping', signal }));
    void fleet.stop().then(() => process.exit(0));
  });
}
process.on('SIGHUP', () => {
  fleet.reload();
  console.log(JSON.stringify({ msg: 'nginx reloaded' }));
});
for (const child of [fleet.upstream, fleet.nginx, ...(fleet.redis ? [fleet.redis] : []), ...fleet.instances.map((instance) => instance.child)]) {
  void child.exited.then((code) => {
    if (stopping) return;
    console.error(JSON.stringify({ msg: 'a cluster program exited; stopping', name: child.name, code }));
    stopping = true;
    void fleet.stop().then(() => process.exit(1));
  });
}
