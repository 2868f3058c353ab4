/**
 * Fast replays (docs/decisions/090-fast-replays.md): a page request the replay index knows is
 * answered from the raw Node request with the render the page path chose for it last time —
 * before Hono, routing, the middleware chain and the content cache. Everything a reader or an
 * operator sees is what the page path would send: the stored bytes in the negotiated encoding,
 * the page's headers, the A/B state resolved again (and its cookies), a fresh request id and
 * Last-Modified, 304 for a validator the reader holds, and the same metrics and log line.
 *
 * A HEAD request gets the same headers without the body. A request's trace is kept as the page
 * path keeps it: a client's `traceparent` is in the log line, and with tracing on each fast
 * replay is a server span of its own (`GET <route>`, `neutron.fast_replay`), with no children.
 *
 * Anything it cannot answer exactly is handed on to the page path untouched: no entry, a variant
 * whose render left the render cache or whose content is no longer fresh, or a loop so late that
 * the page path sheds. When it drew an A/B bucket before finding no answer, the page path gets
 * that draw (handOnDraws), so no visitor is drawn twice.
 */
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { RandomSource } from '../../shared/ab/allocation';
import { resolveAbState, type AbOutcome } from '../ab/resolve';
import { clock } from '../features/clock';
import { negotiateEncoding } from '../http/encoding';
import { notModified } from '../http/etag';
import type { Logger } from '../ops/logger';
import type { NeutronMetrics } from '../ops/neutronMetrics';
import { resolveRequestId } from '../ops/requestId';
import { endRequest } from '../ops/requestEnd';
import { startRequestTrace, tracingEnabled } from '../ops/tracing';
import type { Admission } from '../reliability/admission';
import type { RenderCache } from '../render/renderCache';
import { outcomeKey, replaySignature, type ReplayIndex } from '../render/replayIndex';
import { fastReplayBody, fastReplayHeaders } from './pageHeaders';
import { recordedRender, variantFresh } from './reusePolicy';

export interface FastReplayDeps {
  index: ReplayIndex;
  renderCache: RenderCache;
  metrics: Pick<NeutronMetrics, 'observeHttp'>;
  logger: Logger;
  /** Sent on every response (server/http/security.ts), as the app sends them. */
  baseHeaders: ReadonlyArray<readonly [string, string]>;
  readiness: { readonly draining: boolean };
  admission: Pick<Admission, 'severelyLate'>;
  /** Uniform numbers in [0, 1) for A/B draws; default Math.random (as the `ab` step). */
  random?: RandomSource;
}

/** Answers `req` and returns true, or returns false and leaves the request to the page path. */
export type FastReplay = (req: IncomingMessage, res: ServerResponse) => boolean;

const handedOn = new WeakMap<IncomingMessage, readonly number[]>();

/** The A/B draws the fast path made for a request it handed on (the `ab` step uses them first). */
export function takeHandedOnDraws(req: IncomingMessage): readonly number[] | undefined {
  const draws = handedOn.get(req);
  if (draws) handedOn.delete(req);
  return draws;
}

/** A replay without A/B tests: no outcome, nothing drawn (shared, so nothing is made per request). */
const NO_DRAWS: { outcome: AbOutcome | null; draws: number[] | undefined } = { outcome: null, draws: undefined };

/** The A/B state of a replay, drawn as the page path would draw it, with the draws it made (handed on if it declines). */
function drawAb(
  ab: Omit<Parameters<typeof resolveAbState>[0], 'now' | 'random'>,
  random: RandomSource,
): { outcome: AbOutcome | null; draws: number[] | undefined } {
  let draws: number[] | undefined;
  const recordDraw = () => {
    const value = random();
    (draws ??= []).push(value);
    return value;
  };
  const outcome = resolveAbState({ ...ab, now: Date.now(), random: recordDraw });
  return { outcome, draws };
}

export function createFastReplay(deps: FastReplayDeps): FastReplay {
  const { index, renderCache, metrics, logger } = deps;
  const random = deps.random ?? Math.random;

  const answer: FastReplay = (req, res) => {
    const signature = replaySignature(req);
    if (signature === null) return false;
    const entry = index.get(signature.key);
    if (entry === undefined) return false;

    const { outcome, draws } = entry.ab === null ? NO_DRAWS : drawAb(entry.ab, random);
    const variant = entry.variants.get(outcomeKey(outcome));
    // The reuse policy: content still fresh, and only the very render the variant was recorded with.
    const stored =
      variant !== undefined && variantFresh(variant, performance.now()) && !deps.admission.severelyLate()
        ? renderCache.get(variant.renderKey)
        : undefined;
    if (variant === undefined || !recordedRender(variant, stored)) {
      if (draws) handedOn.set(req, draws);
      return false;
    }

    const started = performance.now();
    const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
    const incomingId = req.headers['x-request-id'];
    const requestId = resolveRequestId(typeof incomingId === 'string' ? incomingId : undefined);
    // The client's trace in the log line and, with tracing on, a server span (decision 087).
    const traced =
      req.headers.traceparent === undefined && !tracingEnabled() ? undefined : startRequestTrace(req.headers, method);
    traced?.span?.setAttribute('neutron.fast_replay', true);
    // A 304 has no content type: the page path sends none with it either.
    const etag = variant.headers.etag;
    const holds = etag !== undefined && notModified(req.headers['if-none-match'], etag);
    const headers = fastReplayHeaders(
      variant,
      deps.baseHeaders,
      holds,
      requestId,
      clock.now(),
      deps.readiness.draining,
      outcome,
    );

    const observe = () =>
      res.once('close', () =>
        endRequest(metrics, logger, requestId, traced, method, req.url ?? '/', variant.routeName, res, started),
      );

    // A replay's body is known before it is sent: 304 when the reader holds it (decision 052).
    if (holds) {
      res.writeHead(304, headers);
      res.end();
      observe();
      return true;
    }
    const encoding = negotiateEncoding(req.headers['accept-encoding'] ?? null);
    const body = renderCache.bodyFor(variant.renderKey, stored, encoding);
    fastReplayBody(headers, encoding, body.length);
    res.writeHead(variant.status, headers);
    // HEAD: node:http sends the headers (the length of the body a GET gets) and drops the body.
    res.end(body);
    observe();
    return true;
  };

  // A fault here is the page path's to answer: it never costs the reader their page.
  return (req, res) => {
    try {
      return answer(req, res);
    } catch (error) {
      logger.error('fast replay failed', { err: error instanceof Error ? error.message : String(error) });
      if (!res.headersSent) return false;
      res.destroy();
      return true;
    }
  };
}

/**
 * node:http's createServer with the fast path in front of the app's listener (for
 * @hono/node-server's `serve({ createServer })`), on `base` (node:http's by default, or one
 * that guards connections first); without one, `base` itself.
 */
export function withFastReplay(
  fast: FastReplay | undefined,
  base: typeof createServer = createServer,
): typeof createServer {
  if (!fast) return base;
  const wrap =
    (listener: RequestListener | undefined): RequestListener =>
    (req, res) => {
      if (!fast(req, res)) listener?.(req, res);
    };
  return ((options: ServerOptions | RequestListener | undefined, listener?: RequestListener) =>
    typeof options === 'function' ? base(wrap(options)) : base(options ?? {}, wrap(listener))) as typeof createServer;
}
