import { describe, expect, it } from 'vitest';
import { CLICK_ID_PATTERN, fillClickId, hasClickIdSlot, newClickId, redirectHref, redirectTarget } from './clickId';

describe('affiliate click ids (decision 072)', () => {
  it('fills raw and percent-encoded slots', () => {
    expect(fillClickId('https://amazon.com/dp/X?ascsubtag=%7Bcid%7D%7Ca1&x={cid}', 'abc')).toBe(
      'https://amazon.com/dp/X?ascsubtag=abc%7Ca1&x=abc',
    );
    expect(hasClickIdSlot('https://a.test/?x=%7bcid%7d')).toBe(true);
    expect(hasClickIdSlot('https://a.test/?x=1')).toBe(false);
  });

  it('makes 16 hex digit ids, a fresh one per call', () => {
    let n = 0;
    const random = (bytes: Uint8Array) => bytes.fill(n++);
    const a = newClickId(random);
    const b = newClickId(random);
    expect(a).toMatch(CLICK_ID_PATTERN);
    expect(a).not.toBe(b);
  });

  it('round-trips a partner URL through the redirect link', () => {
    const partner =
      'https://click.linksynergy.com/deeplink?id=n&u1=cn-{cid}-dtp&murl=https%3A%2F%2Fwww.bestbuy.com%2Fx';
    const href = redirectHref(partner);
    expect(redirectTarget(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('to'))).toEqual({
      ok: true,
      url: partner,
    });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not a URL', 'amazon.com/dp/x'],
    ['http', 'http://www.amazon.com/dp/x'],
    ['another host (open redirect)', 'https://evil.test/?u=amazon.com'],
    ['a look-alike host', 'https://amazon.com.evil.test/'],
    ['credentials', 'https://user:pw@www.amazon.com/'],
    ['javascript', 'javascript:alert(1)'],
    ['too long', `https://www.amazon.com/?x=${'a'.repeat(5000)}`],
  ])('refuses %s', (_, to) => {
    expect(redirectTarget(to).ok).toBe(false);
  });
});
