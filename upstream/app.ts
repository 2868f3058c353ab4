import type { HttpBindings } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { registerAdServer } from './ads/adServer';
import { registerAbTests } from './content/abTests';
import { registerCaptionsRoutes } from './content/captions';
import { registerCollectRoutes } from './collect/routes';
import { registerVitalsRoutes } from './collect/vitals';
import { registerDecisionRoutes } from './decision/routes';
import { registerFinanceFeed } from './finance/routes';
import { registerGeoLookups } from './content/geo';
import { errorBody } from './content/errors';
import { registerFormServices } from './content/forms';
import { registerImageRoutes } from './content/images';
import { registerContentRoutes } from './content/routes';
import { registerVanityRoutes } from './content/vanity';
import { Control, controlSchema } from './control';
import { createAnnouncer } from './announce';
import { registerListingEdits } from './content/listingEdits';
import { registerCallLog } from './calls';
import { registerArticleEdits } from './content/edits';
import { faultsMiddleware, Waiters } from './faults';
import { traceLogMiddleware, type TraceLogSink } from './traceLog';
import { registerIdentityRoutes } from './identity/routes';
import { registerThirdPartyRoutes } from './thirdParty/routes';
import { registerLiveService, type LiveService } from './live/routes';
import { registerMedia } from './media/routes';
import { DEFAULT_IMAGE_SIZE, imageSide, picture, pictureFormat } from './images/raster';
import { createWorld, DEFAULT_SEED, type World } from './world/world';

export interface UpstreamOptions {
  /** World seed (default DEFAULT_SEED). */
  seed?: number;
  /** The world's "now" in ms (default: the time of the call); fix it for deterministic tests. */
  now?: number;
  /** Latency added to every API answer (UPSTREAM_LATENCY_MS). */
  latencyMs?: number;
  /** A world already built (tests share one); seed and now are then ignored. */
  world?: World;
  /** Live publisher interval in ms (UPSTREAM_LIVE_INTERVAL_MS); 0 or unset: off, tests drive it. */
  liveIntervalMs?: number;
  /** Where the log line of a traced request goes (default: stdout as JSON); see traceLog.ts. */
  logTrace?: TraceLogSink;
  /** Where content changes are announced (UPSTREAM_PURGE_URL, UPSTREAM_PURGE_KEY); unset: nowhere. */
  announce?: { url: string; key: string };
  /** NDJSON file the collector appends Web Vitals beacons to (UPSTREAM_VITALS_LOG); unset: memory only. */
  vitalsLog?: string;
}

export interface Upstream {
  app: Hono<{ Bindings: HttpBindings }>;
  world: World;
  control: Control;
  /** The live-coverage socket service and publisher (start.ts attaches it to the HTTP server). */
  live: LiveService;
  /** Releases hanging and delayed requests; call before closing the server. */
  close(): void;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** Content API paths that do not need the api key (spec 000 §7: user and newsletter paths). */
export function needsApiKey(path: string): boolean {
  return path.startsWith('/api/') && !/\/user\/|\/newsletter/.test(path);
}

const apiKeyMiddleware: MiddlewareHandler = async (c, next) => {
  if (!needsApiKey(c.req.path) || c.req.query('apiKey')) return next();
  return c.body(errorBody('apiKey', 401, 'Missing apiKey query parameter'), 401, { 'content-type': JSON_TYPE });
};

/** The local stand-in for the content platform: a Hono app over a generated world. */
export function createUpstreamApp(options: UpstreamOptions = {}): Upstream {
  const world = options.world ?? createWorld({ seed: options.seed ?? DEFAULT_SEED, now: options.now ?? Date.now() });
  const control = new Control(options.latencyMs ?? 0);
  const waiters = new Waiters();
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.get('/__health', (c) => c.text('ok'));
  app.get('/__control', (c) => c.json(control.current));
  app.put('/__control', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = controlSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: 'invalid control', issues: parsed.error.issues }, 400);
    control.set(parsed.data);
    return c.json(control.current);
  });
  app.delete('/__control', (c) => {
    control.reset();
    return c.body(null, 204);
  });

  // A call carrying a W3C traceparent is logged with its trace id, as a real platform's would be.
  app.use('*', traceLogMiddleware(options.logTrace));
  registerCallLog(app);
  app.use('*', faultsMiddleware(control, waiters));
  app.use('/api/*', apiKeyMiddleware);

  app.get('/img/*', async (c) => {
    const path = c.req.path.slice('/img'.length);
    const format = pictureFormat(undefined, path);
    if (!format) return c.text('unsupported image format', 400);
    const original = world.imageSizes.get(path) ?? DEFAULT_IMAGE_SIZE;
    const made = await picture({
      path,
      original,
      width: imageSide(c.req.query('w'), undefined),
      height: imageSide(c.req.query('h'), undefined),
      format,
    });
    return c.body(new Uint8Array(made.bytes), 200, { 'content-type': made.contentType, 'cache-control': IMAGE_CACHE });
  });

  registerMedia(app, world); // media files, their URLs in API answers, the video ad tag (before the content routes it rewrites)
  const announcer = createAnnouncer(options.announce);
  const content = registerContentRoutes(app, world);
  content.warm();
  registerArticleEdits(app, world, content.articles, content, announcer);
  registerListingEdits(app, world, content, announcer);
  // Further services of the platform register here, one line each (A/B tests, vanity, identity).
  // <register-services>
  registerCaptionsRoutes(app, world);
  registerFormServices(app, world);
  registerImageRoutes(app, world);
  registerVanityRoutes(app, world);
  registerAbTests(app, world);
  registerIdentityRoutes(app, world);
  registerCollectRoutes(app);
  registerVitalsRoutes(app, { logFile: options.vitalsLog });
  registerThirdPartyRoutes(app, world);
  const live = registerLiveService(app, world, {
    intervalMs: options.liveIntervalMs,
    // Every change of live items (control API or publisher round) changes the live article's page (main brand only: pages.ts).
    onChange: (article) => announcer.announce([{ type: 'live', site: 'cnet', slug: article.slug }]),
  });
  registerAdServer(app);
  registerDecisionRoutes(app);
  registerFinanceFeed(app);
  registerGeoLookups(app);

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/'))
      return c.body(errorBody('route', 404, `No such call: ${c.req.path}`), 404, { 'content-type': JSON_TYPE });
    return c.text('Not Found', 404);
  });

  return { app, world, control, live, close: () => (waiters.close(), live.close()) };
}
