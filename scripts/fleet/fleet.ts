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
  /** Aborts the start: what was started is stopped and startFleet rejects (Ctrl-C while starting). */
  signal?: AbortSignal;
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
  /**
   * Starts the program `name` again (`upstream`, `redis`, `neutron-N`, `nginx`) on the port it had,
   * so nginx needs no new configuration; resolves with the new process once it answers, and the
   * fleet's fields name it. Rejects, having stopped what it began, if it does not answer in time
   * or `signal` aborts. A new nginx binds beside the workers a killed master left (`reuseport`)
   * and then lets those finish gracefully.
   */
  restart(name: string, signal?: AbortSignal): Promise<Child>;
  /** Every program as it runs now, by name. */
  programs(): Child[];
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

/** The first chunk of Redis's reply to one inline `command` on `port` ('' when it does not answer within 1 s). */
export function redisReply(port: number, command: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (reply: string) => {
      socket.destroy();
      resolve(reply);
    };
    socket.setTimeout(1000, () => done(''));
    socket.once('error', () => done(''));
    socket.once('data', (data) => done(data.toString()));
    socket.connect(port, '127.0.0.1', () => socket.write(`${command}\r\n`));
  });
}

/** True when a Redis answers PING on `port`. */
export async function redisAnswers(port: number): Promise<boolean> {
  return (await redisReply(port, 'PING')).startsWith('+PONG');
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const count = options.instances ?? 3;
  if (!existsSync(MAIN)) throw new Error('dist/server/main.cjs is missing: run `npm run build` first');
  for (const program of [NGINX, ...(options.redis === false ? [] : [REDIS_SERVER])]) {
    if (!existsSync(program))
      throw new Error(`${program} is missing: apt-get install -y redis-server nginx (.ci/run does)`);
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
    // Readers' door first (every nginx started, with any workers a killed master left), then the instances (graceful), then what they depend on.
    await Promise.all(started.filter((child) => child.name === 'nginx').map((child) => child.stop('SIGQUIT')));
    await Promise.all(
      started.filter((child) => child.name.startsWith('neutron')).map((child) => child.stop('SIGTERM')),
    );
    await Promise.all(
      started
        .filter((child) => child.name !== 'nginx' && !child.name.startsWith('neutron'))
        .map((child) => child.stop('SIGTERM')),
    );
    rmSync(dir, { recursive: true, force: true });
  };

  /** Starts a program and waits until it answers; stops it again if it does not. */
  const launch = async (
    name: string,
    command: string,
    args: readonly string[],
    ready: () => Promise<boolean>,
    timeoutMs: number,
    options: { cwd: string; env: NodeJS.ProcessEnv; group?: boolean },
    signal?: AbortSignal,
  ) => {
    const child = startChild(name, command, args, { echo, ...options });
    started.push(child);
    try {
      await waitUntil(name, async () => !child.running || (await ready()), timeoutMs, signal);
      if (!child.running) throw new Error(`${name} exited (${String(await child.exited)}) before it answered`);
    } catch (error) {
      await child.stop('SIGKILL');
      throw error;
    }
    return child;
  };

  const startUpstream = (signal?: AbortSignal) =>
    launch(
      'upstream',
      process.execPath,
      ['--import', 'tsx', 'upstream/main.ts'],
      () => answers(`${upstreamUrl}/__health`),
      60_000,
      {
        cwd: ROOT,
        env: {
          ...baseEnv,
          UPSTREAM_PORT: String(upstreamPort),
          UPSTREAM_LATENCY_MS: String(options.upstreamLatencyMs ?? 0),
          UPSTREAM_LIVE_INTERVAL_MS: '0',
          UPSTREAM_PURGE_URL: `${url}/_purge`,
          UPSTREAM_PURGE_KEY: purgeKey,
        },
      },
      signal,
    );
  // Memory-only, bounded, least-recently-used eviction over every key (decision 080).
  const startRedis = (signal?: AbortSignal) =>
    launch(
      'redis',
      REDIS_SERVER,
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--maxmemory',
        '128mb',
        '--maxmemory-policy',
        'allkeys-lru',
        '--dir',
        dir,
        '--daemonize',
        'no',
      ],
      () => redisAnswers(redisPort),
      10_000,
      { cwd: dir, env: baseEnv },
      signal,
    );
  const startInstance = (i: number, signal?: AbortSignal) => {
    const env: Record<string, string> = {
      ...baseEnv,
      ...options.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(instancePorts[i]),
      CONTENT_API_URL: upstreamUrl,
      SESSION_SECRET: options.env?.SESSION_SECRET ?? LOCAL_SESSION_SECRET,
      SITE_ORIGIN: `http://localhost:${nginxPort}`,
      TRUSTED_PROXY_HOPS: '1',
      PURGE_KEY: purgeKey,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    return launch(
      `neutron-${i + 1}`,
      process.execPath,
      [...serverNodeArgs(env), MAIN],
      () => answers(`http://127.0.0.1:${instancePorts[i]}/healthz`),
      60_000,
      { cwd: ROOT, env: { ...serverEnv(env), ...env } },
      signal,
    );
  };
  const writeConfig = () =>
    writeFileSync(
      join(dir, 'nginx.conf'),
      nginxConfig({ dir, port: nginxPort, instancePorts, workers: options.nginxWorkers }),
    );
  const startNginx = (signal?: AbortSignal) =>
    launch(
      'nginx',
      NGINX,
      ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log'), '-g', 'daemon off;'],
      () => answers(`${url}/healthz`),
      20_000,
      { cwd: dir, env: baseEnv, group: true },
      signal,
    );

  try {
    const upstream = await startUpstream(options.signal);
    const redis = redisUrl ? await startRedis(options.signal) : undefined;
    const children = await Promise.all(instancePorts.map((_, i) => startInstance(i, options.signal)));
    const instances: Instance[] = children.map((child, i) => ({
      port: instancePorts[i]!,
      url: `http://127.0.0.1:${instancePorts[i]}`,
      child,
    }));
    writeConfig();
    const nginx = await startNginx(options.signal);

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
      async restart(name, signal) {
        if (name === 'upstream') return (fleet.upstream = await startUpstream(signal));
        if (name === 'redis') {
          if (!redisUrl) throw new Error('this fleet runs without Redis');
          return (fleet.redis = await startRedis(signal));
        }
        if (name === 'nginx') {
          const old = fleet.nginx;
          fleet.nginx = await startNginx(signal);
          // Workers of a killed master still hold connections: let them finish, then leave.
          void old.stop('SIGQUIT');
          return fleet.nginx;
        }
        const instance = instances.find((candidate) => candidate.child.name === name);
        if (!instance) throw new Error(`no program called ${name} in this fleet`);
        return (instance.child = await startInstance(instances.indexOf(instance), signal));
      },
      programs() {
        return [
          fleet.upstream,
          ...(fleet.redis ? [fleet.redis] : []),
          ...instances.map((instance) => instance.child),
          fleet.nginx,
        ];
      },
      reload() {
        writeConfig();
        fleet.nginx.process.kill('SIGHUP');
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
