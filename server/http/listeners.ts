/**
 * The public port, listened on by several sockets (decision 107). libuv accepts one connection
 * per listening socket per turn of the event loop (libuv pull request 3696), and a loop busy with
 * renders turns about ten times a second: a burst of new connections waited seconds in the
 * kernel's accept queue before Node saw them, a fresh `/healthz` probe behind them. With
 * `SO_REUSEPORT` the kernel spreads new connections over `sockets` listening sockets on the same
 * port (by a hash of the client's address and port), and each turn accepts one from each: the
 * queue drains `sockets` times faster, and each socket's share of it is `1 / sockets`.
 *
 * The first socket is the HTTP server's own; the others are plain `net` servers that hand each
 * connection to it (`'connection'`, as its own listener does), so every connection gets the same
 * parser, timeouts and guards (server/http/connections.ts).
 */
import type { Server as HttpServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, Server as NetServer } from 'node:net';

/**
 * Listening sockets on the public port (decision 107): a burst of 400 new connections leaves at
 * most ~25 waiting per socket (17 measured; one socket: 170-297), so a connection waits that many
 * loop turns at most. 64 measured no better; each socket has Node's backlog of 511.
 */
const ACCEPT_SOCKETS = 16;

export interface PublicListeners {
  /** The port listened on (the one asked for, or the one the kernel chose for port 0). */
  readonly port: number;
  /** Sockets listening on it: `sockets`, or 1 where the platform has no `SO_REUSEPORT`. */
  readonly count: number;
  /** Stops every socket listening; resolves once each one's connections have closed too. */
  close(): Promise<void>;
}

interface ListenAt {
  port: number;
  host: string;
  sockets?: number;
}

function listen(server: NetServer, options: { port: number; host: string; reusePort: boolean }): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(options, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * Stops listening and waits for the socket's connections to close, leaving them be: `net`'s
 * close, not `http.Server#close`, which would also cut idle keep-alive ones (decision 104).
 */
const stop = (server: NetServer) =>
  new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));

/**
 * The most sockets listening on `port` at one local address, from the kernel's tables (Linux;
 * 0 where they cannot be read).
 */
function listenersOnPort(port: number): number {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const byAddress = new Map<string, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'latin1');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state === '0A' && local?.endsWith(hexPort)) byAddress.set(local, (byAddress.get(local) ?? 0) + 1);
    }
  }
  return Math.max(0, ...byAddress.values());
}

/**
 * Listens with `server` and `sockets - 1` more sockets on the same port. Where `SO_REUSEPORT`
 * is refused (not Linux), `server` listens alone.
 */
export async function listenPublic(
  server: HttpServer,
  { port, host, sockets = ACCEPT_SOCKETS }: ListenAt,
): Promise<PublicListeners> {
  const shared = sockets > 1;
  try {
    await listen(server, { port, host, reusePort: shared });
  } catch (error) {
    if (!shared || (error as NodeJS.ErrnoException).code !== 'ENOTSUP') throw error;
    return listenPublic(server, { port, host, sockets: 1 });
  }
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  // Node's HTTP server listens with these (allowHalfOpen for HTTP's half-closes, noDelay its default).
  const extra = Array.from({ length: sockets - 1 }, () =>
    createNetServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit('connection', socket)),
  );
  await Promise.all(extra.map((socket) => listen(socket, { port: bound, host, reusePort: true })));
  const close = async () => {
    await Promise.all([server, ...extra].map(stop));
  };
  // SO_REUSEPORT would let a second process of the same user (another instance given the same
  // PORT) share the port silently, each getting part of the connections: refuse to start instead.
  if (listenersOnPort(bound) > sockets) {
    await close();
    throw Object.assign(new Error(`port ${bound} is already listened on by another process`), { code: 'EADDRINUSE' });
  }
  return { port: bound, count: sockets, close };
}
