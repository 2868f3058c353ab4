/**
 * Neutron's process entry: configuration, the process-wide services (created once, handed to
 * the rsc render as `services`), the Hono app on @hono/node-server, and graceful shutdown.
 */
import '../scripts/checkNode.mjs'; // first: exits with one clear line on a Node older than the floor
import { createDecisionClient } from './decision/client';
import { createFinanceFeedClient } from './finance/feedClient';
import { createServer, type Server } from 'node:http';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createRouter } from '../shared/node/routes/match';
import type { RscServices } from '../shared/render/contract';
import { createApp } from './app';
import { loadConfig } from './config';
import { clientServiceOrigins } from '../shared/render/clientServices';
import type { PolicyOrigins } from './http/security';
import type { Config } from './config';
import { createAbDefinitions } from './ab/definitions';
import { createIdentityClient } from './auth/identityClient';
import { createRevocations } from './auth/revocations';
import { REVOCATION_MAX_ENTRIES, REVOCATION_TTL_MS } from './auth/revocationList';
import { createSessionManager } from './auth/sessions';
import { createSessionSeal, createTransactionSeal } from './auth/sessionSeal';
import { createProfileClient } from './auth/profileClient';
import { createContentApi } from './content/api';
import { createFormsClient } from './forms/client';
import { createContentCache } from './content/cache';
import { createContentHttp } from './content/http';
import { createPurger } from './fleet/purge';
import { createFleetRedis } from './fleet/redis';
import { createSharedCache, NO_SHARED_CACHE } from './fleet/sharedCache';
import { loadStaticFiles } from './http/staticFiles';
import { createMiddlewareRegistry } from './middleware/chain';
import { createLogger } from './ops/logger';
import type { Logger } from './ops/logger';
import { createNeutronMetrics } from './ops/neutronMetrics';
import { createReadiness } from './ops/readiness';
import { registerReadinessMetrics } from './ops/readinessMetrics';
import { createShutdown, installShutdown } from './ops/shutdown';
import { startTracing } from './ops/tracing';
import type { ShutdownRequest } from './ops/shutdown';
import { createRenderCache } from './render/renderCache';
import { createHtmlWriter, manifestLoader } from './render/htmlWriter';
import { createSegmentCache } from './render/segmentCache';
import { registerRenderCacheMetrics } from './ops/renderCacheMetrics';
import { loadRscBundle } from './render/rscBundle';
import { registerAdmissionMetrics } from './ops/admissionMetrics';
import { startAdminThread } from './ops/adminThread';
import { createPostGuard } from './http/postGuard';
import { baseSecurityHeaders } from './http/security';
import { createDebugAccess } from './pages/debugAccess';
import { createFastReplay, withFastReplay } from './pages/fastReplay';
import { createNotFoundMemory } from './pages/notFoundMemory';
import { createReplayIndex } from './render/replayIndex';
import { createRateLimiter } from './reliability/rateLimiter';
import { createProxyTrust } from './http/forwarded';
import { withConnectionGuards } from './http/connections';
import { listenPublic } from './http/listeners';
import { createAdmission, upstreamShares } from './reliability/admission';
import { createBreakers } from './reliability/circuitBreaker';
import { registerCircuitMetrics } from './ops/circuitMetrics';
import { startLoopDelay } from './reliability/loopDelay';
import { runDetached } from './reliability/requestScope';
import { createVanityClient } from './vanity/client';
import { createUserApiRelay } from './paths/userApiRelay';
import { createContentTargetPaths } from './vanity/contentTarget';
import { createVanityResolver } from './vanity/resolver';
import { createSiteData, SITES } from './startup/siteData';
import { warmUp } from './startup/warmUp';
import { randomBytes } from 'node:crypto';

/** Route meta without a usable max-age falls back to this (spec 000 §2 Caching). */
const DEFAULT_MAX_AGE_SECONDS = 0;

export interface Running {
  port: number;
  shutdown(reason: string, request?: ShutdownRequest): Promise<void>;
}

/**
 * Node's HTTP server limits (decision 051): a request's headers must arrive within 20 s (slow
 * senders get 408, checked every 2 s) and the whole request within 30 s; headers must come
 * first, so headersTimeout < requestTimeout (66 s against 30 s used to do nothing). Keep-alive
 * 65 s outlives the usual 60 s load balancer idle timeout, so the balancer closes first.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
} as const;

/**
 * A content API answer this recent proves it works: readiness needs no probe of its own. 30 s,
 * not less: a process serving from its caches makes few calls, and its own probe, queued behind
 * a saturated loop, times out although the upstream is fine (measured: /readyz 503 under
 * overload with a 5 s window; decision 055).
 */
const RECENT_ANSWER_MS = 30_000;

/** Pages the start-up warm-up renders after the front door (decision 108). */
const WARMUP_PAGES = 8;

/** Where this process reaches its own listener: loopback when it listens on every interface. */
function loopbackOf(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Readiness asks the content API for the navigation, uncached. */
const READINESS_PROBE_PATH = '/api/neutron/components/cnet/editorial/editorial_quote/curated-nav-redesign/web';

export async function start(config: Config, logger: Logger, distDir: string): Promise<Running> {
  const { telemetry } = config;
  const tracing = startTracing({
    enabled: telemetry.tracing,
    sampleRatio: telemetry.sampleRatio,
    serviceName: telemetry.serviceName,
    otlpEndpoint: telemetry.otlpEndpoint,
  });
  const metrics = createNeutronMetrics();
  let lastAnswer = Number.NEGATIVE_INFINITY;
  // Decision 054: open after half of at least 10 calls in 10 s failed; probe again after 5 s.
  const onCircuitChange = registerCircuitMetrics(metrics.registry, () => breakers);
  const breakers = createBreakers({
    windowMs: 10_000,
    minCalls: 10,
    failureRatio: 0.5,
    openMs: 5000,
    onStateChange: (endpoint, state) => {
      onCircuitChange(endpoint, state);
      logger.warn('circuit breaker state changed', { endpoint, state });
    },
  });
  const loopDelay = startLoopDelay();
  const { limits } = config;
  const admission = createAdmission({
    maxConcurrent: limits.maxConcurrentRenders,
    maxQueue: limits.renderQueueSize,
    queueTimeoutMs: limits.renderQueueTimeoutMs,
    maxLoopDelayMs: limits.shedEventLoopDelayMs,
    loopDelayMs: loopDelay.current,
    queueDelayTargetMs: limits.queueDelayTargetMs,
  });
  // Decision 058: waits on the content API hold none of the render slots; the pool's connections
  // are shared out between readers' calls (bounded queue) and background refreshes (no queue).
  const upstreamSlots = upstreamShares(config.upstreamConnections, limits);
  const onShed = registerAdmissionMetrics(metrics.registry, admission, loopDelay.current, upstreamSlots);
  const http = createContentHttp({
    config,
    metrics,
    logger,
    breakers,
    slots: upstreamSlots,
    onShed,
    onAnswer: () => (lastAnswer = performance.now()),
  });
  const queryRenderLimiter = createRateLimiter({ limit: limits.queryRendersPerMinute, windowMs: 60_000 });
  const cache = createContentCache({
    maxEntries: config.cacheMaxEntries,
    maxBytes: config.cacheMaxBytes,
    staleIfErrorMs: config.limits.staleIfErrorMs,
    failureTtlMs: config.limits.upstreamFailureCacheMs,
    maxNegativeTtlMs: limits.notFoundCacheTtlMs || undefined,
    metrics,
    logger,
  });
  // Decision 080: Redis behind the process cache when REDIS_URL is set; never a page's dependency.
  const redis =
    config.fleet.redisUrl === undefined
      ? undefined
      : createFleetRedis({
          url: config.fleet.redisUrl,
          timeoutMs: config.fleet.redisTimeoutMs,
          registry: metrics.registry,
          logger,
        });
  const shared = redis
    ? createSharedCache({
        redis,
        maxValueBytes: config.fleet.redisMaxValueBytes,
        metrics,
        instance: `${hostname()}:${process.pid}`,
      })
    : NO_SHARED_CACHE;
  const content = createContentApi({ http, cache, shared, logger });
  const bundle = loadRscBundle(distDir);
  const staticFiles = loadStaticFiles(join(distDir, 'client'));
  const serviceOrigins = clientServiceOrigins(config.clientServices);
  const policyOrigins: PolicyOrigins = {
    images: [...new Set(config.imageBaseHosts.map((host) => new URL(host).origin))],
    media: config.mediaOrigins,
    services: serviceOrigins.http,
    sockets: serviceOrigins.socket,
    identity: [new URL(config.identityIssuer).origin],
  };
  const identity = createIdentityClient({
    issuer: config.identityIssuer,
    clientId: config.identityClientId,
    clientSecret: config.identityClientSecret,
    timeoutMs: config.identityTimeoutMs,
    logger,
  });
  // Decision 059: sign-out refuses copies of the cookie too, fleet-wide through Redis when it is there.
  const revocations = createRevocations({
    ttlMs: REVOCATION_TTL_MS,
    maxEntries: REVOCATION_MAX_ENTRIES,
    redis,
    registry: metrics.registry,
    logger,
  });
  const sessions = createSessionManager({
    seal: createSessionSeal(config.sessionSecret),
    identity,
    revocations,
    logger,
    metrics,
  });
  const vanityClient = createVanityClient({ http, cache });
  const vanity = {
    resolver: createVanityResolver({
      client: vanityClient,
      contentPaths: createContentTargetPaths(content),
      siteOrigin: config.siteOrigin,
      allowedRedirectHosts: config.vanityRedirectAllowedHosts,
      logger,
    }),
  };
  const abDefinitions = createAbDefinitions({ http, cache, logger });
  // Decision 108: what every page waits for, loaded before ready and renewed ahead of its expiry.
  const siteData = createSiteData(
    SITES.flatMap((site) => [
      {
        name: `abtests ${site}`,
        load: async () =>
          (await abDefinitions.get(site)) ?? Promise.reject(new Error('A/B test definitions unavailable')),
      },
      { name: `vanity dictionary ${site}`, load: () => vanityClient.knownPaths(site) },
      { name: `navigation ${site}`, load: () => content.getNavigation(site) },
    ]),
  );
  const warmup = { token: config.warmupTimeoutMs > 0 ? randomBytes(16).toString('hex') : undefined };
  const userApi = createUserApiRelay({ baseUrl: config.contentApiUrl, timeoutMs: config.upstreamTimeoutMs });
  const forms = createFormsClient({
    baseUrl: config.contentApiUrl,
    apiKey: config.contentApiKey,
    timeoutMs: config.upstreamTimeoutMs,
    http,
  });

  const segments = createSegmentCache({ maxBytes: config.segmentCacheMaxBytes });
  const renderCache = createRenderCache({ ttlMs: config.renderCacheTtlMs, maxBytes: config.renderCacheMaxBytes });
  // Fast replays (decision 090): off without a render cache.
  const replayIndex =
    config.replayIndexMaxEntries > 0 && renderCache.enabled
      ? createReplayIndex({ maxEntries: config.replayIndexMaxEntries })
      : undefined;
  const htmlWriter = createHtmlWriter({
    mode: config.htmlWriter,
    load: manifestLoader(bundle.ssrManifest),
    islandCacheBytes: config.islandCacheMaxBytes,
    islandCheckEvery: config.islandMarkupCheckEvery,
    onWrongMarkupKey: (component) =>
      logger.error('island markup key does not name all its markup reads', { component }),
    onIslandMismatch: (island) => logger.error('island markup differs from React DOM', { island }),
  });
  registerRenderCacheMetrics(metrics.registry, { render: renderCache, segments, htmlWriter });
  const purger = createPurger({
    targets: { cache, renders: renderCache, segments },
    redis,
    shared,
    registry: metrics.registry,
    logger,
  });
  const services: RscServices = {
    segments,
    siteOrigin: config.siteOrigin,
    publisherLogo: `${config.siteOrigin}${bundle.logo}`,
    imageBaseUrl: { hosts: config.imageBaseHosts, key: config.imageSigningKey },
    development: config.nodeEnv === 'development',
    production: config.nodeEnv === 'production',
    flightWriter: config.flightWriter,
    clientServices: config.clientServices,
    content: {
      getNavigation: (site) => content.getNavigation(site),
      getListing: (site, type, id, query) => content.getListing(site, type, id, query),
    },
    log: logger,
    decide: createDecisionClient({ ...config.decision, logger }),
    financeRates: createFinanceFeedClient({ url: config.decision.financeFeedUrl, timeoutMs: config.upstreamTimeoutMs }),
  };
  // The issue asks for "ready only when the upstream answers": pages' own calls prove it while
  // traffic flows; otherwise a direct (uncached) navigation call, outside any request's render
  // slot, so a busy process does not report itself unready (decision 050).
  const readiness = createReadiness({
    timeoutMs: 2000,
    onReport: registerReadinessMetrics(metrics.registry),
    checks: {
      warmup: () => {
        if (warmup.token !== undefined) throw new Error('warming up');
      },
      contentApi: async () => {
        if (performance.now() - lastAnswer < RECENT_ANSWER_MS) return;
        await runDetached(() => http.getJson(READINESS_PROBE_PATH, { endpoint: 'readiness', timeoutMs: 2000 }));
      },
    },
  });

  const baseHeaders = baseSecurityHeaders(config.siteOrigin, limits.hstsMaxAge);
  // Decision 104: X-Forwarded-For only from TRUSTED_PROXIES; a direct client forging it is told apart (logged once).
  let untrustedLogged = false;
  const proxies = createProxyTrust({
    hops: limits.trustedProxyHops,
    proxies: limits.trustedProxies,
    onUntrusted: (peer) => {
      if (untrustedLogged) return;
      untrustedLogged = true;
      logger.warn('X-Forwarded-For from a peer not in TRUSTED_PROXIES ignored (logged once)', { peer });
    },
  });
  const app = createApp({
    router: createRouter(),
    middleware: createMiddlewareRegistry({ defaultMaxAge: DEFAULT_MAX_AGE_SECONDS, sessions, vanity, abDefinitions }),
    vanity,
    abDefinitions,
    production: config.nodeEnv === 'production',
    debugAccess: createDebugAccess({
      development: config.nodeEnv === 'development',
      allowedAddresses: limits.debugAllowedAddresses,
      token: limits.debugToken,
      proxies,
    }),
    queryRenders: (req, headers, cost) =>
      queryRenderLimiter.take(
        proxies.client(req?.socket.remoteAddress, headers.get('x-forwarded-for') ?? undefined),
        cost,
      ),
    notFound: createNotFoundMemory({ ttlMs: limits.notFoundCacheTtlMs, maxEntries: limits.notFoundCacheMaxEntries }),
    forms,
    identity,
    sessions,
    profiles: createProfileClient({
      url: config.profileUrl,
      commentTokenUrl: config.commentTokenUrl,
      tokenUrl: `${config.contentApiUrl}/api/neutron/uds/{site}/user/token`,
      timeoutMs: config.identityTimeoutMs,
    }),
    transactions: createTransactionSeal(config.sessionSecret),
    content,
    bundle,
    services,
    logger,
    policyOrigins,
    renderTimeoutMs: config.upstreamTimeoutMs + 3000,
    compression: { brotliQuality: config.brotliQuality },
    renderCache,
    replayIndex,
    htmlWriter,
    metrics,
    readiness,
    staticFiles,
    contentHttp: http,
    userApi,
    admission,
    onShed,
    pageDeadlineMs: limits.pageDeadlineMs,
    postGuard: createPostGuard({ ...limits, proxies, registry: metrics.registry }),
    baseHeaders,
    publicMetrics: limits.adminPort === undefined,
    purge: { purger, key: config.fleet.purgeKey },
    warmup,
  });
  // Decision 055: the admin listener answers from a thread of its own, ahead of any page work.
  const admin =
    limits.adminPort === undefined
      ? undefined
      : await startAdminThread({
          host: config.host,
          port: limits.adminPort,
          workerFile: join(distDir, 'server', 'adminWorker.cjs'),
          stallMs: limits.livenessStallMs,
          readiness: () => readiness.check(),
          metrics,
          logger,
        });

  // Connection: close once the listener has stopped (decision 104), as server/http/connections.ts does for every answer.
  const closingConnections = {
    get draining() {
      return guarded.connections.closing;
    },
  };
  const fastReplay =
    replayIndex &&
    createFastReplay({
      index: replayIndex,
      renderCache,
      metrics,
      logger,
      baseHeaders,
      readiness: closingConnections,
      admission,
    });
  // Decision 104: duplicate Host, pipelining, stalled writes and lingering close, before any request work.
  const connectionCuts = metrics.registry.counter({
    name: 'neutron_connections_cut_total',
    help: 'Connections closed by the server: a stalled answer (write_timeout), a request with more than one Host (duplicate_host), too many pipelined requests waiting (pipeline_depth).',
    labelNames: ['reason'],
  });
  // The guards wrap the fast replay too: a request with two Hosts is refused before a replay could answer it.
  const guarded = withConnectionGuards(createServer, {
    writeTimeoutMs: limits.writeTimeoutMs,
    onCut: (reason) => connectionCuts.labels(reason).inc(),
  });
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: SERVER_TIMEOUTS,
    createServer: withFastReplay(fastReplay, guarded.createServer),
  }) as Server;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
  // Decision 107: several sockets accept on the public port, so a burst of connections is taken in quickly.
  const listeners = await listenPublic(server, { port: config.port, host: config.host });
  const { port } = listeners;
  logger.info('neutron listening', {
    port,
    adminPort: admin?.port,
    acceptSockets: listeners.count,
    host: config.host,
    contentApi: config.contentApiUrl,
    nodeEnv: config.nodeEnv,
    tracing: tracing.enabled
      ? { sampleRatio: telemetry.sampleRatio, otlpEndpoint: telemetry.otlpEndpoint ?? null }
      : 'off',
  });

  if (warmup.token !== undefined) {
    const token = warmup.token;
    warmUp({
      origin: `http://${loopbackOf(config.host)}:${port}`,
      token,
      siteData,
      timeoutMs: config.warmupTimeoutMs,
      pages: WARMUP_PAGES,
      logger,
    })
      .catch((error: unknown) =>
        logger.error('warm-up failed; ready without it', { err: error instanceof Error ? error.stack : String(error) }),
      )
      .finally(() => {
        // Readers' pages only in the render cache and the fast path's index (decision 108).
        renderCache.dropAll();
        replayIndex?.clear();
        warmup.token = undefined;
      });
  }
  // WARMUP_TIMEOUT_MS=0 is the behaviour before decision 108: no warm-up, no keep-fresh loop.
  const stopKeepingFresh = config.warmupTimeoutMs > 0 ? siteData.keepFresh() : () => undefined;

  const shutdown = createShutdown({
    // Stopping the listener stops every socket of the public port (decision 107).
    server: {
      close: (done) => (void listeners.close().then(() => done?.()), server),
      closeIdleConnections: () => server.closeIdleConnections(),
      closeAllConnections: () => server.closeAllConnections(),
    },
    connections: guarded.connections,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    drainDelayMs: limits.drainDelayMs,
    readiness: {
      setDraining: () => {
        readiness.setDraining();
        admin?.setDraining();
      },
    },
    cleanup: [
      stopKeepingFresh,
      () => admin?.close(),
      () => http.close(),
      () => forms.close(),
      () => userApi.close(),
      () => metrics.stop(),
      () => loopDelay.stop(),
      () => tracing.shutdown(),
      () => revocations.close(),
      () => redis?.close(),
    ],
  });
  installShutdown(shutdown, logger);
  return { port, shutdown };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const logger = createLogger({ level: config.logLevel });
  try {
    await start(config, logger, join(__dirname, '..'));
  } catch (error) {
    logger.error('start-up failed', { err: error instanceof Error ? error.stack : String(error) });
    process.exit(1);
  }
}

void main();
