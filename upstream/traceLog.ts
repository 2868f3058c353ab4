/**
 * The local upstream logs every call that carries a W3C `traceparent` (decision 087): one JSON
 * line with the trace id, so an SRE following a trace from the proxy through Neutron sees it
 * arrive at the content platform. Calls without one are not logged (the upstream stays quiet).
 */
import type { MiddlewareHandler } from 'hono';

export interface TraceLogLine {
  time: string;
  level: 'info';
  msg: 'upstream request';
  method: string;
  /** The path without its query (the api key travels there). */
  path: string;
  traceparent: string;
  traceId: string | null;
}

export type TraceLogSink = (line: TraceLogLine) => void;

/** version-traceid-parentid-flags (W3C Trace Context level 1). */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

const toStdout: TraceLogSink = (line) => void process.stdout.write(`${JSON.stringify(line)}\n`);

export function traceLogMiddleware(sink: TraceLogSink = toStdout): MiddlewareHandler {
  return async (c, next) => {
    const traceparent = c.req.header('traceparent');
    if (traceparent !== undefined) {
      const value = traceparent.slice(0, 128);
      sink({
        time: new Date().toISOString(),
        level: 'info',
        msg: 'upstream request',
        method: c.req.method,
        path: c.req.path,
        traceparent: value,
        traceId: TRACEPARENT.exec(value.trim())?.[2] ?? null,
      });
    }
    await next();
  };
}
