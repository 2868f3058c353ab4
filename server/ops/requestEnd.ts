/**
 * A request's end as an SRE sees it: the request metrics, the server span (decision 087) and the
 * `request` log line. One function for the page path (server/app.ts) and the fast replays
 * (server/pages/fastReplay.ts, decision 090), so both write the same record.
 */
import type { ServerResponse } from 'node:http';
import type { Logger } from './logger';
import type { NeutronMetrics } from './neutronMetrics';
import { endServerSpan } from './serverSpan';
import type { RequestTrace } from './tracing';

/**
 * Records the end of a request that started at `started` (performance.now()). `log` is bound to
 * the request already when `requestId` is null; otherwise it is bound here, only when the line is
 * written. `url` may carry a query: the log line keeps the path.
 */
export function endRequest(
  metrics: Pick<NeutronMetrics, 'observeHttp'>,
  log: Logger,
  requestId: string | null,
  traced: RequestTrace | undefined,
  method: string,
  url: string,
  route: string,
  res: ServerResponse,
  started: number,
): void {
  const seconds = (performance.now() - started) / 1000;
  metrics.observeHttp(route, res.statusCode, seconds);
  if (traced?.span) endServerSpan(traced.span, method, route, res.statusCode, !res.writableFinished);
  if (!log.isEnabled('info')) return;
  const query = url.indexOf('?');
  const line =
    requestId === null
      ? log
      : log.child(traced ? { requestId, traceId: traced.traceId, spanId: traced.spanId } : { requestId });
  line.info('request', {
    method,
    path: query === -1 ? url : url.slice(0, query),
    route,
    status: res.statusCode,
    durationMs: Math.round(seconds * 10_000) / 10,
    aborted: !res.writableFinished,
  });
}
