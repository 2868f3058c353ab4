import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './contentType';
import type { ContentTypeInput } from './contentType';

describe('content-type map (001 §2)', () => {
  it.each<[ContentTypeInput, string | undefined]>([
    [{ routeName: 'tech-article', kind: 'article' }, 'content_article'],
    [{ routeName: 'collection', kind: 'listing' }, 'content_collection'],
    [{ routeName: 'feature', kind: 'page-door' }, 'content_feature'],
    [{ routeName: 'gallery', kind: 'gallery' }, 'content_gallery'],
    [{ routeName: 'auto-gallery', kind: 'gallery' }, 'content_gallery'],
    [{ routeName: 'product', kind: 'review' }, 'content_product'],
    [{ routeName: 'auto-product', kind: 'review' }, 'content_product'],
    [{ routeName: 'product', kind: 'review', productSeries: true }, 'content_product_series'],
    [{ routeName: 'article-live', kind: 'live' }, 'content_updating_story'],
    [{ routeName: 'video', kind: 'video' }, 'content_video'],
    [{ routeName: 'video-replay', kind: 'replay' }, 'content_video'],
    [{ routeName: 'video-share', kind: 'video' }, 'content_video'],
    [{ routeName: 'video-sponsored', kind: 'video' }, 'content_video'],
    [{ routeName: 'auto-video', kind: 'video' }, 'content_video'],
    [{ routeName: 'review', kind: 'review' }, 'content_review'],
    [{ routeName: 'auto-review', kind: 'review' }, 'content_review'],
    [{ routeName: 'review-replay', kind: 'review' }, 'content_review'],
    [{ routeName: 'videos', kind: 'page-door' }, undefined],
    [{ routeName: 'index', kind: 'door' }, undefined],
    [{ routeName: null, kind: 'error' }, undefined],
  ])('%j → %s', (given, expected) => {
    expect(contentTypeOf(given)).toBe(expected);
  });
});
