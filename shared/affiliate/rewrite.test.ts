import { describe, expect, it } from 'vitest';
import { rewriteAffiliateHref, subId, topicCode } from './rewrite';
import { AFFILIATE_TARGET_PARAM } from './clickId';

/** The partner URL inside a served redirect link (`/go/?to=...`). */
const target = (href: string) => {
  expect(href.startsWith('/go/?')).toBe(true);
  return new URLSearchParams(href.slice('/go/?'.length)).get(AFFILIATE_TARGET_PARAM)!;
};

const context = {
  articleUrl: 'https://site.test/tech/a/',
  articleName: 'A & B',
  guid: 'c1',
  device: 'desktop' as const,
  topicCode: 'cn',
};

describe('affiliate links (spec 001 §9)', () => {
  it.each([
    ['home-internet', 'cb'],
    ['home-energy-and-utilities', 'ce'],
    ['personal-finance', 'cm'],
    ['sleep', 'cs'],
    ['phones', 'cn'],
  ])('topic %s has code %s', (slug, code) => {
    expect(topicCode([{ slug, topicPath: [] }])).toBe(code);
  });

  it('finds the code on a parent topic or the section', () => {
    expect(topicCode([{ slug: 'credit-cards', topicPath: [{ slug: 'personal-finance' }] }])).toBe('cm');
    expect(topicCode([], 'sleep')).toBe('cs');
  });

  it.each([
    ['desktop', 'cn-{cid}-dtp'],
    ['mobile', 'cn-{cid}-mwb'],
  ] as const)('sub-id on %s is topic code + click id + device code: %s', (device, expected) => {
    expect(subId({ topicCode: 'cn', device })).toBe(expected);
    expect(subId({ topicCode: 'cm', device, clickId: 'xyz' })).toBe(
      expected.replace('cn', 'cm').replace('{cid}', 'xyz'),
    );
  });

  it.each([
    [
      'the click-id placeholder',
      'https://click.linksynergy.com/deeplink?id=n&u1=__COM_CLICK_ID__',
      'https://click.linksynergy.com/deeplink?id=n&u1=cn-{cid}-dtp',
    ],
    [
      'the alternative placeholder',
      'https://goto.walmart.com/c/1?subId1=CNET_CORRELATION_ID',
      'https://goto.walmart.com/c/1?subId1=cn-{cid}-dtp',
    ],
    [
      'a network link without a placeholder gets its sub-id parameter',
      'https://goto.target.com/c/1?u=x',
      'https://goto.target.com/c/1?u=x&subId1=cn-%7Bcid%7D-dtp',
    ],
  ])('serves %s through the redirect path with the click-id slot', (_, href, expected) => {
    const served = rewriteAffiliateHref(href, context);
    expect(served).not.toContain('__COM_CLICK_ID__');
    expect(target(served)).toBe(expected);
  });

  it('fills a known click id directly (the browser at click time)', () => {
    expect(
      rewriteAffiliateHref('https://click.linksynergy.com/deeplink?id=n&u1=__COM_CLICK_ID__', {
        ...context,
        clickId: '0123456789abcdef',
      }),
    ).toBe('https://click.linksynergy.com/deeplink?id=n&u1=cn-0123456789abcdef-dtp');
  });

  it('gives a placeholder on a host outside the redirect allow-list no click id rather than the literal', () => {
    expect(rewriteAffiliateHref('https://shop.test/?sid=__COM_CLICK_ID__', context)).toBe(
      'https://shop.test/?sid=cn-0-dtp',
    );
  });

  it.each([
    [
      'article URL and name placeholders',
      'https://shop.test/?from=__ARTICLE_URL__&n=__ARTICLE_NAME__',
      'https://shop.test/?from=https%3A%2F%2Fsite.test%2Ftech%2Fa%2F&n=A%20%26%20B',
    ],
    ['a plain external link is unchanged', 'https://example.com/x', 'https://example.com/x'],
    ['a relative link is unchanged', '/tech/x/', '/tech/x/'],
  ])('%s', (_, href, expected) => {
    expect(rewriteAffiliateHref(href, context)).toBe(expected);
  });

  it('gives Amazon links the affiliate tag and the tracking tag (click id, guid, device, topic code)', () => {
    const url = new URL(
      target(rewriteAffiliateHref('https://www.amazon.com/dp/B0X', { ...context, device: 'mobile', topicCode: 'cs' })),
    );
    expect(url.searchParams.get('tag')).toBe('neutron-20');
    expect(url.searchParams.get('ascsubtag')).toBe('{cid}|c1|mwb|cs');
  });

  it('never throws on odd input', () => {
    for (const href of ['https://', 'https://amazon.com:99999/', 'http://[::1', ''])
      expect(() => rewriteAffiliateHref(href, context)).not.toThrow();
  });
});
