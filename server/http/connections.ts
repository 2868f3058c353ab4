/**
 * What the public listener does per connection before any request work (decision 104), in
 * front of every request listener (fast replays included):
 * - **A duplicate `Host`** is answered 400 and the connection closed, as nginx does; Node keeps
 *   the first and passes the request on.
 * - **Pipelined requests run one at a time.** A request that arrives while an earlier answer on
 *   its connection is unfinished is not handed to the app until that answer is done (Node
 *   queues the responses, but starts them all at once and buffers each one whole), and the
 *   connection stops reading meanwhile. A client that pipelines and never reads holds one
 *   request's work, not one per request it sent; one with more than `MAX_PIPELINED_WAITING`
 *   requests waiting is cut.
 * - **A stalled connection is cut**: no byte read or written for `writeTimeoutMs` while a
 *   request is being answered (an answer the client does not read) destroys the socket, which
 *   aborts the render and frees its slot.
 * - **Closing without resets** (lingering close): where Node would destroy a connection after
 *   its last answer (`Connection: close`), it ends it (FIN) and keeps reading — and ignoring —
 *   what the client still sends until the client closes too, at most `lingerMs`. Destroying it
 *   with bytes unread makes the kernel send a reset, which can also wipe the answer the client
 *   has not read yet.
 * `closeIdle(quietMs)` (the drain, server/ops/shutdown.ts) closes the same way every connection
 * with no request in progress and none for `quietMs`.
 */
import type { createServer, IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionGuardOptions {
  /** A connection answering a request that makes no progress for this long is destroyed. */
  writeTimeoutMs: number;
  /** Longest wait for the client's FIN after ours (lingering close). */
  lingerMs?: number;
  /** A connection was cut: a stalled answer, or a request with more than one Host. */
  onCut?: (reason: CutReason) => void;
}

/** Why the server closed a connection: a stalled answer, a duplicate Host, too deep a pipeline. */
export type CutReason = 'write_timeout' | 'duplicate_host' | 'pipeline_depth';

export interface Connections {
  /**
   * From now on every answer says `Connection: close` (those whose headers are not sent yet
   * too), and the connection closes after it (the drain, once the listener has stopped).
   */
  closeAfterAnswers(): void;
  readonly closing: boolean;
  /** Closes (lingering) every connection with no request in progress and none for `quietMs`. */
  closeIdle(quietMs: number): void;
  /** Open connections now. */
  readonly size: number;
}

interface ConnectionState {
  /** Pipelined requests waiting for the answers before them. */
  waiting: number;
  /** performance.now() of the last request's start (and, once closing, of its end). */
  lastActive: number;
  lingering: boolean;
}

/** Node's own fields on an HTTP server socket: the response it is writing now. */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null; _paused?: boolean };

const DEFAULT_LINGER_MS = 2000;
/**
 * Pipelined requests one connection may have waiting. Node parses a whole read (up to 64 KiB,
 * some 800 short requests) before the connection can stop reading, and each waiting request is
 * a request and a response object (~10 KB); past this the connection is cut. Browsers and nginx
 * do not pipeline.
 */
export const MAX_PIPELINED_WAITING = 64;
const DUPLICATE_HOST_BODY = 'Bad Request: more than one Host header\n';

/** A request in progress on the connection: Node's current response (cleared when it finishes), or some waiting. */
function busy(socket: HttpSocket, state: ConnectionState | undefined): boolean {
  return Boolean(socket._httpMessage) || (state !== undefined && state.waiting > 0);
}

/** True when the request names `Host` more than once (rawHeaders: name, value, name, value...). */
export function hasDuplicateHost(rawHeaders: readonly string[]): boolean {
  let seen = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host') {
      if (seen) return true;
      seen = true;
    }
  }
  return false;
}

/**
 * Wraps a server factory (`serve({ createServer })` of @hono/node-server) with the guards above.
 * `connections` acts on every connection of the servers it makes.
 */
export function withConnectionGuards(
  create: typeof createServer,
  options: ConnectionGuardOptions,
): { createServer: typeof createServer; connections: Connections } {
  const lingerMs = options.lingerMs ?? DEFAULT_LINGER_MS;
  const states = new Map<HttpSocket, ConnectionState>();
  let closing = false;

  const linger = (socket: HttpSocket, state: ConnectionState) => {
    if (state.lingering || socket.destroyed) return;
    state.lingering = true;
    socket.end();
    // Keep reading so the client's FIN (and anything it still sends) is taken off the wire.
    if (socket.isPaused()) socket.resume();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };

  const onConnection = (raw: Socket) => {
    const socket = raw as HttpSocket;
    const state: ConnectionState = { waiting: 0, lastActive: performance.now(), lingering: false };
    states.set(socket, state);
    socket.once('close', () => states.delete(socket));
    // Node calls destroySoon() after a connection's last answer; end it without a reset instead.
    socket.destroySoon = () => linger(socket, state);
  };

  const guard =
    (listener: RequestListener | undefined): RequestListener =>
    (req: IncomingMessage, res: ServerResponse) => {
      const socket = req.socket as HttpSocket;
      const state = states.get(socket);
      // A request after the connection's last answer (or one it was cut for): dropped with the connection.
      if (state?.lingering || socket.destroyed) return;
      if (hasDuplicateHost(req.rawHeaders)) {
        options.onCut?.('duplicate_host');
        res.writeHead(400, {
          'content-type': 'text/plain; charset=utf-8',
          'content-length': Buffer.byteLength(DUPLICATE_HOST_BODY),
          'cache-control': 'no-store',
          connection: 'close',
        });
        res.end(DUPLICATE_HOST_BODY);
        return;
      }
      if (!state) return listener?.(req, res);
      state.lastActive = performance.now();
      // No listener per request on the way in (fast replays count their microseconds, decision 090); once closing, the end counts too.
      if (closing) {
        res.shouldKeepAlive = false;
        res.once('close', () => (state.lastActive = performance.now()));
      }
      if (!socket._httpMessage || socket._httpMessage === res) return listener?.(req, res);
      // Pipelined behind an unfinished answer: start it when its turn to write comes, read nothing more meanwhile.
      if (state.waiting >= MAX_PIPELINED_WAITING) {
        options.onCut?.('pipeline_depth');
        socket.destroy();
        return;
      }
      state.waiting++;
      socket.pause();
      res.once('socket', () => {
        state.waiting--;
        // Node pauses the socket itself while its write buffer is full (`_paused`); leave that to it.
        if (state.waiting === 0 && !socket._paused && !state.lingering) socket.resume();
        if (closing) res.shouldKeepAlive = false;
        listener?.(req, res);
      });
    };

  const guardedCreate = ((optionsOrListener?: ServerOptions | RequestListener, listener?: RequestListener): Server => {
    const server =
      typeof optionsOrListener === 'function'
        ? create(guard(optionsOrListener))
        : create(optionsOrListener ?? {}, guard(listener));
    server.on('connection', onConnection);
    // Node arms the socket's inactivity timer with server.timeout while a request is answered
    // (and with the keep-alive timeout between requests).
    server.timeout = options.writeTimeoutMs;
    server.on('timeout', (raw: Socket) => {
      const socket = raw as HttpSocket;
      const state = states.get(socket);
      if (busy(socket, state)) {
        options.onCut?.('write_timeout');
        socket.destroy();
      } else if (state)
        linger(socket, state); // the keep-alive timeout: closed as after a last answer
      else socket.destroy();
    });
    return server;
  }) as typeof createServer;

  return {
    createServer: guardedCreate,
    connections: {
      closeAfterAnswers() {
        closing = true;
        const now = performance.now();
        for (const [socket, state] of states) {
          const answer = socket._httpMessage;
          if (!answer) continue;
          if (!answer.headersSent) answer.shouldKeepAlive = false;
          // An answer in progress: the connection's quiet period counts from its end.
          state.lastActive = now;
          answer.once('close', () => (state.lastActive = performance.now()));
        }
      },
      get closing() {
        return closing;
      },
      closeIdle(quietMs) {
        const now = performance.now();
        for (const [socket, state] of states)
          if (!busy(socket, state) && now - state.lastActive >= quietMs) linger(socket, state);
      },
      get size() {
        return states.size;
      },
    },
  };
}
