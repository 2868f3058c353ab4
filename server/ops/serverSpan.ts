/**
 * Ends a request's server span (decision 087) with what an SRE filters traces by: the route
 * name (also the span's name, `GET article`), the status code, and whether the reader left.
 */
import { SpanStatusCode, type Span } from '@opentelemetry/api';

export function endServerSpan(span: Span, method: string, route: string, status: number, aborted: boolean): void {
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
  span.setAttribute('http.response.status_code', status);
  if (aborted) span.setAttribute('neutron.aborted', true);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
