/**
 * Who may use `jsDebug` (the debug toolbar, middleware timings) and `preview` (unpublished
 * content, an uncached upstream call per request): decision 053. Everyone in development;
 * otherwise a client whose address is on DEBUG_ALLOWED_ADDRESSES, or a request that carries
 * DEBUG_TOKEN in the `x-neutron-debug-token` header or the `neutron_debug_token` cookie. For
 * everyone else those parameters (and the jsDebug cookie) are ignored, as if absent.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ProxyTrust } from '../http/forwarded';

export const DEBUG_TOKEN_HEADER = 'x-neutron-debug-token';
export const DEBUG_TOKEN_COOKIE = 'neutron_debug_token';

export interface DebugAccessOptions {
  development: boolean;
  allowedAddresses: readonly string[];
  token?: string;
  /** Who the client is behind trusted proxies (decision 104). */
  proxies: ProxyTrust;
}

export type DebugAccess = (
  req: IncomingMessage | undefined,
  headers: Headers,
  cookies: ReadonlyMap<string, string>,
) => boolean;

function sameSecret(given: string | null | undefined, token: Buffer): boolean {
  if (!given) return false;
  const bytes = Buffer.from(given);
  return bytes.length === token.length && timingSafeEqual(bytes, token);
}

/** IPv4 peers reach a dual-stack listener as ::ffff:a.b.c.d; the allow-list names a.b.c.d. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export function createDebugAccess(options: DebugAccessOptions): DebugAccess {
  if (options.development) return () => true;
  const allowed = new Set(options.allowedAddresses.map(plainAddress));
  const token = options.token ? Buffer.from(options.token) : undefined;
  return (req, headers, cookies) => {
    if (
      token &&
      (sameSecret(headers.get(DEBUG_TOKEN_HEADER), token) || sameSecret(cookies.get(DEBUG_TOKEN_COOKIE), token))
    )
      return true;
    if (allowed.size === 0) return false;
    const client = options.proxies.client(req?.socket.remoteAddress, headers.get('x-forwarded-for') ?? undefined);
    return allowed.has(plainAddress(client));
  };
}
