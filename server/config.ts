import { z } from 'zod';
import { DEFAULT_IMAGE_SIGNING_KEY } from '../shared/node/images/resizeUrl';
import { parseVanityHostList } from './vanity/targetUrl';
import { REQUEST_TIMEOUT_MS } from '../shared/constants';
import type { ClientServices } from '../shared/render/clientServices';
import { randomBytes } from 'node:crypto';
import { MIN_SESSION_SECRET_LENGTH } from './auth/sessionSeal';
import { httpUrl, int, oneOf, text } from './configParsers';
import { DEFAULT_ISLAND_CHECK_EVERY, HTML_WRITER_MODES } from './render/htmlWriter';
import type { HtmlWriterMode } from './render/htmlWriter';
import { limitsSchemaShape, limitsTable, readLimits, type Limits } from './configLimits';
import { readTelemetry, telemetrySchemaShape, telemetryTable, type Telemetry } from './configTelemetry';
import {
  DECISION_SECRETS,
  decisionSchemaShape,
  decisionTable,
  readDecisionConfig,
  type DecisionConfig,
} from './decision/config';
import { fleetSchemaShape, fleetTable, readFleet, type Fleet } from './configFleet';

/**
 * Process configuration, read once from the environment at start-up.
 *
 * Every variable is optional and has a default that works on a developer machine against the
 * local `upstream/`. An empty value counts as unset (so `PORT=` in an env file means "default").
 * A bad value stops the process before it listens, with a message that names the variable.
 */

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/** 001 §8 "Production logging shows error and warn only"; elsewhere the request lines (info) too. */
function defaultLogLevel(nodeEnv: (typeof NODE_ENVS)[number]): (typeof LOG_LEVELS)[number] {
  return nodeEnv === 'production' ? 'warn' : 'info';
}
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** The environment variables we read, keyed by their names. */
export const configSchema = z.object({
  PORT: int(0, 65535),
  HOST: text(/^[A-Za-z0-9.:[\]-]{1,255}$/, 'must be a host name or IP address'),
  UPSTREAM_PORT: int(0, 65535),
  CONTENT_API_URL: httpUrl('url'),
  CONTENT_API_KEY: text(/^[\x21-\x7e]{1,512}$/, 'must be 1 to 512 printable characters without spaces'),
  IMAGE_BASE_URL: httpUrl('url'),
  IMAGE_BASE_HOSTS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const hosts = raw
        .split(',')
        .map((host) => host.trim().replace(/\/+$/, ''))
        .filter(Boolean);
      if (hosts.length > 0 && hosts.length <= 16 && hosts.every((host) => /^https?:\/\/[^\s/?#]+$/.test(host)))
        return hosts;
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of http(s) origins' });
      return z.NEVER;
    }),
  IMAGE_SIGNING_KEY: text(/^[\x21-\x7e]{8,512}$/, 'must be 8 to 512 printable characters without spaces'),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  UPSTREAM_TIMEOUT_MS: int(1, 600_000),
  UPSTREAM_CONNECTIONS: int(1, 4096),
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000),
  CACHE_MAX_ENTRIES: int(1, 10_000_000),
  CACHE_MAX_MB: int(1, 65_536),
  IDENTITY_ISSUER: httpUrl('url'),
  IDENTITY_CLIENT_ID: text(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 printable characters without spaces'),
  IDENTITY_CLIENT_SECRET: text(/^[\x21-\x7e]{8,512}$/, 'must be 8 to 512 printable characters without spaces'),
  IDENTITY_TIMEOUT_MS: int(1, 60_000),
  PROFILE_URL: httpUrl('url'),
  COMMENT_TOKEN_URL: httpUrl('url'),
  SESSION_SECRET: text(
    new RegExp(`^[\\x21-\\x7e]{${MIN_SESSION_SECRET_LENGTH},512}$`),
    `must be ${MIN_SESSION_SECRET_LENGTH} to 512 printable characters without spaces`,
  ),
  VANITY_REDIRECT_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const hosts = parseVanityHostList(raw);
      if (hosts) return hosts;
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of host names or *.domain patterns' });
      return z.NEVER;
    }),
  RENDER_CACHE_TTL_MS: int(0, 3_600_000),
  WARMUP_TIMEOUT_MS: int(0, 120_000),
  RENDER_CACHE_MAX_MB: int(1, 65_536),
  REPLAY_INDEX_MAX_ENTRIES: int(0, 1_000_000),
  SEGMENT_CACHE_MAX_MB: int(1, 65_536),
  HTML_WRITER: oneOf(HTML_WRITER_MODES),
  FLIGHT_WRITER: oneOf(['neutron', 'react'] as const),
  BROTLI_QUALITY: int(0, 11),
  ISLAND_CACHE_MAX_MB: int(1, 65_536),
  ISLAND_MARKUP_CHECK_EVERY: int(0, 1_000_000),
  NODE_ENV: oneOf(NODE_ENVS),
  SITE_ORIGIN: httpUrl('origin'),
  COLLECT_URL: httpUrl('url'),
  AD_SERVER_URL: httpUrl('url'),
  THIRD_PARTY_URL: httpUrl('url'),
  LIVE_SOCKET_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (/^wss?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(raw)) return raw.replace(/\/+$/, '');
      ctx.addIssue({ code: 'custom', message: 'must be a ws:// or wss:// URL' });
      return z.NEVER;
    }),
  MEDIA_ORIGINS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const origins = raw
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean);
      if (
        origins.length > 0 &&
        origins.length <= 16 &&
        origins.every((origin) => /^https?:\/\/[^\s/?#]+$/.test(origin))
      )
        return origins;
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of http(s) origins' });
      return z.NEVER;
    }),
  ...limitsSchemaShape,
  ...telemetrySchemaShape,
  ...decisionSchemaShape,
  ...fleetSchemaShape,
});

export type ConfigVariable = keyof typeof configSchema.shape;

export interface ConfigTableRow {
  name: ConfigVariable;
  default: string;
  description: string;
}

/** The configuration reference; the table in docs/configuration.md is checked against it (configReadme.test.ts). */
export const configTable: readonly ConfigTableRow[] = [
  { name: 'PORT', default: '3000', description: 'TCP port Neutron listens on.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description:
      'Interface to listen on. Loopback by default so a developer machine never exposes the server; set 0.0.0.0 in containers.',
  },
  {
    name: 'UPSTREAM_PORT',
    default: '3001',
    description:
      'Port of the local stand-in upstream (`npm run upstream`); only used to build the default CONTENT_API_URL.',
  },
  {
    name: 'CONTENT_API_URL',
    default: 'http://127.0.0.1:${UPSTREAM_PORT}',
    description: 'Base URL of the content API (`/api/neutron/...` is appended). A trailing slash is ignored.',
  },
  {
    name: 'CONTENT_API_KEY',
    default: 'local-dev-key',
    description:
      'Sent as the `apiKey` query parameter to the content API, except on user and newsletter paths. Secret: never logged.',
  },
  { name: 'IMAGE_BASE_URL', default: '${CONTENT_API_URL}', description: 'Base URL for image resize URLs.' },
  {
    name: 'IMAGE_BASE_HOSTS',
    default: '${IMAGE_BASE_URL}',
    description:
      'Comma-separated image hosts; each image URL goes to the host chosen by its path length modulo their number (spec 001 §9).',
  },
  {
    name: 'IMAGE_SIGNING_KEY',
    default: 'neutron-local-image-signing-key',
    description:
      'Key of the keyed hash that signs image resize URLs (the image service checks it). Secret: never logged.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'warn',
    description:
      'Lowest level written to stdout as JSON lines: debug, info, warn or error. Default warn in production (001 §8: "Production logging shows error and warn only"), info when NODE_ENV is development or test; info brings back the per-request lines.',
  },
  {
    name: 'UPSTREAM_TIMEOUT_MS',
    default: String(REQUEST_TIMEOUT_MS),
    description:
      'Default time limit for one upstream call, headers and body included (spec: 12000 ms when none is set).',
  },
  {
    name: 'UPSTREAM_CONNECTIONS',
    default: '64',
    description: 'Keep-alive connection pool size towards the content API origin.',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: '10000',
    description: 'On SIGTERM/SIGINT, how long in-flight requests may finish before the process exits.',
  },
  { name: 'CACHE_MAX_ENTRIES', default: '5000', description: 'Most responses kept in the in-process content cache.' },
  {
    name: 'CACHE_MAX_MB',
    default: '16',
    description:
      'Most megabytes of upstream JSON (as received) kept in the content cache; whichever bound is reached first evicts.',
  },
  {
    name: 'IDENTITY_ISSUER',
    default: '${CONTENT_API_URL}/oidc',
    description:
      'Issuer of the OpenID Connect provider readers sign in with; its discovery document is read from `{issuer}/.well-known/openid-configuration`.',
  },
  { name: 'IDENTITY_CLIENT_ID', default: 'neutron', description: "Neutron's client id at the identity provider." },
  {
    name: 'IDENTITY_CLIENT_SECRET',
    default: 'neutron-local-client-secret',
    description: "Neutron's client secret at the identity provider (client_secret_basic). Secret: never logged.",
  },
  {
    name: 'IDENTITY_TIMEOUT_MS',
    default: '5000',
    description:
      'Time limit of one call to the identity provider (discovery, code exchange, refresh, userinfo, password reset).',
  },
  {
    name: 'PROFILE_URL',
    default: '${CONTENT_API_URL}/api/neutron/uds/{site}/user/profile',
    description:
      "The profile store (spec 000 §7 Profile read and write): GET and PUT with the reader's bearer access token; the profile is read at `data.profile`. `{site}` is replaced by the reader's site (cnet or roadshow).",
  },
  {
    name: 'COMMENT_TOKEN_URL',
    default: '${CONTENT_API_URL}/api/neutron/uds/{site}/user/comment-token',
    description:
      "The comment login token endpoint (spec 000 §7): POST with the reader's bearer access token; its short-lived comment token is handed to the signed-in reader's browser at /user/comment-token/. `{site}` is replaced by the reader's site.",
  },
  {
    name: 'SESSION_SECRET',
    default: '(random per process outside production)',
    description:
      'At least 32 characters; the session cookie is encrypted with a key derived from it. Required when NODE_ENV is production: the process refuses to start without it. Secret: never logged.',
  },
  {
    name: 'VANITY_REDIRECT_ALLOWED_HOSTS',
    default: '',
    description:
      'Comma-separated outside hosts (`host` or `*.domain`) that vanity redirects may go to; every other outside host is refused.',
  },
  {
    name: 'WARMUP_TIMEOUT_MS',
    default: '5000',
    description:
      'Longest start-up warm-up (site-wide data loaded at once, a few renders of each page family) before /readyz may say 200; what is not done by then is skipped and logged. 0: no warm-up and no background renewal of the site-wide data, ready at once (decision 108).',
  },
  {
    name: 'RENDER_CACHE_TTL_MS',
    default: '10000',
    description:
      'How long a fully rendered page (HTML or RSC payload) is reused for the same URL, content version and request state; 0 turns the render cache off (docs/decisions/005-render-cache.md).',
  },
  {
    name: 'RENDER_CACHE_MAX_MB',
    default: '16',
    description: 'Most megabytes of rendered pages kept in the render cache.',
  },
  {
    name: 'REPLAY_INDEX_MAX_ENTRIES',
    default: '5000',
    description:
      'Most distinct requests the fast replay path remembers (URL, host, the request headers and cookies pages read); a repeat of one is answered with its render-cache entry before routing and middleware. 0 turns the fast path off; it is also off when the render cache is off (docs/decisions/090-fast-replays.md).',
  },
  {
    name: 'FLIGHT_WRITER',
    default: 'neutron',
    description:
      "Who writes the flight payload (RSC responses and the payload an HTML page carries): `neutron` (rsc/flight/writeFlight.ts; React's server for any page it cannot write) or `react` (React's server always; decision 091).",
  },
  {
    name: 'HTML_WRITER',
    default: 'rows',
    description:
      "Who writes a page's HTML: `rows` (from the flight rows when the payload is whole within the shell hold, React DOM otherwise), `fizz` (React DOM always), or `verify` (both; React DOM's is served and every difference is logged and counted; decision 025).",
  },
  {
    name: 'BROTLI_QUALITY',
    default: '1',
    description:
      'Brotli quality (0–11) of rendered responses, HTML and RSC, for clients that accept br. Each uncached render is compressed once: quality 1 costs ~0.1 ms per article, quality 4 ~0.4 ms (the front door 0.8 ms) for 13–15% fewer bytes. Render-cache replays are compressed once per entry at quality 6 whatever this says (decision 092).',
  },
  {
    name: 'ISLAND_CACHE_MAX_MB',
    default: '8',
    description: 'Most megabytes of client-component markup the HTML writer keeps (decision 025).',
  },
  {
    name: 'ISLAND_MARKUP_CHECK_EVERY',
    default: '100',
    description:
      "One island-cache hit in this many is rendered again by React DOM and compared with the cached markup; a difference drops the entry, serves React DOM's markup, logs `island markup differs from React DOM` with the island and counts `neutron_island_markup_mismatches_total`. 0 turns the check off (decision 101).",
  },
  {
    name: 'SEGMENT_CACHE_MAX_MB',
    default: '16',
    description:
      'Most megabytes of ready HTML segments (navigation, card lists, tables of contents) kept per content version (decision 025).',
  },
  {
    name: 'NODE_ENV',
    default: 'production',
    description: 'development, production or test. Development shows error details on error pages.',
  },
  {
    name: 'SITE_ORIGIN',
    default: 'http://localhost:${PORT}',
    description: 'Public origin used in canonical URLs, sitemaps and feeds, e.g. https://www.example.com.',
  },
  {
    name: 'COLLECT_URL',
    default: '${CONTENT_API_URL}',
    description:
      'Base URL of the tracking collection service the browser sends page views, video and form events to (consent permitting).',
  },
  {
    name: 'AD_SERVER_URL',
    default: '${CONTENT_API_URL}',
    description: 'Base URL of the ad server the browser asks for creatives.',
  },
  {
    name: 'THIRD_PARTY_URL',
    default: '${CONTENT_API_URL}',
    description: 'Base URL the consent-gated third-party scripts (ad library, analytics, recommendations) load from.',
  },
  {
    name: 'LIVE_SOCKET_URL',
    default: '${CONTENT_API_URL}/live/socket (ws: for http:)',
    description: 'WebSocket URL of the live-coverage service (production: wss:// on port 443).',
  },
  {
    name: 'MEDIA_ORIGINS',
    default: '<origin of CONTENT_API_URL>',
    description: 'Comma-separated origins video files and captions play from (Content-Security-Policy media-src).',
  },
  ...limitsTable,
  ...telemetryTable,
  ...decisionTable,
  ...fleetTable,
];

export interface Config {
  port: number;
  host: string;
  upstreamPort: number;
  contentApiUrl: string;
  contentApiKey: string;
  imageBaseUrl: string;
  imageBaseHosts: string[];
  imageSigningKey: string;
  logLevel: (typeof LOG_LEVELS)[number];
  upstreamTimeoutMs: number;
  upstreamConnections: number;
  shutdownTimeoutMs: number;
  cacheMaxEntries: number;
  cacheMaxBytes: number;
  identityIssuer: string;
  identityClientId: string;
  identityClientSecret: string;
  identityTimeoutMs: number;
  sessionSecret: string;
  profileUrl: string;
  commentTokenUrl: string;
  vanityRedirectAllowedHosts: string[];
  renderCacheTtlMs: number;
  warmupTimeoutMs: number;
  renderCacheMaxBytes: number;
  replayIndexMaxEntries: number;
  segmentCacheMaxBytes: number;
  htmlWriter: HtmlWriterMode;
  flightWriter: 'neutron' | 'react';
  brotliQuality: number;
  islandCacheMaxBytes: number;
  islandMarkupCheckEvery: number;
  nodeEnv: (typeof NODE_ENVS)[number];
  siteOrigin: string;
  /** Endpoints the browser talks to (shared/render/clientServices.ts). */
  clientServices: ClientServices;
  mediaOrigins: string[];
  /** Overload, shutdown and abuse limits (server/configLimits.ts). */
  limits: Limits;
  /** Tracing (server/configTelemetry.ts). */
  telemetry: Telemetry;
  /** The decision service (server/decision/config.ts). */
  decision: DecisionConfig;
  /** Shared cache and purges across instances (server/configFleet.ts). */
  fleet: Fleet;
}

/** Variables whose values are never echoed in an error or a log. */
const SECRET_VARIABLES = new Set<string>([
  'CONTENT_API_KEY',
  'IMAGE_SIGNING_KEY',
  'IDENTITY_CLIENT_SECRET',
  'SESSION_SECRET',
  'DEBUG_TOKEN',
  ...DECISION_SECRETS,
]);

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function describeValue(value: unknown): string {
  const shown = typeof value === 'string' && value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return JSON.stringify(shown);
}

/**
 * Reads and validates the configuration. Throws an Error naming every bad variable, e.g.
 * `Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string | undefined> = {};
  for (const name of Object.keys(configSchema.shape)) {
    const raw = env[name]?.trim();
    input[name] = raw === '' ? undefined : raw;
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      // Secrets are never echoed back.
      const got = SECRET_VARIABLES.has(name) ? '' : ` (got ${describeValue(input[name])})`;
      return `${name} ${issue.message}${got}`;
    });
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const v = parsed.data;
  if ((v.NODE_ENV ?? 'production') === 'production' && v.SESSION_SECRET === undefined) {
    throw new Error(
      'Invalid configuration: SESSION_SECRET is required when NODE_ENV is production (at least 32 characters)',
    );
  }
  const port = v.PORT ?? 3000;
  const upstreamPort = v.UPSTREAM_PORT ?? 3001;
  const contentApiUrl = v.CONTENT_API_URL ?? `http://127.0.0.1:${upstreamPort}`;
  return Object.freeze({
    port,
    host: v.HOST ?? '127.0.0.1',
    upstreamPort,
    contentApiUrl,
    contentApiKey: v.CONTENT_API_KEY ?? 'local-dev-key',
    imageBaseUrl: v.IMAGE_BASE_URL ?? contentApiUrl,
    imageBaseHosts: v.IMAGE_BASE_HOSTS ?? [(v.IMAGE_BASE_URL ?? contentApiUrl).replace(/\/+$/, '')],
    imageSigningKey: v.IMAGE_SIGNING_KEY ?? DEFAULT_IMAGE_SIGNING_KEY,
    logLevel: v.LOG_LEVEL ?? defaultLogLevel(v.NODE_ENV ?? 'production'),
    upstreamTimeoutMs: v.UPSTREAM_TIMEOUT_MS ?? REQUEST_TIMEOUT_MS,
    upstreamConnections: v.UPSTREAM_CONNECTIONS ?? 64,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    cacheMaxEntries: v.CACHE_MAX_ENTRIES ?? 5000,
    cacheMaxBytes: (v.CACHE_MAX_MB ?? 16) * 1024 * 1024,
    identityIssuer: v.IDENTITY_ISSUER ?? `${contentApiUrl.replace(/\/+$/, '')}/oidc`,
    identityClientId: v.IDENTITY_CLIENT_ID ?? 'neutron',
    identityClientSecret: v.IDENTITY_CLIENT_SECRET ?? 'neutron-local-client-secret',
    identityTimeoutMs: v.IDENTITY_TIMEOUT_MS ?? 5000,
    profileUrl: v.PROFILE_URL ?? `${contentApiUrl.replace(/\/+$/, '')}/api/neutron/uds/{site}/user/profile`,
    commentTokenUrl:
      v.COMMENT_TOKEN_URL ?? `${contentApiUrl.replace(/\/+$/, '')}/api/neutron/uds/{site}/user/comment-token`,
    sessionSecret: v.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    vanityRedirectAllowedHosts: v.VANITY_REDIRECT_ALLOWED_HOSTS ?? [],
    renderCacheTtlMs: v.RENDER_CACHE_TTL_MS ?? 10_000,
    warmupTimeoutMs: v.WARMUP_TIMEOUT_MS ?? 5000,
    renderCacheMaxBytes: (v.RENDER_CACHE_MAX_MB ?? 16) * 1024 * 1024,
    replayIndexMaxEntries: v.REPLAY_INDEX_MAX_ENTRIES ?? 5000,
    segmentCacheMaxBytes: (v.SEGMENT_CACHE_MAX_MB ?? 16) * 1024 * 1024,
    htmlWriter: v.HTML_WRITER ?? 'rows',
    flightWriter: v.FLIGHT_WRITER ?? 'neutron',
    brotliQuality: v.BROTLI_QUALITY ?? 1,
    islandCacheMaxBytes: (v.ISLAND_CACHE_MAX_MB ?? 8) * 1024 * 1024,
    islandMarkupCheckEvery: v.ISLAND_MARKUP_CHECK_EVERY ?? DEFAULT_ISLAND_CHECK_EVERY,
    nodeEnv: v.NODE_ENV ?? 'production',
    siteOrigin: v.SITE_ORIGIN ?? `http://localhost:${port}`,
    clientServices: Object.freeze({
      collectUrl: trimSlash(v.COLLECT_URL ?? contentApiUrl),
      adServerUrl: trimSlash(v.AD_SERVER_URL ?? contentApiUrl),
      thirdPartyUrl: trimSlash(v.THIRD_PARTY_URL ?? contentApiUrl),
      liveSocketUrl: v.LIVE_SOCKET_URL ?? `${contentApiUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}/live/socket`,
    }),
    mediaOrigins: v.MEDIA_ORIGINS ?? [new URL(contentApiUrl).origin],
    limits: Object.freeze(readLimits(v)),
    telemetry: Object.freeze(readTelemetry(v)),
    decision: Object.freeze(readDecisionConfig(v, contentApiUrl)),
    fleet: Object.freeze(readFleet(v)),
  });
}

/** The configuration with secrets masked, for the start-up log line. */
export function redactConfig(config: Config): Record<string, unknown> {
  return {
    ...config,
    contentApiKey: '[redacted]',
    imageSigningKey: '[redacted]',
    identityClientSecret: '[redacted]',
    sessionSecret: '[redacted]',
    limits: { ...config.limits, debugToken: config.limits.debugToken === undefined ? undefined : '[redacted]' },
    decision: { ...config.decision, token: '[redacted]', writeKey: '[redacted]' },
    fleet: {
      ...config.fleet,
      redisUrl: config.fleet.redisUrl?.replace(/\/\/[^@/]*@/, '//[redacted]@'),
      purgeKey: config.fleet.purgeKey === undefined ? undefined : '[redacted]',
    },
  };
}
