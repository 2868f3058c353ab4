import { describe, expect, it } from 'vitest';
import {
  classifyVanityUrl,
  isAllowedVanityHost,
  parseVanityHostList,
  VANITY_HOST_PATTERN,
  type ClassifiedVanityUrl,
} from './targetUrl';

const policy = { siteOrigin: 'https://www.example.com', allowedHosts: ['partner.example.org', '*.shop.example.net'] };

describe('vanity url targets', () => {
  const rows: Array<[raw: string, result: ClassifiedVanityUrl['kind'], detail?: string]> = [
    ['/deals/', 'site', '/deals/'],
    ['/deals/?q=1#top', 'site', '/deals/'],
    ['https://www.example.com/deals/', 'site', '/deals/'],
    ['http://www.example.com/deals/', 'site', '/deals/'],
    ['https://partner.example.org/offer', 'external', 'https://partner.example.org/offer'],
    ['https://a.shop.example.net/x', 'external', 'https://a.shop.example.net/x'],
    ['https://shop.example.net/x', 'refused'],
    ['https://evil.example/', 'refused'],
    ['https://www.example.com.evil.example/', 'refused'],
    ['//evil.example/x', 'refused'],
    ['/\\evil.example', 'refused'],
    ['javascript:alert(1)', 'refused'],
    ['data:text/html,x', 'refused'],
    ['https://user:pw@partner.example.org/', 'refused'],
    ['deals/', 'refused'],
    ['', 'refused'],
    ['/a\r\nSet-Cookie: x=1', 'refused'],
  ];
  it.each(rows)('%s → %s', (raw, kind, detail) => {
    const result = classifyVanityUrl(raw, policy);
    expect(result.kind).toBe(kind);
    if (result.kind === 'site') expect(result.path).toBe(detail);
    if (result.kind === 'external') expect(result.href).toBe(detail);
  });

  it('keeps the query and fragment of a site target', () => {
    expect(classifyVanityUrl('/deals/?q=1#top', policy)).toEqual({
      kind: 'site',
      path: '/deals/',
      search: '?q=1',
      hash: '#top',
    });
  });

  it('refuses every outside host when the allow-list is empty', () => {
    expect(classifyVanityUrl('https://partner.example.org/offer', { ...policy, allowedHosts: [] }).kind).toBe(
      'refused',
    );
  });

  it('matches allow-list patterns', () => {
    expect(isAllowedVanityHost('PARTNER.example.org', policy.allowedHosts)).toBe(true);
    expect(isAllowedVanityHost('x.partner.example.org', policy.allowedHosts)).toBe(false);
    expect(['partner.example.org', '*.example.net'].every((p) => VANITY_HOST_PATTERN.test(p))).toBe(true);
    expect(['*', 'https://a.com', 'a..com', '-a.com', 'A.com', '*.'].some((p) => VANITY_HOST_PATTERN.test(p))).toBe(
      false,
    );
  });
});

describe('allow-list configuration', () => {
  const rows: Array<[text: string, hosts: string[] | null]> = [
    ['', []],
    ['  ', []],
    ['offers.example.org', ['offers.example.org']],
    ['Offers.Example.org, *.shop.example.net ,', ['offers.example.org', '*.shop.example.net']],
    ['https://offers.example.org', null],
    ['offers.example.org/path', null],
    ['*', null],
    ['a b.example', null],
  ];
  it.each(rows)('%j → %j', (text, hosts) => {
    expect(parseVanityHostList(text)).toEqual(hosts);
  });
});
