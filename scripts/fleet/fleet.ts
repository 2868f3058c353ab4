/**
 * The local fleet (docs/operations.md "Many instances"): the local upstream, Redis (Debian's
 * redis-server), N Neutron processes and nginx (Debian's package) in front, each the real
 * program started here with its configuration generated into one temporary directory, and
 * stopped by pid. `npm run start:cluster`, the fleet tests and `npm run bench -- --fleet` use it.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeArgs } from '../serverArgs.mjs';
import { answers, startChild, waitUntil, type Child } from './child';
import { nginxConfig } from './nginxConfig';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'dist/server/main.cjs');
const REDIS_SERVER = '/usr/bin/redis-server';
const NGINX = '/usr/sbin/nginx';
/** The local world's session secret; a real deployment sets its own. */
const LOCAL_SESSION_SECRET = 'neutron-local-world-session-secret-not-for-production';

export interface FleetOptions {
  /** Neutron processes (default 3). */
  instances?: number;
  /** nginx's port; 0 or unset: a free one. Instances, Redis and the upstream follow it (port+1...) when it is set. */
  port?: number;
  /** Start Redis and give the instances REDIS_URL (default true). */
  redis?: boolean;
  /** PURGE_KEY of the instances, also the upstream's webhook key. */
  purgeKey?: string;
  /** Extra environment of every Neutron instance. */
  env?: Record<string, string>;
  /** Latency the upstream adds to every answer. */
  upstreamLatencyMs?: number;
  /** nginx worker processes (default 1). */
  nginxWorkers?: number;
  /** Echo every program's output with its name (the CLI does). */
  echo?: boolean;
}

export interface Instance {
  port: number;
  url: string;
  child: Child;
}

export interface Fleet {
  /** nginx: where readers go. */
  url: string;
  upstreamUrl: string;
  redisUrl: string | undefined;
  purgeKey: string;
  dir: string;
  upstream: Child;
  redis: Child | undefined;
  nginx: Child;
  instances: Instance[];
  /** Regenerates nginx's configuration and reloads it gracefully (SIGHUP: old workers finish their requests). */
  reload(): void;
  /** Starts Redis again on its port (after a test or the bench killed it); `redis` is then the new process. */
  restartRedis(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** True when a Redis answers PING on `port`. */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const count = options.instances ?? 3;
  if (!existsSync(MAIN)) throw new Error('dist/server/main.cjs is missing: run `npm run build` first');
  for (const program of [NGINX, ...(options.redis === false ? [] : [REDIS_SERVER])]) {
    if (!existsSync(program)) throw new Error(`${program} is missing: apt-get install -y redis-server nginx (.ci/run does)`);
  }
  const base = options.port ?? 0;
  const port = async (offset: number) => (base > 0 ? base + offset : freePort());
  const nginxPort = await port(0);
  const upstreamPort = await port(1);
  const redisPort = await port(2);
  const instancePorts: number[] = [];
  for (let i = 0; i < count; i++) instancePorts.push(await port(3 + i));
  const dir = mkdtempSync(join(tmpdir(), 'neutron-fleet-'));
  chmodSync(dir, 0o755); // nginx workers may run as another user
  const purgeKey = options.purgeKey ?? `local-fleet-purge-key-${process.pid}`;
  const url = `http://127.0.0.1:${nginxPort}`;
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const redisUrl = options.redis === false ? undefined : `redis://127.0.0.1:${redisPort}/0`;
  const echo = options.echo ?? false;
  const started: Child[] = [];
  const baseEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? dir };

  const stop = async () => {
    // Readers' door first, then the instances (graceful), then what they depend on.
    const [nginx, ...rest] = [...started].reverse().sort((a, b) => Number(b.name === 'nginx') - Number(a.name === 'nginx'));
    if (nginx) await nginx.stop('SIGQUIT');
    await Promise.all(rest.filter((child) => child.name.startsWith('neutron')).map((child) => child.stop('SIGTERM')));
    await Promise.all(rest.filter((child) => !child.name.startsWith('neutron')).map((child) => child.stop('SIGTERM')));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const upstream = startChild('upstream', process.execPath, ['--import', 'tsx', 'upstream/main.ts'], {
      cwd: ROOT,
      echo,
      env: {
        ...baseEnv,
        UPSTREAM_PORT: String(upstreamPort),
        UPSTREAM_LATENCY_MS: String(options.upstreamLatencyMs ?? 0),
        UPSTREAM_LIVE_INTERVAL_MS: '0',
        UPSTREAM_PURGE_URL: `${url}/_purge`,
        UPSTREAM_PURGE_KEY: purgeKey,
      },
    });
    started.push(upstream);

    const startRedis = async () => {
      // Memory-only, bounded, least-recently-used eviction over every key (decision 080).
      const child = startChild('redis', REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', '128mb', '--maxmemory-policy', 'allkeys-lru', '--dir', dir, '--daemonize', 'no'], { cwd: dir, echo, env: baseEnv });
      started.push(child);
      await waitUntil('redis', () => redisAnswers(redisPort), 10_000);
      return child;
    };
    let redis: Child | undefined;
    if (redisUrl) redis = await startRedis();
    await waitUntil('upstream', () => answers(`${upstreamUrl}/__health`), 60_000);

    const instances: Instance[] = instancePorts.map((instancePort, i) => {
      const env: Record<string, string> = {
        ...baseEnv,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(instancePort),
        CONTENT_API_URL: upstreamUrl,
        SESSION_SECRET: LOCAL_SESSION_SECRET,
        SITE_ORIGIN: `http://localhost:${nginxPort}`,
        TRUSTED_PROXY_HOPS: '1',
        PURGE_KEY: purgeKey,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...options.env,
      };
      const child = startChild(`neutron-${i + 1}`, process.execPath, [...serverNodeArgs(env), MAIN], { cwd: ROOT, echo, env: { ...serverEnv(env), ...env } });
      started.push(child);
      return { port: instancePort, url: `http://127.0.0.1:${instancePort}`, child };
    });
    await Promise.all(instances.map((instance) => waitUntil(instance.child.name, () => answers(`${instance.url}/healthz`), 60_000)));

    const writeConfig = () => writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port: nginxPort, instancePorts, workers: options.nginxWorkers }));
    writeConfig();
    const nginx = startChild('nginx', NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log'), '-g', 'daemon off;'], { cwd: dir, echo, env: baseEnv });
    started.push(nginx);
    await waitUntil('nginx', () => answers(`${url}/healthz`), 20_000);

    const fleet: Fleet = {
      url,
      upstreamUrl,
      redisUrl,
      purgeKey,
      dir,
      upstream,
      redis,
      nginx,
      instances,
      async restartRedis() {
        if (!redisUrl) throw new Error('this fleet runs without Redis');
        fleet.redis = await startRedis();
      },
      reload() {
        writeConfig();
        nginx.process.kill('SIGHUP');
      },
      stop,
    };
    return fleet;
  } catch (error) {
    const tails = started.map((child) => `--- ${child.name}\n${child.lines.slice(-20).join('\n')}`).join('\n');
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tails}`);
  }
}
