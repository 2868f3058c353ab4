import { EventEmitter } from 'node:events';
import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from './logger';
import { createReadiness } from './readiness';
import { createShutdown, installShutdown } from './shutdown';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function listen(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

function request(url: string, agent?: Agent): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    get(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    }).on('error', (error) => resolve({ error: error.message }));
  });
}

describe('createShutdown', () => {
  it('lets an in-flight response finish, drains readiness, cleans up and exits 0', async () => {
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const url = await listen((_req, res) => {
      arrived();
      setTimeout(() => res.end('done'), 50);
    });
    const readiness = createReadiness();
    const cleanup = vi.fn();
    const exit = vi.fn();
    const shutdown = createShutdown({
      server: server!,
      logger: silentLogger,
      timeoutMs: 2000,
      readiness,
      cleanup: [cleanup],
      exit,
    });
    const pending = request(url);
    // In flight when the signal comes: the server has the request (a fixed wait lost the race on a busy machine).
    await inFlight;
    await shutdown('SIGTERM');
    expect(await pending).toEqual({ status: 200, body: 'done' });
    expect((await readiness.check()).ready).toBe(false);
    expect(cleanup).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('cuts connections still open at the timeout and exits 1', async () => {
    const url = await listen(() => {}); // never answers
    const exit = vi.fn();
    const shutdown = createShutdown({ server: server!, logger: silentLogger, timeoutMs: 50, exit });
    const pending = request(url);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await shutdown('SIGTERM');
    expect((await pending).error).toBeDefined();
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits at once on a second signal', async () => {
    await listen(() => {});
    const exit = vi.fn();
    const shutdown = createShutdown({ server: server!, logger: silentLogger, timeoutMs: 5000, exit });
    void shutdown('SIGTERM');
    await shutdown('SIGINT');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('keeps accepting during the drain delay while not ready, then refuses new connections', async () => {
    const url = await listen((_req, res) => res.end('ok'));
    const readiness = createReadiness();
    const exit = vi.fn();
    const shutdown = createShutdown({
      server: server!,
      logger: silentLogger,
      timeoutMs: 2000,
      drainDelayMs: 150,
      readiness,
      exit,
    });
    const done = shutdown('SIGTERM');
    expect((await readiness.check()).ready).toBe(false);
    expect(await request(url)).toEqual({ status: 200, body: 'ok' });
    await done;
    expect((await request(url, new Agent({ keepAlive: false }))).error).toMatch(/ECONNREFUSED/);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('answers a request sent on an idle keep-alive connection as the listener closes (no reset)', async () => {
    const url = await listen((_req, res) => res.end('ok'));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await request(url, agent)).toEqual({ status: 200, body: 'ok' });
      const exit = vi.fn();
      const shutdown = createShutdown({ server: server!, logger: silentLogger, timeoutMs: 2000, exit });
      const done = shutdown('SIGTERM');
      // The agent reuses the idle connection: the request is on the wire while the listener closes.
      expect(await request(url, agent)).toEqual({ status: 200, body: 'ok' });
      agent.destroy();
      await done;
      expect(exit).toHaveBeenCalledWith(0);
    } finally {
      agent.destroy();
    }
  });

  it('a crash drains and exits non-zero; SIGINT skips the drain delay; crashes during the drain do not cut it short', async () => {
    const calls: Array<[string, unknown]> = [];
    const emitter = new EventEmitter();
    installShutdown(async (reason, options) => void calls.push([reason, options]), silentLogger, emitter);
    emitter.emit('uncaughtException', new Error('boom'));
    emitter.emit('unhandledRejection', new Error('later'));
    emitter.emit('SIGINT');
    emitter.emit('SIGTERM');
    expect(calls).toEqual([
      ['uncaughtException', { exitCode: 1, repeatExits: false }],
      ['unhandledRejection', { exitCode: 1, repeatExits: false }],
      ['SIGINT', { drain: false }],
      ['SIGTERM', undefined],
    ]);

    await listen((_req, res) => res.end('ok'));
    const exit = vi.fn();
    const shutdown = createShutdown({ server: server!, logger: silentLogger, timeoutMs: 2000, exit });
    const done = shutdown('uncaughtException', { exitCode: 1, repeatExits: false });
    await shutdown('unhandledRejection', { exitCode: 1, repeatExits: false });
    expect(exit).not.toHaveBeenCalled();
    await done;
    expect(exit).toHaveBeenCalledWith(1);
  });
});
