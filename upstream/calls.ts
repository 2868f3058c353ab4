import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * The upstream's call log for tests and the bench (docs/upstream-api.md "Test controls"):
 * how many times each content API path was asked, and the last W3C `traceparent` each call
 * carried, so a test can prove fleet-wide coalescing and trace propagation from outside.
 * `GET /__calls?prefix=/api/neutron/articles/` answers `{ total, paths: { path: count },
 * traceparents: { path: header } }`; `DELETE /__calls` starts over. Bounded by MAX_PATHS.
 */
const MAX_PATHS = 50_000;

export function registerCallLog(app: Hono<{ Bindings: HttpBindings }>): void {
  const counts = new Map<string, number>();
  const traces = new Map<string, string>();

  app.use('/api/*', async (c, next) => {
    const path = c.req.path;
    if (counts.size < MAX_PATHS || counts.has(path)) counts.set(path, (counts.get(path) ?? 0) + 1);
    const traceparent = c.req.header('traceparent');
    if (traceparent !== undefined && traceparent.length <= 128 && (traces.size < MAX_PATHS || traces.has(path))) {
      traces.set(path, traceparent);
      console.log(JSON.stringify({ msg: 'upstream call', path, traceparent }));
    }
    await next();
  });

  app.get('/__calls', (c) => {
    const prefix = c.req.query('prefix') ?? '';
    const paths: Record<string, number> = {};
    const traceparents: Record<string, string> = {};
    let total = 0;
    for (const [path, count] of counts) {
      if (!path.startsWith(prefix)) continue;
      paths[path] = count;
      total += count;
      const trace = traces.get(path);
      if (trace !== undefined) traceparents[path] = trace;
    }
    return c.json({ total, paths, traceparents });
  });

  app.delete('/__calls', (c) => {
    counts.clear();
    traces.clear();
    return c.body(null, 204);
  });
}
