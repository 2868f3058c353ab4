/**
 * `npm run start:cluster`: the local upstream, Redis, N Neutron processes (N = CLUSTER_INSTANCES,
 * default the number of cores) and nginx in front on CLUSTER_PORT (default 8080; the others on
 * the ports after it), each the real program (scripts/fleet/fleet.ts). A program that exits on
 * its own is started again on its port after a back-off while the others serve
 * (scripts/fleet/supervisor.ts); one caught in a crash loop is given up on, and the whole
 * cluster stops only when readers can no longer be served (nginx, or every instance, given up).
 * Ctrl-C or SIGTERM stops them all gracefully, restarts included; SIGHUP reloads nginx's
 * configuration gracefully. The instances get this process's environment (their wiring —
 * ports, upstream, Redis, keys — is the fleet's). `npm run build` first.
 */
import './checkNode.mjs'; // first: exits with one clear line on a Node older than the floor
import { availableParallelism } from 'node:os';
import { startFleet } from './fleet/fleet';
import { createSupervisor, readersLost, type SupervisorEvent } from './fleet/supervisor';

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

const log = (line: Record<string, unknown>) => {
  const text = JSON.stringify({ time: new Date().toISOString(), ...line });
  if (line.level === 'error' || line.level === 'fatal') console.error(text);
  else console.log(text);
};

const instances = intFromEnv('CLUSTER_INSTANCES', availableParallelism(), 1, 64);
const port = intFromEnv('CLUSTER_PORT', 8080, 1, 65_535 - 3 - instances);
const env = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

let stopping = false;
const starting = new AbortController();
/** `stop` is set once the fleet is up: supervision first, so no restart begins (or survives) while the fleet stops. */
const running: { stop?: () => Promise<void> } = {};
function stopAll(code: number, reason: string): void {
  if (stopping) return;
  stopping = true;
  log({ level: code === 0 ? 'info' : 'fatal', msg: 'cluster stopping', reason });
  // Still starting: abandoning the start stops what it began, and startFleet rejects.
  if (!running.stop) return starting.abort();
  void running.stop().then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0, signal));

const fleet = await startFleet({
  instances,
  port,
  purgeKey: process.env.PURGE_KEY,
  env,
  echo: process.env.CLUSTER_QUIET !== '1',
  nginxWorkers: Math.min(instances, availableParallelism()),
  signal: starting.signal,
}).catch((error: unknown) => {
  if (!starting.signal.aborted) throw error;
  process.exit(0);
});
log({
  level: 'info',
  msg: 'cluster ready',
  url: fleet.url,
  instances: fleet.instances.map((instance) => instance.url),
  upstream: fleet.upstreamUrl,
  redis: fleet.redisUrl,
  config: fleet.dir,
});

const instanceNames = fleet.instances.map((instance) => instance.child.name);
const supervisor = createSupervisor({
  log: (event: SupervisorEvent) => log(event),
  onGiveUp() {
    if (readersLost(supervisor.givenUp, instanceNames))
      stopAll(1, `readers can no longer be served (given up: ${supervisor.givenUp.join(', ')})`);
  },
});
for (const child of fleet.programs())
  supervisor.watch({ name: child.name, child, start: (signal) => fleet.restart(child.name, signal) });
running.stop = async () => {
  await supervisor.stop();
  await fleet.stop();
};

process.on('SIGHUP', () => {
  fleet.reload();
  log({ level: 'info', msg: 'nginx reloaded' });
});
