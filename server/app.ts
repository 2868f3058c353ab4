/**
 * The Hono app: server-only paths first (static files, health, readiness, metrics), then every
 * other GET/HEAD is a page. Request id, one JSON log line per request and the HTTP metrics are
 * recorded when the response has really finished (pages stream after the handler returns).
 */
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { context } from '@opentelemetry/api';
import { Hono } from 'hono';
import type { IdentityClient } from './auth/identityClient';
import type { ProfileClient } from './auth/profileClient';
import { registerAuthRoutes } from './auth/routes';
import type { SessionManager } from './auth/sessions';
import type { Seal, SignInTransaction } from './auth/sessionSeal';
import type { FormsClient } from './forms/client';
import { registerFormRoutes } from './forms/routes';
import { registerAutocompleteRoute } from './forms/autocompleteRoute';
import type { App, AppEnv } from './http/appEnv';
import { registerCaptionsRoutes } from './http/captions';
import { negotiateEncoding } from './http/encoding';
import { etagOf, notModified } from './http/etag';
import { SERVICE_WORKER_HEADERS, SERVICE_WORKER_SOURCE } from './http/serviceWorker';
import { IMMUTABLE, STATIC_PREFIX, pickBody } from './http/staticFiles';
import type { StaticFile } from './http/staticFiles';
import type { NeutronMetrics } from './ops/neutronMetrics';
import type { Readiness } from './ops/readiness';
import { resolveRequestId } from './ops/requestId';
import { endRequest } from './ops/requestEnd';
import { startRequestTrace } from './ops/tracing';
import type { Admission, ShedReason } from './reliability/admission';
import { createRequestScope, LazyAbort, runInScope } from './reliability/requestScope';
import { sendShed } from './reliability/shed';
import type { PostGuard } from './http/postGuard';
import type { ContentHttp } from './content/http';
import { registerLiveItemsProxy } from './live/itemsProxy';
import { handlePage } from './pages/handlePage';
import { takeHandedOnDraws } from './pages/fastReplay';
import { replaySignature } from './render/replayIndex';
import { registerSeamlessRoutes } from './seamless/listingRoute';
import { registerSyndicationRoutes } from './syndication/routes';
import { registerContentPaths } from './paths/contentPaths';
import { registerUserApiRelay, type UserApiRelay } from './paths/userApiRelay';
import { registerHealthPrivacyRoute } from './paths/healthPrivacy';
import { registerAffiliateRedirect } from './paths/affiliateRedirect';
import type { PageDeps } from './pages/handlePage';
import type { Purger } from './fleet/purge';
import { registerPurgeRoute } from './fleet/purgeRoute';
import { WARMUP_HEADER } from './startup/warmUp';

export interface AppDeps extends PageDeps {
  forms: FormsClient;
  identity: IdentityClient;
  sessions: SessionManager;
  profiles: ProfileClient;
  transactions: Seal<SignInTransaction>;
  metrics: NeutronMetrics;
  readiness: Readiness;
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** The content API client, for calls relayed to the browser (live items). */
  contentHttp: ContentHttp;
  /** /apigee/users/: the reader's calls to the user-data service. */
  userApi: UserApiRelay;
  /** Render slots and their queue (decision 050). */
  admission: Admission;
  onShed?: (reason: ShedReason) => void;
  /** Every upstream call for a request ends by this long after it arrived (decision 054). */
  pageDeadlineMs: number;
  /** Per-client POST budget and form quotas (decision 052). */
  postGuard: PostGuard;
  /** Sent on every response: nosniff, Permissions-Policy, HSTS (server/http/security.ts). */
  baseHeaders: ReadonlyArray<readonly [string, string]>;
  /** False when an admin listener serves /metrics (ADMIN_PORT): not public then. */
  publicMetrics?: boolean;
  /** POST /_purge (decision 081). */
  purge?: { purger: Purger; key: string | undefined };
  /** While the process warms up, the token its own warm-up requests carry (decision 108); undefined after. */
  warmup?: { readonly token: string | undefined };
}

export function createApp(deps: AppDeps) {
  const app: App = new Hono<AppEnv>();
  const { metrics, logger } = deps;

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = resolveRequestId(c.req.header('x-request-id'));
    // The proxy's W3C traceparent, and our server span when tracing is on (decision 087).
    const traced = startRequestTrace(c.env.incoming.headers, c.req.method);
    const log = logger.child(traced ? { requestId, traceId: traced.traceId, spanId: traced.spanId } : { requestId });
    c.set('requestId', requestId);
    c.set('routeName', 'server');
    c.set('log', log);
    const res = c.env.outgoing;
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of deps.baseHeaders) res.setHeader(name, value);
    // The request's scope (decision 050): its render slot, and a signal that fires if the reader leaves.
    const gone = new LazyAbort();
    const scope = createRequestScope(deps.admission, gone, deps.onShed, started + deps.pageDeadlineMs, started);
    // The process's own warm-up renders are recorded under the route `warmup`, not as readers' pages (decision 108).
    const warming = deps.warmup?.token !== undefined && c.env.incoming.headers[WARMUP_HEADER] === deps.warmup.token;
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
      scope.end();
      endRequest(
        metrics,
        log,
        null,
        traced,
        c.req.method,
        c.req.path,
        warming ? 'warmup' : c.get('routeName'),
        res,
        started,
      );
    });
    if (traced) await context.with(traced.context, () => runInScope(scope, next));
    else await runInScope(scope, next);
  });

  // Purges come from the platform's webhook and editors' tools, authenticated (decision 081).
  if (deps.purge) registerPurgeRoute(app, deps.purge);

  // Every POST spends its client's budget before its body is read (decision 052). Registered for
  // POST only, so a GET does not go through one more level of middleware (decision 026).
  app.on('POST', '*', deps.postGuard.middleware);

  app.get(`${STATIC_PREFIX}:file`, (c) => {
    c.set('routeName', 'static');
    const file = deps.staticFiles.get(c.req.param('file'));
    if (!file) return c.text('Not found', 404, { 'cache-control': 'no-cache' });
    const etag = etagOf(file, file.identity);
    if (notModified(c.req.header('if-none-match'), etag))
      return c.body(null, 304, { etag, 'cache-control': IMMUTABLE, vary: 'Accept-Encoding' });
    const { body, encoding } = pickBody(file, negotiateEncoding(c.req.header('accept-encoding')));
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
      etag,
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  });

  app.get('/service-worker.js', (c) => {
    c.set('routeName', 'service-worker');
    return c.body(SERVICE_WORKER_SOURCE, 200, SERVICE_WORKER_HEADERS);
  });

  app.get('/healthz', (c) => {
    c.set('routeName', 'healthz');
    return c.text('ok', 200, { 'cache-control': 'no-store' });
  });

  app.get('/readyz', async (c) => {
    c.set('routeName', 'readyz');
    const result = await deps.readiness.check();
    return c.json(result, result.ready ? 200 : 503, { 'cache-control': 'no-store' });
  });

  app.get('/metrics', async (c) => {
    c.set('routeName', 'metrics');
    if (deps.publicMetrics === false) return c.text('Not found', 404, { 'cache-control': 'no-store' });
    return c.body(await metrics.render(), 200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
  });

  registerCaptionsRoutes(app, deps.content);
  registerLiveItemsProxy(app, deps.contentHttp);
  registerSeamlessRoutes(app, deps);
  registerAutocompleteRoute(app, deps.forms);
  // Crawlers and feed readers: robots.txt, XML sitemaps, feeds (docs/decisions/030).
  registerSyndicationRoutes(app, deps);
  // The other separate server paths of 000 §2 (docs/decisions/031).
  registerContentPaths(app, deps);
  registerUserApiRelay(app, deps.userApi, deps.postGuard);

  // Sign-in, sign-out and the account pages (before the page handler).
  registerAuthRoutes(app, deps);

  // Health privacy mode: the reader's choice to see health content (decision 071).
  registerHealthPrivacyRoute(app, deps);
  // Affiliate links without JavaScript: a server-made click id (decision 072).
  registerAffiliateRedirect(app);

  // Utility pages with forms (they also answer GET/HEAD for their own paths).
  registerFormRoutes(app, deps);

  app.on(['GET', 'HEAD'], '*', async (c) => {
    // Far behind (decision 050): refuse at the door, before routing and middleware, so the probes
    // and the pages already admitted get the loop back.
    if (deps.admission.severelyLate()) {
      c.set('routeName', 'shed');
      deps.onShed?.('event_loop');
      sendShed(c.env.outgoing);
      return RESPONSE_ALREADY_SENT;
    }
    const incoming = c.env.incoming;
    await handlePage(deps, {
      // The fast path answers this request next time from what the page path does now (decision 090).
      replay: deps.replayIndex ? replaySignature(incoming) : undefined,
      abDraws: takeHandedOnDraws(incoming),
      url: new URL(c.req.url),
      headers: c.req.raw.headers,
      res: c.env.outgoing,
      requestId: c.get('requestId'),
      logger: c.get('log'),
      setRouteName: (name) => c.set('routeName', name),
    });
    return RESPONSE_ALREADY_SENT;
  });

  app.all('*', (c) => c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' }));

  app.onError((error, c) => {
    c.get('log')?.error('unhandled error', { err: error.message, stack: error.stack });
    if (c.env.outgoing.headersSent) {
      c.env.outgoing.destroy();
      return RESPONSE_ALREADY_SENT;
    }
    return c.text('Internal Server Error', 500);
  });

  return app;
}
