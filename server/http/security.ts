/**
 * Per-request nonce and the Content-Security-Policy that admits only scripts carrying it (and
 * what they load, via 'strict-dynamic'): the inlined flight rows, the bootstrap script, JSON-LD,
 * and the third-party scripts the consent manager inserts. The other directives name exactly the
 * origins the page talks to: images, video files, the client services (tracking, ad server,
 * third-party scripts) and the live-coverage socket.
 */
import { randomBytes } from 'node:crypto';

/** Random bytes drawn in blocks: one system call per 256 nonces instead of one per request. */
const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

export function createNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  // Each block of bytes serves one nonce only.
  pool.fill(0, poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

export interface PolicyOrigins {
  images: readonly string[];
  media: readonly string[];
  /** Tracking, ad server, third-party scripts (http origins). */
  services: readonly string[];
  /** WebSocket origins (live coverage). */
  sockets: readonly string[];
  /** The identity provider's origin: sign-out posts here and is redirected there (form-action covers redirects). */
  identity?: readonly string[];
}

function directive(name: string, ...sources: ReadonlyArray<string | readonly string[]>): string {
  return [name, ...new Set(sources.flat())].join(' ');
}

/** The directives after script-src depend on the configured origins only: built once per origins object. */
const otherDirectivesOf = new WeakMap<PolicyOrigins, string>();

export function contentSecurityPolicy(nonce: string, origins: PolicyOrigins): string {
  let rest = otherDirectivesOf.get(origins);
  if (rest === undefined) {
    rest = otherDirectives(origins);
    otherDirectivesOf.set(origins, rest);
  }
  return `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic' 'self'; ${rest}`;
}

function otherDirectives(origins: PolicyOrigins): string {
  return [
    `style-src 'self' 'unsafe-inline'`,
    directive('img-src', `'self'`, 'data:', origins.images, origins.services),
    directive('media-src', `'self'`, origins.images, origins.media),
    directive('connect-src', `'self'`, origins.services, origins.sockets),
    directive('frame-src', `'self'`, origins.services),
    `object-src 'none'`,
    `base-uri 'self'`,
    directive('form-action', `'self'`, origins.identity ?? []),
    `frame-ancestors 'self'`,
  ].join('; ');
}

/**
 * Headers every response carries, pages or not (decision 052): no MIME sniffing; browser
 * features the site never uses switched off for it and its frames; and, when the public site is
 * https, Strict-Transport-Security (browsers ignore it over plain http, so sending it whatever
 * the hop from the load balancer is costs nothing).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()';

export function baseSecurityHeaders(siteOrigin: string, hstsMaxAge: number): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [
    ['x-content-type-options', 'nosniff'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  if (hstsMaxAge > 0 && siteOrigin.startsWith('https://'))
    headers.push(['strict-transport-security', `max-age=${hstsMaxAge}`]);
  return headers;
}
