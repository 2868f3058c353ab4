import { describe, expect, it } from 'vitest';
import { createProxyTrust, LOOPBACK_PROXIES, parseProxy } from './forwarded';

describe('createProxyTrust (decision 104)', () => {
  const untrusted: string[] = [];
  const trust = createProxyTrust({
    hops: 1,
    proxies: ['10.1.0.0/16', '192.0.2.7', 'fd00::/8'],
    onUntrusted: (peer) => untrusted.push(peer),
  });

  it.each([
    ['a proxy in a trusted range', '10.1.2.3', '203.0.113.9', '203.0.113.9'],
    ['a trusted proxy address, the rightmost entry', '192.0.2.7', '198.51.100.1, 203.0.113.9', '203.0.113.9'],
    ['an IPv4-mapped trusted proxy', '::ffff:10.1.9.9', '203.0.113.9', '203.0.113.9'],
    ['a trusted IPv6 range', 'fd12::1', '203.0.113.9', '203.0.113.9'],
    ['a direct client forging the header', '10.2.0.1', '203.0.113.9', '10.2.0.1'],
    ['a direct IPv6 client forging the header', '2001:db8::1', '203.0.113.9', '2001:db8::1'],
    ['no header', '10.1.2.3', undefined, '10.1.2.3'],
  ])('%s', (_name, peer, header, client) => {
    expect(trust.client(peer, header)).toBe(client);
  });

  it('reports the untrusted peers that sent the header', () => {
    expect(untrusted).toEqual(['10.2.0.1', '2001:db8::1']);
  });

  it('believes no header with no hops, and trusts loopback by default', () => {
    expect(createProxyTrust({ hops: 0, proxies: LOOPBACK_PROXIES }).client('127.0.0.1', '203.0.113.9')).toBe(
      '127.0.0.1',
    );
    const loopback = createProxyTrust({ hops: 1, proxies: LOOPBACK_PROXIES });
    expect(loopback.client('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(loopback.client('::1', '203.0.113.9')).toBe('203.0.113.9');
    expect(loopback.client('192.0.2.1', '203.0.113.9')).toBe('192.0.2.1');
  });

  it.each(['10.0.0.0/33', '10.0.0.1/x', 'host.example', '10.0.0.1/8/1', '::1/129', ''])(
    'refuses %j as a proxy',
    (entry) => {
      expect(parseProxy(entry)).toBeUndefined();
    },
  );
});
