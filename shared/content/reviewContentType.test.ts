import { describe, expect, it } from 'vitest';
import { resolveReviewGroup, resolveReviewType } from './reviewContentType';

describe('review content type (spec 001 §3)', () => {
  it.each([
    ['type first', { type: 'review', seoRoute: 'preview', reviewType: 'preview' }, 'review'],
    ['then seo route', { seoRoute: 'firsttake', metaDataSeoRoute: 'review' }, 'firsttake'],
    ['then metadata seo route', { metaDataSeoRoute: 'indepth', reviewType: 'preview' }, 'indepth'],
    ['then reviewType', { reviewType: 'First Take', revType: 'review' }, 'First Take'],
    ['then revType', { revType: 'In Depth' }, 'In Depth'],
    ['blank values are skipped', { type: ' ', revType: 'preview' }, 'preview'],
    ['nothing', {}, undefined],
  ])('%s', (_, sources, expected) => {
    expect(resolveReviewType(sources)).toBe(expected);
  });

  it.each([
    ['preview', 'preview'],
    ['First Take', 'preview'],
    ['firsttake', 'preview'],
    ['review', 'review'],
    ['In Depth', 'review'],
    ['indepth', 'review'],
    ['other', undefined],
  ])('%s is in the %s group', (type, group) => {
    expect(resolveReviewGroup({ reviewType: type })).toBe(group);
  });
});
