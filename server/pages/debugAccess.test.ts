import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createProxyTrust } from '../http/forwarded';
import { createDebugAccess, DEBUG_TOKEN_COOKIE, DEBUG_TOKEN_HEADER } from './debugAccess';

const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;
const noCookies = new Map<string, string>();
const TOKEN = 'debug-token-0123456789';

describe('createDebugAccess (decision 053)', () => {
  const access = createDebugAccess({
    development: false,
    allowedAddresses: ['10.0.0.7'],
    token: TOKEN,
    proxies: createProxyTrust({ hops: 1, proxies: ['10.0.0.1'] }),
  });

  it('allows a listed client, seen through the trusted proxy', () => {
    expect(access(from('10.0.0.1'), new Headers({ 'x-forwarded-for': '10.0.0.7' }), noCookies)).toBe(true);
    expect(access(from('10.0.0.1'), new Headers({ 'x-forwarded-for': '10.0.0.7, 203.0.113.5' }), noCookies)).toBe(
      false,
    );
    // The same header from a peer that is not a trusted proxy proves nothing (decision 104).
    expect(access(from('10.0.0.2'), new Headers({ 'x-forwarded-for': '10.0.0.7' }), noCookies)).toBe(false);
  });

  it('allows the secret in the header or the cookie, and nothing like it', () => {
    expect(access(from('203.0.113.5'), new Headers({ [DEBUG_TOKEN_HEADER]: TOKEN }), noCookies)).toBe(true);
    expect(access(from('203.0.113.5'), new Headers(), new Map([[DEBUG_TOKEN_COOKIE, TOKEN]]))).toBe(true);
    expect(access(from('203.0.113.5'), new Headers({ [DEBUG_TOKEN_HEADER]: `${TOKEN}x` }), noCookies)).toBe(false);
    expect(access(from('203.0.113.5'), new Headers(), noCookies)).toBe(false);
  });

  it('matches an IPv4 client seen as an IPv6-mapped address; allows everyone in development', () => {
    const local = createDebugAccess({
      development: false,
      allowedAddresses: ['127.0.0.1'],
      proxies: createProxyTrust({ hops: 0, proxies: [] }),
    });
    expect(local(from('::ffff:127.0.0.1'), new Headers(), noCookies)).toBe(true);
    expect(
      createDebugAccess({
        development: true,
        allowedAddresses: [],
        proxies: createProxyTrust({ hops: 0, proxies: [] }),
      })(undefined, new Headers(), noCookies),
    ).toBe(true);
  });
});
