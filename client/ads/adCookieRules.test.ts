import { describe, expect, it } from 'vitest';
import {
  adCookieStep,
  adCookieTargeting,
  FTAG_MAX_AGE_S,
  ftagFromQuery,
  MAX_AD_PAGE_VIEWS,
  readAdCookies,
} from './adCookieRules';

describe('readAdCookies', () => {
  it.each([
    [
      'all three valid',
      'a=1; cnet_ad=4; cnet_ad_ftag=CNM-16-10aac3a; pv=12',
      { subSession: 4, ftag: 'CNM-16-10aac3a', pageViews: 12 },
    ],
    ['none', 'a=1', { subSession: undefined, ftag: undefined, pageViews: 0 }],
    ['sub-session out of 1–6', 'cnet_ad=7; pv=1', { subSession: undefined, ftag: undefined, pageViews: 1 }],
    ['sub-session zero or text', 'cnet_ad=0; pv=abc', { subSession: undefined, ftag: undefined, pageViews: 0 }],
    ['markup in the ftag', 'cnet_ad_ftag=%3Cscript%3E', { subSession: undefined, ftag: undefined, pageViews: 0 }],
    ['an ftag too long', `cnet_ad_ftag=${'a'.repeat(41)}`, { subSession: undefined, ftag: undefined, pageViews: 0 }],
    ['a page count too large or negative', 'pv=100000; cnet_ad=2', { subSession: 2, ftag: undefined, pageViews: 0 }],
    [
      'look-alike names',
      'xcnet_ad=3; cnet_ad_ftagx=A; pvx=4',
      { subSession: undefined, ftag: undefined, pageViews: 0 },
    ],
    ['garbage', ';;=;cnet_ad;pv=', { subSession: undefined, ftag: undefined, pageViews: 0 }],
  ])('%s', (_, header, expected) => {
    expect(readAdCookies(header)).toEqual(expected);
  });
});

describe('ftagFromQuery', () => {
  it.each([
    ['?ftag=CNM-16-10aac3a&utm_source=x', 'CNM-16-10aac3a'],
    ['?utm_source=x', undefined],
    ['?ftag=', undefined],
    ['?ftag=%3Cb%3E', undefined],
    ['?ftag=a%20b', undefined],
  ])('%s → %s', (search, expected) => {
    expect(ftagFromQuery(search)).toBe(expected);
  });
});

describe('adCookieStep', () => {
  const none = readAdCookies('');

  it('a first ad request draws the sub-session, keeps the arriving ftag (30 days) and counts the view', () => {
    const step = adCookieStep(none, { ftag: 'CNM-16-10aac3a', newView: true, random: () => 0.5 });
    expect(step.cookies).toEqual({ subSession: 4, ftag: 'CNM-16-10aac3a', pageViews: 1 });
    expect(step.writes).toEqual([
      { name: 'cnet_ad', value: '4' },
      { name: 'cnet_ad_ftag', value: 'CNM-16-10aac3a', maxAge: FTAG_MAX_AGE_S },
      { name: 'pv', value: '1' },
    ]);
  });

  it('draws every sub-session 1–6 and nothing else', () => {
    const drawn = [0, 0.17, 0.34, 0.5, 0.67, 0.84, 0.9999999].map(
      (r) => adCookieStep(none, { newView: false, random: () => r }).cookies.subSession,
    );
    expect(drawn).toEqual([1, 2, 3, 4, 5, 6, 6]);
  });

  it('first touch: a later ftag never replaces the kept one; a second request of the same view counts nothing', () => {
    const current = readAdCookies('cnet_ad=2; cnet_ad_ftag=FIRST; pv=3');
    const step = adCookieStep(current, { ftag: 'SECOND', newView: false, random: () => 0 });
    expect(step.cookies).toEqual({ subSession: 2, ftag: 'FIRST', pageViews: 3 });
    expect(step.writes).toEqual([]);
  });

  it('a bad cookie is replaced by a good value; an invalid ftag from the address is never stored', () => {
    const step = adCookieStep(readAdCookies('cnet_ad=9; cnet_ad_ftag=%3Cx%3E; pv=-1'), {
      ftag: '<x>',
      newView: true,
      random: () => 0,
    });
    expect(step.cookies).toEqual({ subSession: 1, ftag: undefined, pageViews: 1 });
    expect(step.writes.map((w) => w.name)).toEqual(['cnet_ad', 'pv']);
  });

  it('the page count stops at its bound', () => {
    const step = adCookieStep(readAdCookies(`cnet_ad=1; pv=${MAX_AD_PAGE_VIEWS}`), { newView: true, random: () => 0 });
    expect(step.cookies.pageViews).toBe(MAX_AD_PAGE_VIEWS);
    expect(step.writes).toEqual([]);
  });
});

describe('adCookieTargeting', () => {
  it('one key-value per cookie that holds something', () => {
    expect(adCookieTargeting({ subSession: 3, ftag: 'CNM-16-10aac3a', pageViews: 2 })).toEqual({
      subses: '3',
      ftag: 'CNM-16-10aac3a',
      pv: '2',
    });
    expect(adCookieTargeting({ pageViews: 0 })).toEqual({});
  });
});
