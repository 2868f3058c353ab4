import { describe, expect, it } from 'vitest';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { initialRequestState } from '../../../shared/requestState';
import type { RequestState } from '../../../shared/requestState';
import { resolveFlags } from '../../../shared/features/flags';
import { pageAds } from './pageAds';

const services = {
  development: false,
  clientServices: {
    adServerUrl: 'http://ads.test',
    collectUrl: 'http://collect.test',
    thirdPartyUrl: 'http://3p.test',
    liveSocketUrl: 'ws://live.test',
  },
} as RscServices;

function request(over: Partial<PageRequest> = {}, state: Partial<RequestState> = {}): PageRequest {
  return {
    match: { meta: { pageType: 'tech-article' } },
    state: { ...initialRequestState(), device: 'desktop', ...state },
    ...over,
  } as PageRequest;
}

const article = {
  id: 'c1',
  section: 'tech',
  topics: [{ slug: 'phones', name: 'Phones' }],
  collections: [{ slug: 'hv' }],
  shortcodeTags: ['chart'],
} as never;

describe('pageAds', () => {
  it('works out layout, fixed slots, page targeting, categories and region for the page', () => {
    const ads = pageAds(
      request({}, { ab: [{ id: 'service_off', version: '1', bucket: 'control' }], registered: true }),
      services,
      'article',
      article,
    )!;
    expect(ads.layout.name).toBe('article');
    expect(ads.fixed.map((p) => p.slot.name)).toEqual([
      'globalSkybox',
      'leaderboard',
      'rightRail',
      'contextual',
      'searchAds',
      'recommendations',
    ]);
    expect(ads.targeting).toEqual({
      device: 'desktop',
      env: 'production',
      ptype: 'tech-article',
      test: ['service_off|1|control'],
      cid: 'c1',
      sectopic: 'phones',
      section: 'tech',
      collection: ['hv'],
      feat: ['chart'],
      user: 'registered',
      seamlessIndicator: '0',
    });
    expect(ads.categories).toEqual(['IAB19']);
    expect(ads.region).toBe('aw');
    expect(ads.scope).toBe('');
    expect(ads.adServerUrl).toBe('http://ads.test');
  });

  it('gives a seamless article its indicator (1 algorithm, 2 other or unknown source) and its own id scope', () => {
    expect(
      pageAds(request({ seamless: { position: 2, source: 'algorithm' } }), services, 'article', article),
    ).toMatchObject({ scope: 's2', targeting: { seamlessIndicator: '1' } });
    expect(
      pageAds(request({ seamless: { position: 1, source: 'curated' } }), services, 'article', article),
    ).toMatchObject({ scope: 's1', targeting: { seamlessIndicator: '2' } });
    expect(pageAds(request({ seamless: { position: 3 } }), services, 'article', article)).toMatchObject({
      scope: 's3',
      targeting: { seamlessIndicator: '2' },
    });
  });

  it('keeps the delayed interstitial of a listing page apart (loaded later by the client), never on a seamless article', () => {
    const listing = (over: Partial<PageRequest> = {}) =>
      pageAds(
        request({ match: { meta: { pageType: 'topic' } }, ...over } as Partial<PageRequest>),
        services,
        'listing',
      )!;
    expect(listing().fixed.map((p) => p.slot.name)).not.toContain('interstitial');
    expect(listing().delayed.map((p) => `${p.slot.name}-${p.instance}`)).toEqual(['interstitial-1']);
    expect(listing({ seamless: { position: 1 } }).delayed).toEqual([]);
    expect(pageAds(request(), services, 'article', article)!.delayed).toEqual([]);
  });

  it('plans the slots outside the body once per layout and device: each device its own slots', () => {
    const desktop = pageAds(request({}, { device: 'desktop' }), services, 'article', article)!;
    const mobile = pageAds(request({}, { device: 'mobile' }), services, 'article', article)!;
    expect(pageAds(request({}, { device: 'desktop' }), services, 'article', article)!.fixed).toBe(desktop.fixed);
    expect(mobile.fixed).not.toBe(desktop.fixed);
    expect(mobile.fixed.map((p) => p.slot.name)).not.toContain('globalSkybox');
    expect(desktop.fixed.map((p) => p.slot.name)).toContain('globalSkybox');
    expect(Object.isFrozen(desktop.fixed)).toBe(true);
  });

  it('keeps the query overrides and region apart from the page targeting', () => {
    const ads = pageAds(
      request({}, { adTargeting: { adTargeting_section: 'x', adRegion: 'EU', adSuppress: 'all' } }),
      services,
      'article',
      article,
    )!;
    expect(ads.overrides).toEqual({ section: 'x' });
    expect(ads.region).toBe('eu');
  });

  it('is null when the ad plugin is off (testA), the page says ads.enabled false, or the content suppresses ads', () => {
    expect(pageAds(request({}, { adPluginDisabled: true }), services, 'article', article)).toBeNull();
    expect(pageAds(request(), services, 'article', { ...(article as object), ads: { enabled: false } })).toBeNull();
    expect(pageAds(request(), services, 'article', { ...(article as object), suppressAds: true })).toBeNull();
    expect(
      pageAds(request(), services, 'article', { ...(article as object), ads: { enabled: 'false' } }),
    ).not.toBeNull();
  });

  it('is null with featureDisable=ads (000 §4): no slot at all, on any page', () => {
    const off = resolveFlags(null, 'ads');
    for (const kind of ['article', 'door', 'listing', 'video'])
      expect(pageAds(request({}, { flags: off }), services, kind, article), kind).toBeNull();
    expect(
      pageAds(request({}, { flags: resolveFlags(null, 'video,prefetch') }), services, 'article', article),
    ).not.toBeNull();
  });
});
