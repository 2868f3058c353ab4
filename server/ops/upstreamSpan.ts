/**
 * Every call Neutron makes to another service — content API, identity provider (openid-client's
 * own calls included), profile store, user-data relay, forms and geo lookups, decision service,
 * finance feed — is a CLIENT span `upstream {service}` while tracing is on, and carries the W3C
 * traceparent of that span (or, tracing off, the proxy's traceparent unchanged) so the callee's
 * logs join the trace (decision 087). The content API client makes its spans itself
 * (server/content/http.ts); the others go through here.
 */
import type { Attributes } from '@opentelemetry/api';
import { endSpan, injectTrace, SpanKind, startSpan } from './tracing';

/**
 * Runs `call` inside an upstream span for `service`, after adding the span's traceparent to
 * `headers` (which `call` sends). `statusOf` reads the HTTP status of the answer: a 5xx marks
 * the span failed, as a thrown error does.
 */
export async function tracedUpstream<T>(
  service: string,
  attributes: Attributes,
  headers: Record<string, string>,
  call: () => Promise<T>,
  statusOf?: (answer: T) => number,
): Promise<T> {
  const span = startSpan(`upstream ${service}`, { 'neutron.endpoint': service, ...attributes }, SpanKind.CLIENT);
  injectTrace(headers, span);
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    endSpan(span, error);
    throw error;
  }
  const status = statusOf?.(answer);
  if (span && status !== undefined) span.setAttribute('http.response.status_code', status);
  endSpan(span, status !== undefined && status >= 500 ? `answered ${status}` : undefined);
  return answer;
}

/** A fetch for `service` whose every call is traced as above (the headers given are kept); the global fetch unless told. */
export function tracedFetch(
  service: string,
  fetchImpl?: typeof fetch,
): (url: string | URL, init?: RequestInit) => Promise<Response> {
  return (url, init = {}) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const attributes = {
      'http.request.method': init.method ?? 'GET',
      'url.path': target.pathname,
      'server.address': target.host,
    };
    return tracedUpstream(
      service,
      attributes,
      headers,
      () => (fetchImpl ?? globalThis.fetch)(url, { ...init, headers }),
      (res) => res.status,
    );
  };
}
