/**
 * `npm run start:cluster` as an SRE runs it, driven from outside (the fleet suite and `npm run
 * bench -- --fleet` use it): the runner (scripts/cluster.ts) is started as a process of its own,
 * its programs are found among its child processes (/proc, Linux), and `healUnderLoad` kills
 * one instance and then Redis with SIGKILL under a bounded closed-loop load through nginx,
 * counting what readers lost and how long each program took to answer again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { answers, startChild, type Child } from './child';
import { redisAnswers, redisReply, ROOT } from './fleet';

/** The pids whose parent is `pid`. */
export function childPids(pid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function procText(pid: number | string, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Where the kernel's ephemeral ports begin (outgoing connections take them; a listener there may find its port taken). */
function ephemeralStart(): number {
  const first = Number(procText('sys', 'net/ipv4/ip_local_port_range').split(/\s+/)[0]);
  return Number.isInteger(first) && first > 12_000 ? first : 32_768;
}

/** A first port with `count` free ports from it, below the ephemeral range (the runner takes CLUSTER_PORT and the ones after it). */
async function freePortRun(count: number): Promise<number> {
  const below = ephemeralStart() - count;
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 10_000 + Math.floor(Math.random() * (below - 10_000));
    let free = true;
    for (let port = base; port < base + count && free; port++) free = await portFree(port);
    if (free) return base;
  }
  throw new Error(`no run of ${count} free loopback ports found`);
}

export interface RunningCluster {
  runner: Child;
  url: string;
  instancePorts: number[];
  redisPort: number;
  /** The pid now serving an instance's port, or Redis; undefined when there is none. */
  instancePid(port: number): number | undefined;
  redisPid(): number | undefined;
  /** The runner's own log lines (JSON), parsed. */
  events(): Array<Record<string, unknown>>;
  stop(): Promise<number | string>;
}

/** Starts `node --import tsx scripts/cluster.ts` with `instances` instances on free ports; `env` reaches the runner (and through it the instances). */
export async function startRunner({
  instances,
  env = {},
  script = 'scripts/cluster.ts',
}: {
  instances: number;
  env?: Record<string, string>;
  script?: string;
}): Promise<RunningCluster> {
  const base = await freePortRun(3 + instances);
  const runner = startChild('cluster', process.execPath, ['--import', 'tsx', join(ROOT, script)], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? ROOT,
      ...env,
      CLUSTER_INSTANCES: String(instances),
      CLUSTER_PORT: String(base),
      CLUSTER_QUIET: '1',
    },
  });
  const events = () =>
    runner.lines.flatMap((line) => {
      try {
        return line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
  const deadline = Date.now() + 180_000;
  while (!events().some((event) => event.msg === 'cluster ready')) {
    if (!runner.running || Date.now() > deadline) {
      await runner.stop('SIGTERM');
      throw new Error(`the cluster runner did not get ready:\n${runner.lines.slice(-40).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const instancePorts = Array.from({ length: instances }, (_, i) => base + 3 + i);
  const pidOf = (matches: (pid: number) => boolean) => childPids(runner.process.pid!).find(matches);
  return {
    runner,
    url: `http://127.0.0.1:${base}`,
    instancePorts,
    redisPort: base + 2,
    instancePid: (port) => pidOf((pid) => procText(pid, 'environ').split('\0').includes(`PORT=${port}`)),
    redisPid: () => pidOf((pid) => procText(pid, 'comm').trim() === 'redis-server'),
    events,
    stop: () => runner.stop('SIGTERM', 60_000),
  };
}

/** Clients connected to the Redis on `port` (each instance keeps three: commands, purges, pub/sub). */
export async function redisClients(port: number): Promise<number> {
  return Number(/connected_clients:(\d+)/.exec(await redisReply(port, 'INFO clients'))?.[1] ?? 0);
}

export interface Sample {
  /** performance.now() when the request was sent and when it ended. */
  at: number;
  end: number;
  status: number | string;
}

export interface Kill {
  what: string;
  at: number;
  /** Requests in flight (all instances) when the kill was sent. */
  inFlight: number;
  /** From the kill until the program answered again on its port; undefined: not back within the bound. */
  backMs: number | undefined;
}

export interface HealResult {
  samples: Sample[];
  kills: Kill[];
  /** Failed requests (not a 200) that were in flight at the instance's kill: the most it may cost. */
  held: Sample[];
  /** Failed requests beyond those: what the runner should have saved. */
  lost: Sample[];
  /** Of all failures, those refused (connection refused, or nginx's 502 for no instance left). */
  refused: number;
  /** Whether the runner was still running at the end. */
  runnerAlive: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function backWithin(check: () => Promise<boolean>, from: number, boundMs: number): Promise<number | undefined> {
  while (performance.now() - from < boundMs) {
    if (await check().catch(() => false)) return performance.now() - from;
    await pause(25);
  }
  return undefined;
}

/**
 * A closed loop of `connections` clients over `paths` through nginx; after `warmRequests`
 * answers, SIGKILL of the first instance; once it answers again (or `backBoundMs` passed) and
 * `settleRequests` more were answered, SIGKILL of Redis; once Redis answers again and
 * `settleRequests` more were answered, the load ends. At most `maxRequests` requests in all.
 */
export async function healUnderLoad(
  cluster: RunningCluster,
  options: {
    paths: readonly string[];
    connections: number;
    warmRequests: number;
    settleRequests: number;
    maxRequests: number;
    backBoundMs: number;
  },
): Promise<HealResult> {
  const samples: Sample[] = [];
  let sent = 0;
  let inFlight = 0;
  let stopped = false;
  let finished = false;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const afterMore = (count: number) =>
    new Promise<void>((resolve) => (finished ? resolve() : waiters.push({ count: samples.length + count, resolve })));
  const client = async () => {
    while (!stopped && sent < options.maxRequests) {
      const path = options.paths[sent++ % options.paths.length]!;
      const at = performance.now();
      inFlight++;
      let status: number | string;
      try {
        const res = await fetch(`${cluster.url}${path}`, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        status = res.status;
      } catch (error) {
        status =
          error instanceof Error
            ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}`
            : String(error);
      }
      inFlight--;
      samples.push({ at, end: performance.now(), status });
      for (const waiter of waiters.filter((candidate) => samples.length >= candidate.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const clients = Promise.all(Array.from({ length: options.connections }, client)).then(() => {
    finished = true;
    for (const waiter of waiters.splice(0)) waiter.resolve();
  });
  const kills: Kill[] = [];
  const kill = async (what: string, pid: number | undefined, back: () => Promise<boolean>) => {
    const at = performance.now();
    const record: Kill = { what, at, inFlight, backMs: undefined };
    kills.push(record);
    if (pid === undefined) return record;
    process.kill(pid, 'SIGKILL');
    // Not back before the old process is gone (a port still answering from the dying one would count).
    await backWithin(
      async () => procText(pid, 'stat') === '' || procText(pid, 'stat').includes(') Z'),
      at,
      options.backBoundMs,
    );
    record.backMs = await backWithin(back, at, options.backBoundMs);
    return record;
  };

  await afterMore(options.warmRequests);
  const victim = cluster.instancePorts[0]!;
  await kill('instance', cluster.instancePid(victim), () => answers(`http://127.0.0.1:${victim}/healthz`));
  await afterMore(options.settleRequests);
  await kill('redis', cluster.redisPid(), () => redisAnswers(cluster.redisPort));
  await afterMore(options.settleRequests);
  stopped = true;
  await clients;

  const instanceKill = kills[0]!;
  const failed = samples.filter((sample) => sample.status !== 200);
  const heldAtKill = (sample: Sample) => sample.at < instanceKill.at && sample.end > instanceKill.at;
  return {
    samples,
    kills,
    held: failed.filter(heldAtKill),
    lost: failed.filter((sample) => !heldAtKill(sample)),
    refused: failed.filter((sample) => sample.status === 502 || String(sample.status).includes('ECONNREFUSED')).length,
    runnerAlive: cluster.runner.running,
  };
}
