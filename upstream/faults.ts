import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody, notFoundComponent } from './content/errors';
import { LATENCY_HEADER, parseLatency, type Control, type Fault } from './control';

const JSON_TYPE = 'application/json; charset=utf-8';
type Ctx = Context<{ Bindings: HttpBindings }>;

/**
 * Requests that are waiting (latency or hang). Each waits for its timer, its client giving up,
 * or the upstream closing — whichever comes first — and leaves nothing behind afterwards.
 */
export class Waiters {
  private readonly pending = new Set<() => void>();
  private closed = false;

  /** Resolves true when `ms` elapsed, false when released early; `undefined` waits forever. */
  wait(ms: number | undefined, request: AbortSignal): Promise<boolean> {
    if (this.closed || request.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = (elapsed: boolean) => {
        if (timer) clearTimeout(timer);
        request.removeEventListener('abort', release);
        this.pending.delete(release);
        resolve(elapsed);
      };
      const release = () => finish(false);
      request.addEventListener('abort', release, { once: true });
      this.pending.add(release);
      if (ms !== undefined) timer = setTimeout(() => finish(true), ms);
    });
  }

  /** Releases every waiting request; later waits end at once. */
  close(): void {
    this.closed = true;
    for (const release of [...this.pending]) release();
  }
}

function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

function destroySocket(c: Ctx): boolean {
  const socket = c.env?.incoming?.socket;
  if (!socket) return false;
  socket.destroy();
  return true;
}

/**
 * Latency and faults for everything but the `/__` control paths: the latency header wins, then a
 * matching fault's latency, then the control or startup latency (API paths only).
 */
export function faultsMiddleware(control: Control, waiters: Waiters): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/__')) return next();
    const header = c.req.header(LATENCY_HEADER);
    const headerMs = header === undefined ? undefined : parseLatency(header);
    if (header !== undefined && headerMs === undefined) {
      return c.body(errorBody('control', 400, `${LATENCY_HEADER} must be an integer number of milliseconds`), 400, {
        'content-type': JSON_TYPE,
      });
    }
    const fault: Fault | undefined = control.hasFaults ? control.faultFor(pathAndQuery(c.req.url)) : undefined;
    const delay = headerMs ?? fault?.latencyMs ?? (path.startsWith('/api/') ? control.apiLatencyMs : 0);
    if (delay > 0 && !(await waiters.wait(delay, c.req.raw.signal))) {
      destroySocket(c);
      return c.body(null, 503);
    }
    switch (fault?.mode) {
      case 'nonjson':
        return c.body('<html><body>Service temporarily unavailable</body></html>', 200, {
          'content-type': 'text/html; charset=utf-8',
        });
      case 'error500':
        return c.body(errorBody('upstream', 500, 'Internal Server Error'), 500, { 'content-type': JSON_TYPE });
      case 'hang':
        await waiters.wait(undefined, c.req.raw.signal);
        destroySocket(c);
        return c.body(null, 503);
      case 'notfound':
        return c.body(JSON.stringify(notFoundComponent('upstream', 'Not found (test fault)')), 404, {
          'content-type': JSON_TYPE,
        });
      case 'reset':
        return destroySocket(c)
          ? c.body(null, 503)
          : c.body(errorBody('upstream', 502, 'connection reset'), 502, { 'content-type': JSON_TYPE });
      default:
        return next();
    }
  };
}
