/**
 * Per-request nonce and the Content-Security-Policy that admits only scripts carrying it (and
 * what they load, via 'strict-dynamic'): the inlined flight rows, the bootstrap script, JSON-LD.
 */
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, imageOrigins: readonly string[]): string {
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    `media-src 'self' ${imageOrigins.join(' ')}`.trim(),
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
