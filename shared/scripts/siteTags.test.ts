import { describe, expect, it } from 'vitest';
import { planScriptLoads, scriptStoreReducer, EMPTY_SCRIPT_STORE } from '../../client/scripts/store';
import { SCRIPT_TIMINGS } from './constants';
import { parseScriptTags } from './tag';
import {
  AD_LIBRARY_TAG_ID,
  ANALYTICS_TAG_ID,
  COMMERCE_PIXEL_TAG_ID,
  RECOMMENDATIONS_TAG_ID,
  siteScriptFeatures,
  siteScriptTags,
} from './siteTags';

const HOST = 'http://127.0.0.1:3211';

describe('site script tags', () => {
  it('lists the ad library, analytics and recommendations with the spec priorities and categories', () => {
    const tags = siteScriptTags(HOST);
    expect(tags.map((tag) => [tag.tagId, tag.priority, tag.gdprCategory, tag.src])).toEqual([
      [AD_LIBRARY_TAG_ID, 40, 'C0004', `${HOST}/thirdparty/ad-library.js`],
      [ANALYTICS_TAG_ID, 45, 'C0002', `${HOST}/thirdparty/analytics.js`],
      [RECOMMENDATIONS_TAG_ID, 20, 'C0003', `${HOST}/thirdparty/recommendations.js`],
      [COMMERCE_PIXEL_TAG_ID, 45, 'C0004', `${HOST}/thirdparty/commerce-pixel.js`],
    ]);
  });

  it('drops a trailing slash of the host', () => {
    expect(siteScriptTags(`${HOST}/`)[0]?.src).toBe(`${HOST}/thirdparty/ad-library.js`);
  });

  it('drops every tag when the host is not a safe script address', () => {
    expect(siteScriptTags('http://example.com')).toEqual([]);
    expect(siteScriptTags('javascript:alert(1)')).toEqual([]);
    expect(siteScriptTags('https://scripts.example.com')).toHaveLength(4);
  });

  it('maps the page flags and the ad plugin switch to features', () => {
    expect(siteScriptFeatures({}, true)).toEqual({
      thirdPartyScripts: true,
      ads: true,
      adPlugin: true,
      commercePixel: false,
    });
    expect(siteScriptFeatures({ ads: false }, false, true)).toEqual({
      thirdPartyScripts: true,
      ads: false,
      adPlugin: false,
      commercePixel: true,
    });
    expect(siteScriptFeatures({ thirdPartyScripts: false }, true).thirdPartyScripts).toBe(false);
  });

  it('with every trigger fired and all granted, loads analytics, then the ad library, then recommendations', () => {
    let state = scriptStoreReducer(EMPTY_SCRIPT_STORE, { type: 'register', tags: siteScriptTags(HOST) });
    for (const timing of SCRIPT_TIMINGS) state = scriptStoreReducer(state, { type: 'timing', timing });
    const plan = planScriptLoads(state, {
      granted: ['C0001', 'C0002', 'C0003', 'C0004'],
      features: siteScriptFeatures({}, true, true),
    });
    expect(plan.load.map((tag) => tag.tagId)).toEqual([
      ANALYTICS_TAG_ID,
      COMMERCE_PIXEL_TAG_ID,
      AD_LIBRARY_TAG_ID,
      RECOMMENDATIONS_TAG_ID,
    ]);
  });

  it('the service-off bucket (ad plugin off) skips only the ad library, with the spec message', () => {
    let state = scriptStoreReducer(EMPTY_SCRIPT_STORE, {
      type: 'register',
      tags: siteScriptTags(HOST).filter((tag) => tag.tagId !== COMMERCE_PIXEL_TAG_ID),
    });
    for (const timing of SCRIPT_TIMINGS) state = scriptStoreReducer(state, { type: 'timing', timing });
    const plan = planScriptLoads(state, {
      granted: ['C0001', 'C0002', 'C0003', 'C0004'],
      features: siteScriptFeatures({}, false),
    });
    expect(plan.skipped).toEqual([
      {
        level: 'warn',
        tagId: AD_LIBRARY_TAG_ID,
        message: 'One or more features required for ad-library are disabled.',
      },
    ]);
    expect(plan.load.map((tag) => tag.tagId)).toEqual([ANALYTICS_TAG_ID, RECOMMENDATIONS_TAG_ID]);
  });
});

describe('the site tag list as the tag schema reads it', () => {
  it.each([HOST, `${HOST}/`, 'https://scripts.example.com', 'http://example.com', 'javascript:alert(1)'])(
    'is already what parseScriptTags keeps, for host %s',
    (host) => {
      const tags = siteScriptTags(host);
      expect(parseScriptTags(tags)).toEqual(tags);
    },
  );
});
