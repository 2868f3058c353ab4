import { Pool, type Dispatcher } from 'undici';
import { DEFAULT_EDITION } from '../../shared/constants';
import type { Config } from '../config';
import type { Logger } from '../ops/logger';
import type { NeutronMetrics } from '../ops/neutronMetrics';
import type { ServerTimingSink } from '../ops/timing';
import { endSpan, injectTrace, SpanKind, startSpan } from '../ops/tracing';
import { errorForApi404 } from './errorComponent';
import {
  CircuitOpenError,
  ContentError,
  NOT_A_JSON_OBJECT,
  NotFoundError,
  RedirectError,
  UpstreamBodyTooLargeError,
  UpstreamHttpError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from './errors';
import { currentScope, ShedError } from '../reliability/requestScope';
import type { Breakers } from '../reliability/circuitBreaker';
import type { ShedReason, UpstreamSlots } from '../reliability/admission';

/**
 * The one HTTP client for the content API: a keep-alive undici Pool to its origin.
 * Every call has a deadline covering headers and body, follows no redirects, carries the api
 * key (except on user and newsletter paths, 000 §7), reads at most `maxBodyBytes`, and
 * records `neutron_upstream_request_duration_seconds` and a Server-Timing `upstream` entry.
 */

export type QueryValue = string | number | boolean | undefined;

export interface GetJsonOptions {
  /** Bounded name for metrics, logs and Server-Timing: 'article', 'page', 'listing'... */
  endpoint: string;
  query?: Record<string, QueryValue>;
  /** Defaults to UPSTREAM_TIMEOUT_MS (spec: 12000 ms). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  timing?: ServerTimingSink;
  /** Edition whose `availableOn` slug a 404 may redirect to. */
  edition?: string;
}

export interface JsonResponse {
  body: Record<string, unknown>;
  /** Size of the body as received, for cache accounting. */
  bytes: number;
}

export interface ContentHttp {
  getJson(path: string, options: GetJsonOptions): Promise<JsonResponse>;
  /** A text body (captions), with the same limits and errors as getJson. */
  getText(path: string, options: GetJsonOptions): Promise<string>;
  close(): Promise<void>;
}

export interface ContentHttpOptions {
  config: Pick<Config, 'contentApiUrl' | 'contentApiKey' | 'upstreamTimeoutMs' | 'upstreamConnections'>;
  metrics?: Pick<NeutronMetrics, 'upstreamRequestDuration'>;
  logger?: Logger;
  /** Largest accepted 2xx body. Default 5 MiB. */
  maxBodyBytes?: number;
  /** Called whenever the content API answers below 500 (readiness reads it: a working upstream needs no probe). */
  onAnswer?: () => void;
  /** Circuit breakers by endpoint family (decision 054). */
  breakers?: Breakers;
  /**
   * The pool's connections, shared out (decision 058): calls made for readers take one of
   * `readers`, background refreshes one of `background`; together at most the pool's size, so
   * no admitted call waits for a connection. Calls outside any request (readiness) take none.
   */
  slots?: UpstreamSlots;
  /** Counts calls refused for want of a slot (metrics). */
  onShed?: (reason: ShedReason) => void;
}

const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
/** A 404 body only needs to be big enough to carry an error component. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** Connection failures on a reused keep-alive socket are retried once, within the same deadline. */
const RETRYABLE_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const MAX_RETRIES = 1;
/** A retry waits a random 0–50 ms first (many processes retrying at once would synchronise), and only if that leaves time. */
const RETRY_JITTER_MS = 50;
/** Shortest time worth starting a call with: below it the page deadline has passed in all but name. */
const MIN_CALL_MS = 5;

/** 000 §7: the api key goes to the content API except on user and newsletter paths. */
export function needsApiKey(path: string): boolean {
  return !path.includes('/user/') && !path.includes('/newsletter');
}

function assertSafePath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || /[?#\s]|(^|\/)\.\.?(\/|$)/.test(path)) {
    throw new Error(`Refusing to call the content API with an unsafe path: ${JSON.stringify(path)}`);
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Reads a response body of at most `limit` bytes; past it the body is dropped and UpstreamBodyTooLargeError thrown. */
export async function readBody(
  body: Dispatcher.ResponseData['body'],
  limit: number,
  endpoint: string,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      throw new UpstreamBodyTooLargeError(endpoint, limit);
    }
    chunks.push(chunk);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}

function parseObject(bytes: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (cause) {
    throw new TypeError(NOT_A_JSON_OBJECT, { cause });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeError(NOT_A_JSON_OBJECT);
  return value as Record<string, unknown>;
}

function outcomeOf(error: unknown): string {
  if (error instanceof NotFoundError) return 'not_found';
  if (error instanceof RedirectError) return 'redirect';
  if (error instanceof UpstreamTimeoutError) return 'timeout';
  if (error instanceof UpstreamUnavailableError) return 'unavailable';
  if (error instanceof UpstreamBodyTooLargeError) return 'too_large';
  if (error instanceof UpstreamHttpError) return 'http_error';
  if (error instanceof ShedError) return error.reason === 'gone' ? 'cancelled' : 'shed';
  if (error instanceof CircuitOpenError) return 'circuit_open';
  return 'invalid';
}

/** Outcomes that say the upstream is failing (a "not found" is an answer). */
const FAILURES = new Set(['timeout', 'unavailable', 'http_error', 'invalid', 'too_large']);

export function createContentHttp({
  config,
  metrics,
  logger,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  onAnswer,
  breakers,
  slots,
  onShed,
}: ContentHttpOptions): ContentHttp {
  const base = new URL(config.contentApiUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, {
    connections: config.upstreamConnections,
    keepAliveTimeout: 10_000,
    connect: { timeout: Math.min(config.upstreamTimeoutMs, 10_000) },
  });

  /** One attempt: status line, headers and body, or a transport error. */
  async function exchange(
    path: string,
    headers: Record<string, string>,
    signal: AbortSignal,
    timeoutMs: number,
    endpoint: string,
    edition: string,
  ) {
    const response = await pool.request({
      path,
      method: 'GET',
      headers,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const { statusCode, body } = response;
    if (statusCode < 500) onAnswer?.();
    if (statusCode >= 200 && statusCode < 300) {
      const declared = Number(response.headers['content-length']);
      if (declared > maxBodyBytes) {
        body.destroy();
        throw new UpstreamBodyTooLargeError(endpoint, maxBodyBytes);
      }
      return await readBody(body, maxBodyBytes, endpoint);
    }
    if (statusCode === 404) {
      let parsed: unknown;
      try {
        parsed = JSON.parse((await readBody(body, MAX_ERROR_BODY_BYTES, endpoint)).toString('utf8'));
      } catch (error) {
        if (signal.aborted) throw error;
        parsed = undefined;
      }
      throw errorForApi404(parsed, edition);
    }
    await body.dump({ limit: MAX_ERROR_BODY_BYTES }).catch(() => {});
    throw new UpstreamHttpError(endpoint, statusCode);
  }

  /**
   * One call, decoded: the deadline (its own timeout, cut to the page deadline, counted from when
   * the call is asked for: the wait for a connection slot, headers and body all inside it), the
   * api key, one jittered retry of a reset keep-alive socket within the deadline, the endpoint's
   * circuit breaker, metrics and errors.
   */
  async function call<T>(
    path: string,
    options: GetJsonOptions,
    accept: string,
    decode: (bytes: Buffer) => T,
  ): Promise<T> {
    assertSafePath(path);
    const { endpoint, timing } = options;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) params.append(key, String(value));
    if (needsApiKey(path)) params.set('apiKey', config.contentApiKey);
    const search = params.size > 0 ? `?${params.toString()}` : '';
    const headers: Record<string, string> = { accept, 'user-agent': 'neutron', ...options.headers };

    // The request this call is for (decision 050): its going away cancels the call.
    const scope = currentScope();
    if (scope?.signal.aborted) throw new ShedError('gone');
    // While the loop is late, a request that has not begun any work starts none (decision 050).
    scope?.beginWork?.();
    const started = performance.now();
    // Readers' calls and background refreshes have their own shares of the connections (decision 058).
    const share = scope === undefined ? undefined : scope.background ? slots?.background : slots?.readers;
    let holding = false;
    // A client span per call, whose traceparent the upstream receives (decision 087).
    const span = startSpan(
      `upstream ${endpoint}`,
      {
        'neutron.endpoint': endpoint,
        'http.request.method': 'GET',
        'url.path': prefix + path,
        'server.address': base.host,
      },
      SpanKind.CLIENT,
    );
    injectTrace(headers, span);
    const ownTimeout = options.timeoutMs ?? config.upstreamTimeoutMs;
    const timeoutMs = Math.max(
      0,
      Math.min(ownTimeout, scope?.deadline === undefined ? ownTimeout : scope.deadline - started),
    );
    let outcome = 'ok';
    let allowed = false;
    const controller = new AbortController();
    const onGone = () => controller.abort();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      if (timeoutMs < MIN_CALL_MS) throw new UpstreamTimeoutError(endpoint, timeoutMs);
      allowed = breakers?.allow(endpoint) ?? true;
      if (!allowed) throw new CircuitOpenError(endpoint);
      scope?.signal.addEventListener('abort', onGone, { once: true });
      if (share) {
        // The deadline's timer and the reader leaving both end the wait for a slot.
        const admitted = await share.acquire(controller.signal);
        if (!admitted.admitted) {
          if (timedOut) throw new UpstreamTimeoutError(endpoint, timeoutMs);
          if (admitted.reason === 'gone') throw new ShedError('gone');
          onShed?.('upstream_busy');
          throw new ShedError('upstream_busy');
        }
        holding = true;
      }
      let bytes: Buffer | undefined;
      for (let attempt = 0; bytes === undefined; attempt++) {
        try {
          bytes = await exchange(
            prefix + path + search,
            headers,
            controller.signal,
            timeoutMs,
            endpoint,
            options.edition ?? DEFAULT_EDITION,
          );
        } catch (error) {
          if (scope?.signal.aborted && !timedOut) throw new ShedError('gone');
          if (timedOut || TIMEOUT_CODES.has(errorCode(error) ?? ''))
            throw new UpstreamTimeoutError(endpoint, timeoutMs);
          if (error instanceof ContentError) throw error;
          const jitter = Math.random() * RETRY_JITTER_MS;
          if (
            attempt < MAX_RETRIES &&
            RETRYABLE_CODES.has(errorCode(error) ?? '') &&
            performance.now() + jitter + MIN_CALL_MS < started + timeoutMs
          ) {
            await new Promise((resolve) => setTimeout(resolve, jitter));
            continue;
          }
          throw new UpstreamUnavailableError(endpoint, { cause: error });
        }
      }
      return decode(bytes);
    } catch (error) {
      outcome = outcomeOf(error);
      const fields = { endpoint, path, outcome, err: error };
      if (outcome === 'not_found' || outcome === 'redirect') logger?.debug('content API answered 404', fields);
      else if (outcome === 'cancelled') logger?.debug('content API call cancelled: the client went away', fields);
      else if (outcome === 'circuit_open') logger?.debug('content API call not made: circuit open', fields);
      else logger?.warn('content API call failed', fields);
      throw error;
    } finally {
      clearTimeout(timer);
      if (holding) share!.release();
      scope?.signal.removeEventListener('abort', onGone);
      // A cancelled or refused call says nothing about the upstream; an open circuit's refusal is not a call.
      if (allowed && outcome !== 'cancelled' && outcome !== 'shed') breakers?.record(endpoint, !FAILURES.has(outcome));
      else if (allowed) breakers?.record(endpoint, undefined);
      const ms = performance.now() - started;
      if (span) {
        span.setAttribute('neutron.outcome', outcome);
        endSpan(span, FAILURES.has(outcome) ? outcome : undefined);
      }
      metrics?.upstreamRequestDuration.labels(endpoint, outcome).observe(ms / 1000);
      timing?.add('upstream', ms, endpoint);
    }
  }

  return {
    getJson: (path, options) =>
      call(path, options, 'application/json', (bytes) => ({ body: parseObject(bytes), bytes: bytes.length })),
    getText: (path, options) => call(path, options, 'text/*', (bytes) => bytes.toString('utf8')),
    close: () => pool.close(),
  };
}
