/**
 * The admin listener (ADMIN_PORT; decision 050): `/metrics`, `/healthz` and `/readyz` on a port
 * of their own, so Prometheus and probes never queue behind readers' connections and the
 * metrics are not public. A plain node:http handler: nothing of the page stack runs here.
 */
import { createServer, type Server } from 'node:http';
import type { NeutronMetrics } from './neutronMetrics';
import type { Readiness } from './readiness';

export interface AdminServerOptions {
  host: string;
  port: number;
  metrics: Pick<NeutronMetrics, 'render' | 'contentType'>;
  readiness: Pick<Readiness, 'check'>;
}

const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export function startAdminServer({ host, port, metrics, readiness }: AdminServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...NO_STORE, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
    } else if (path === '/metrics') {
      metrics.render().then(
        (text) => res.writeHead(200, { ...NO_STORE, 'content-type': metrics.contentType }).end(text),
        () => res.writeHead(500, NO_STORE).end(),
      );
    } else if (path === '/healthz') {
      res.writeHead(200, { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' }).end('ok');
    } else if (path === '/readyz') {
      readiness.check().then(
        (report) => res.writeHead(report.ready ? 200 : 503, { ...NO_STORE, 'content-type': 'application/json' }).end(JSON.stringify(report)),
        () => res.writeHead(503, NO_STORE).end(),
      );
    } else {
      res.writeHead(404, { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
  server.headersTimeout = 5000;
  server.requestTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
