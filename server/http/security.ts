/**
 * Per-request nonce and the Content-Security-Policy that admits only scripts carrying it (and
 * what they load, via 'strict-dynamic'): the inlined flight rows, the bootstrap script, JSON-LD,
 * and the third-party scripts the consent manager inserts. The other directives name exactly the
 * origins the page talks to: images, video files, the client services (tracking, ad server,
 * third-party scripts) and the live-coverage socket.
 */
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PolicyOrigins {
  images: readonly string[];
  media: readonly string[];
  /** Tracking, ad server, third-party scripts (http origins). */
  services: readonly string[];
  /** WebSocket origins (live coverage). */
  sockets: readonly string[];
}

function directive(name: string, ...sources: ReadonlyArray<string | readonly string[]>): string {
  return [name, ...new Set(sources.flat())].join(' ');
}

export function contentSecurityPolicy(nonce: string, origins: PolicyOrigins): string {
  return policy(`script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`, origins);
}

function policy(scriptSrc: string, origins: PolicyOrigins): string {
  return [
    `default-src 'self'`,
    scriptSrc,
    `style-src 'self' 'unsafe-inline'`,
    directive('img-src', `'self'`, 'data:', origins.images, origins.services),
    directive('media-src', `'self'`, origins.images, origins.media),
    directive('connect-src', `'self'`, origins.services, origins.sockets),
    directive('frame-src', `'self'`, origins.services),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
