/**
 * Whose `X-Forwarded-For` to believe (decision 104). Behind `TRUSTED_PROXY_HOPS` proxies the
 * client is the entry that many places from the right (decision 052), but only when the
 * connection comes from one of `TRUSTED_PROXIES` (addresses or CIDR ranges; loopback when unset,
 * where the fleet's nginx runs). A client that reaches an instance directly and writes the header
 * itself is its own peer address: forging the header buys it no debug access, no preview and no
 * other client's rate-limit budget. The hops behind the trusted peer are taken on its word.
 */
import { BlockList, isIP } from 'node:net';
import { clientAddress } from '../reliability/rateLimiter';

/** The proxies trusted when TRUSTED_PROXY_HOPS > 0 and TRUSTED_PROXIES is unset. */
export const LOOPBACK_PROXIES: readonly string[] = ['127.0.0.0/8', '::1'];

export interface ProxyTrust {
  /** The client a request comes from: the peer, or the forwarded client when the peer is a trusted proxy. */
  client(peer: string | undefined, forwardedFor: string | undefined): string;
}

export interface ProxyTrustOptions {
  hops: number;
  proxies: readonly string[];
  /** A forwarded header from a peer that is not a trusted proxy (ignored). */
  onUntrusted?: (peer: string) => void;
}

/** IPv4 peers reach a dual-stack listener as ::ffff:a.b.c.d. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** `a.b.c.d`, `a.b.c.d/n`, `x::y`, `x::y/n`; undefined when it is none of these. */
export function parseProxy(entry: string): { address: string; prefix?: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, family };
  const prefix = Number(prefixText);
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefixText) && prefix <= max ? { address, prefix, family } : undefined;
}

export function createProxyTrust({ hops, proxies, onUntrusted }: ProxyTrustOptions): ProxyTrust {
  const peerOnly: ProxyTrust = { client: (peer) => peer ?? 'unknown' };
  if (hops === 0) return peerOnly;
  const trusted = new BlockList();
  for (const entry of proxies) {
    const proxy = parseProxy(entry);
    if (!proxy) throw new Error(`not an address or CIDR range: ${entry}`);
    if (proxy.prefix === undefined) trusted.addAddress(proxy.address, proxy.family);
    else trusted.addSubnet(proxy.address, proxy.prefix, proxy.family);
  }
  const isTrusted = (peer: string) => {
    const address = plain(peer);
    const version = isIP(address);
    return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
  return {
    client(peer, forwardedFor) {
      if (!forwardedFor || !peer) return peer ?? 'unknown';
      if (isTrusted(peer)) return clientAddress(peer, forwardedFor, hops);
      onUntrusted?.(peer);
      return peer;
    },
  };
}
