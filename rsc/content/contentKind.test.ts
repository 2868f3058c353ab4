import { describe, expect, it } from 'vitest';
import { articleContentKind, contentKindMeta } from './contentKind';

describe('content kinds in the page head (spec 001 §2)', () => {
  it.each([
    ['article', { kind: 'articles', xml: 'article' }],
    ['gallery', { kind: 'gallery' }],
    ['live', { kind: 'livearticles', xml: 'updating_story' }],
    ['review', { kind: 'review' }],
    ['video', { kind: 'video' }],
    ['static', { kind: 'static' }],
    ['best', { kind: 'best' }],
    ['news', { kind: 'news' }],
    ['howTo', { kind: 'how-to' }],
  ] as const)('%s', (key, expected) => {
    expect(contentKindMeta(key)).toEqual(
      expected.kind && 'xml' in expected
        ? { 'content-kind': expected.kind, 'content-xml-type': expected.xml }
        : { 'content-kind': expected.kind },
    );
  });

  it.each([
    [{ type: 'Best List' }, 'best'],
    [{ type: 'How To' }, 'howTo'],
    [{ type: 'Explainer', section: 'how_to' }, 'howTo'],
    [{ type: 'News' }, 'news'],
    [{ type: 'Feature' }, 'article'],
    [{}, 'article'],
  ])('article %j is %s', (article, key) => {
    expect(articleContentKind(article)).toBe(key);
  });
});
