import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from './logger';
import { createReadiness } from './readiness';
import { createShutdown } from './shutdown';

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

function request(url: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    get(url, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    }).on('error', (error) => resolve({ error: error.message }));
  });
}

describe('createShutdown', () => {
  it('lets an in-flight response finish, drains readiness, cleans up and exits 0', async () => {
    const url = await listen((_req, res) => setTimeout(() => res.end('done'), 50));
    const readiness = createReadiness();
    const cleanup = vi.fn();
    const exit = vi.fn();
    const shutdown = createShutdown({ server: server!, logger: silentLogger, timeoutMs: 2000, readiness, cleanup: [cleanup], exit });
    const pending = request(url);
    await new Promise((resolve) => setTimeout(resolve, 10));
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
});
