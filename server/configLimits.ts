import { z } from 'zod';
import { int, text } from './configParsers';
import { LOOPBACK_PROXIES, parseProxy } from './http/forwarded';

/**
 * The limits that keep Neutron up under overload, outages and abuse (docs/operations.md,
 * "Overload and shedding"; decision 050). Part of the process configuration (server/config.ts):
 * the schema entries are merged into its schema, the rows into its table.
 */

/** A comma-separated list of at most 64 entries, each passing `valid`, at least `min` of them. */
function addressList(valid: (entry: string) => boolean, what: string, min: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length >= min && entries.length <= 64 && entries.every(valid)) return entries;
      ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of ${what}` });
      return z.NEVER;
    });
}

export const limitsSchemaShape = {
  MAX_CONCURRENT_RENDERS: int(1, 10_000),
  RENDER_QUEUE_SIZE: int(0, 100_000),
  RENDER_QUEUE_TIMEOUT_MS: int(1, 600_000),
  SHED_EVENT_LOOP_DELAY_MS: int(0, 60_000),
  QUEUE_DELAY_TARGET_MS: int(0, 600_000),
  UPSTREAM_BACKGROUND_CONNECTIONS: int(1, 4096),
  UPSTREAM_QUEUE_SIZE: int(0, 100_000),
  UPSTREAM_QUEUE_TIMEOUT_MS: int(1, 600_000),
  DRAIN_DELAY_MS: int(0, 600_000),
  ADMIN_PORT: int(1, 65535),
  LIVENESS_STALL_MS: int(100, 600_000),
  POSTS_PER_MINUTE: int(1, 100_000),
  EMAIL_FORWARDS_PER_HOUR: int(1, 100_000),
  TRUSTED_PROXY_HOPS: int(0, 16),
  TRUSTED_PROXIES: addressList((entry) => parseProxy(entry) !== undefined, 'IP addresses or CIDR ranges', 1),
  WRITE_TIMEOUT_MS: int(1000, 600_000),
  HSTS_MAX_AGE: int(0, 63_072_000),
  QUERY_RENDERS_PER_MINUTE: int(1, 100_000),
  NOT_FOUND_CACHE_TTL_MS: int(0, 600_000),
  NOT_FOUND_CACHE_MAX_ENTRIES: int(0, 1_000_000),
  PAGE_DEADLINE_MS: int(100, 600_000),
  STALE_IF_ERROR_MS: int(0, 604_800_000),
  UPSTREAM_FAILURE_CACHE_MS: int(0, 60_000),
  DEBUG_ALLOWED_ADDRESSES: addressList((entry) => /^[0-9A-Fa-f.:]{2,45}$/.test(entry), 'IP addresses', 0),
  DEBUG_TOKEN: text(/^[\x21-\x7e]{16,512}$/, 'must be 16 to 512 printable characters without spaces'),
};

export type LimitsVariable = keyof typeof limitsSchemaShape;

export interface Limits {
  /** Page requests rendering at once (waits on the content API need none; decision 058). */
  maxConcurrentRenders: number;
  /** Page requests waiting for a render slot; beyond it a fast 503. */
  renderQueueSize: number;
  /** Longest wait in that queue before a 503. */
  renderQueueTimeoutMs: number;
  /** Event-loop delay above which new renders are refused; 0 never. */
  shedEventLoopDelayMs: number;
  /** A request's wait for the loop and a render slot past which it is refused (decision 106); 0 never. */
  queueDelayTargetMs: number;
  /** Of the content API connections, how many background refreshes may use at once; readers' calls get the rest (decision 058). */
  upstreamBackgroundConnections: number;
  /** Readers' content API calls that may wait for a connection; beyond it a fast 503 (or a stale page). */
  upstreamQueueSize: number;
  /** Longest wait for a content API connection (within the call's own deadline). */
  upstreamQueueTimeoutMs: number;
  /** SIGTERM: time between readiness turning 503 and the listener closing. */
  drainDelayMs: number;
  /** A separate listener for /metrics, /healthz, /readyz; /metrics then leaves the public one. */
  adminPort: number | undefined;
  /** On the admin listener, /healthz answers 503 once the main event loop has been stuck this long. */
  livenessStallMs: number;
  /** POSTs one client may make per minute (all forms, sign-out, settings), and user-data relay calls. */
  postsPerMinute: number;
  /** Email forwards one client may send per hour; each recipient may receive as many per day. */
  emailForwardsPerHour: number;
  /** Proxies in front of Neutron that append to X-Forwarded-For; 0: the peer address is the client. */
  trustedProxyHops: number;
  /** Peers whose X-Forwarded-For is believed (addresses, CIDR ranges); loopback by default (decision 104). */
  trustedProxies: readonly string[];
  /** A connection answering a request with no byte read or written for this long is destroyed (decision 104). */
  writeTimeoutMs: number;
  /** Strict-Transport-Security max-age when SITE_ORIGIN is https; 0 sends none. */
  hstsMaxAge: number;
  /** Fresh renders of pages with a query, and pages answered 404, one client may cause per minute (decisions 053, 106). */
  queryRendersPerMinute: number;
  /** How long a page path answered 404 is answered so again without upstream work; 0 never (decision 106). */
  notFoundCacheTtlMs: number;
  /** How many such paths are remembered (LRU). */
  notFoundCacheMaxEntries: number;
  /** No upstream call made for a page runs past this long after the request arrived (decision 054). */
  pageDeadlineMs: number;
  /** How long past its stale time a content value may stand in for a failed reload. */
  staleIfErrorMs: number;
  /** How long an upstream failure for one key is answered again without a new call. */
  upstreamFailureCacheMs: number;
  /** Clients that may use jsDebug and preview (decision 053). */
  debugAllowedAddresses: readonly string[];
  /** A secret that authorises jsDebug and preview from anywhere; undefined: none. */
  debugToken: string | undefined;
}

type Parsed = { [K in LimitsVariable]?: z.output<(typeof limitsSchemaShape)[K]> };

export function readLimits(v: Parsed): Limits {
  return {
    maxConcurrentRenders: v.MAX_CONCURRENT_RENDERS ?? 16,
    renderQueueSize: v.RENDER_QUEUE_SIZE ?? 64,
    renderQueueTimeoutMs: v.RENDER_QUEUE_TIMEOUT_MS ?? 1000,
    shedEventLoopDelayMs: v.SHED_EVENT_LOOP_DELAY_MS ?? 500,
    queueDelayTargetMs: v.QUEUE_DELAY_TARGET_MS ?? 1000,
    upstreamBackgroundConnections: v.UPSTREAM_BACKGROUND_CONNECTIONS ?? 8,
    upstreamQueueSize: v.UPSTREAM_QUEUE_SIZE ?? 64,
    upstreamQueueTimeoutMs: v.UPSTREAM_QUEUE_TIMEOUT_MS ?? 1000,
    drainDelayMs: v.DRAIN_DELAY_MS ?? 5000,
    adminPort: v.ADMIN_PORT,
    livenessStallMs: v.LIVENESS_STALL_MS ?? 10_000,
    postsPerMinute: v.POSTS_PER_MINUTE ?? 10,
    emailForwardsPerHour: v.EMAIL_FORWARDS_PER_HOUR ?? 3,
    trustedProxyHops: v.TRUSTED_PROXY_HOPS ?? 0,
    trustedProxies: v.TRUSTED_PROXIES ?? LOOPBACK_PROXIES,
    writeTimeoutMs: v.WRITE_TIMEOUT_MS ?? 30_000,
    hstsMaxAge: v.HSTS_MAX_AGE ?? 31_536_000,
    queryRendersPerMinute: v.QUERY_RENDERS_PER_MINUTE ?? 60,
    notFoundCacheTtlMs: v.NOT_FOUND_CACHE_TTL_MS ?? 10_000,
    notFoundCacheMaxEntries: v.NOT_FOUND_CACHE_MAX_ENTRIES ?? 10_000,
    pageDeadlineMs: v.PAGE_DEADLINE_MS ?? 15_000,
    staleIfErrorMs: v.STALE_IF_ERROR_MS ?? 86_400_000,
    upstreamFailureCacheMs: v.UPSTREAM_FAILURE_CACHE_MS ?? 2000,
    debugAllowedAddresses: v.DEBUG_ALLOWED_ADDRESSES ?? [],
    debugToken: v.DEBUG_TOKEN,
  };
}

export const limitsTable: ReadonlyArray<{ name: LimitsVariable; default: string; description: string }> = [
  {
    name: 'MAX_CONCURRENT_RENDERS',
    default: '16',
    description:
      'Page requests that may render at once; render-cache hits need no slot, and waiting on the content API holds none (decisions 050, 058).',
  },
  {
    name: 'RENDER_QUEUE_SIZE',
    default: '64',
    description: 'Page requests that may wait for a render slot; beyond it a fast 503 with Retry-After.',
  },
  { name: 'RENDER_QUEUE_TIMEOUT_MS', default: '1000', description: 'Longest wait for a render slot before a 503.' },
  {
    name: 'SHED_EVENT_LOOP_DELAY_MS',
    default: '500',
    description:
      'Event-loop delay (moving average) above which new renders get a fast 503 (cache hits and health are still served); 0 turns this off.',
  },
  {
    name: 'QUEUE_DELAY_TARGET_MS',
    default: '1000',
    description:
      "A page request's queue delay — time since it arrived not spent waiting for the content API — past which it gets the fast 503 instead of a late render (decision 106); 0 turns this off.",
  },
  {
    name: 'UPSTREAM_BACKGROUND_CONNECTIONS',
    default: '8',
    description:
      'Of UPSTREAM_CONNECTIONS, how many background refreshes may use at once; calls made for readers get the rest, so refreshes never make them wait (decision 058).',
  },
  {
    name: 'UPSTREAM_QUEUE_SIZE',
    default: '64',
    description:
      "Readers' content API calls that may wait for a free connection; beyond it a fast 503, or the stale page when one is kept (decision 058).",
  },
  {
    name: 'UPSTREAM_QUEUE_TIMEOUT_MS',
    default: '1000',
    description:
      "Longest wait for a free content API connection (never past the call's deadline) before a 503 or a stale page.",
  },
  {
    name: 'DRAIN_DELAY_MS',
    default: '5000',
    description:
      'On SIGTERM, how long `/readyz` answers 503 while the listener still accepts, before it closes (for the load balancer to notice).',
  },
  {
    name: 'ADMIN_PORT',
    default: '',
    description:
      'When set, `/metrics`, `/healthz` and `/readyz` are also served on this port (same HOST) by a thread of their own that page work cannot delay (decision 055), and `/metrics` is no longer served on PORT.',
  },
  {
    name: 'LIVENESS_STALL_MS',
    default: '10000',
    description:
      'On ADMIN_PORT, `/healthz` (and `/readyz`) answer 503 once the main event loop has been stuck this long; load alone never gets near it.',
  },
  {
    name: 'POSTS_PER_MINUTE',
    default: '10',
    description:
      'POSTs one client may make per minute (forms, sign-out, settings), and calls to the user-data relay; beyond it 429 with Retry-After (decisions 052, 057).',
  },
  {
    name: 'EMAIL_FORWARDS_PER_HOUR',
    default: '3',
    description:
      'Email-forward posts one client may send per hour, and one recipient may receive per day (per process; decision 052).',
  },
  {
    name: 'TRUSTED_PROXY_HOPS',
    default: '0',
    description:
      "Proxies in front of Neutron that append the client to `X-Forwarded-For`; the client is the address that many entries from the right. 0: the connection's peer.",
  },
  {
    name: 'TRUSTED_PROXIES',
    default: '127.0.0.0/8,::1',
    description:
      'With TRUSTED_PROXY_HOPS > 0, the peers whose `X-Forwarded-For` is believed (comma-separated addresses or CIDR ranges); from any other peer the header is ignored and the peer is the client (decision 104).',
  },
  {
    name: 'WRITE_TIMEOUT_MS',
    default: '30000',
    description:
      'A connection answering a request with no byte read or written for this long (a reader that does not read its answer) is closed and its render stopped (decision 104).',
  },
  {
    name: 'HSTS_MAX_AGE',
    default: '31536000',
    description: 'Seconds of `Strict-Transport-Security` sent when SITE_ORIGIN is https; 0 sends none.',
  },
  {
    name: 'QUERY_RENDERS_PER_MINUTE',
    default: '60',
    description:
      'Requests that bypass the caches one client may cause per minute: renders of query variants of cacheable pages (render-cache misses; decision 053) and pages answered 404 (decision 106). Beyond it 429 with Retry-After for a query variant, and for a page whose content needs an upstream call.',
  },
  {
    name: 'NOT_FOUND_CACHE_TTL_MS',
    default: '10000',
    description:
      'How long a page path answered 404 is answered so again with nothing asked upstream, and the longest any not-found answer stays in the content cache (decision 106); 0 turns the memory off.',
  },
  {
    name: 'NOT_FOUND_CACHE_MAX_ENTRIES',
    default: '10000',
    description: 'How many page paths answered 404 are remembered (LRU), apart from the content cache (decision 106).',
  },
  {
    name: 'PAGE_DEADLINE_MS',
    default: '15000',
    description:
      'Whole-page deadline: every upstream call made for a page (queueing, retries and body included) ends by this long after the request arrived (decision 054).',
  },
  {
    name: 'STALE_IF_ERROR_MS',
    default: '86400000',
    description:
      'How long past its stale time a cached content response may be served when reloading it fails (upstream down, circuit open); 0 never.',
  },
  {
    name: 'UPSTREAM_FAILURE_CACHE_MS',
    default: '2000',
    description:
      'How long an upstream failure (5xx, timeout, reset) for one call is answered again without calling; 0 never.',
  },
  {
    name: 'DEBUG_ALLOWED_ADDRESSES',
    default: '',
    description:
      'Comma-separated client addresses that may use `jsDebug` and `preview` outside development; for everyone else they are ignored (decision 053).',
  },
  {
    name: 'DEBUG_TOKEN',
    default: '',
    description:
      'A secret (16+ characters) that authorises `jsDebug` and `preview` when sent in the `x-neutron-debug-token` header or `neutron_debug_token` cookie. Secret: never logged.',
  },
];
