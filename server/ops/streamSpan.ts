/**
 * The `stream` span of a rendered page (decision 087): from the moment its headers are sent to
 * the last byte handed to the socket, or until the reader went away.
 */
import type { ServerResponse } from 'node:http';
import { endSpan, startSpan } from './tracing';

export function traceStream(res: ServerResponse): void {
  const span = startSpan('stream');
  if (!span) return;
  res.once('close', () => {
    if (!res.writableFinished) span.setAttribute('neutron.aborted', true);
    endSpan(span);
  });
}
