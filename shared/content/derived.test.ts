import { describe, expect, it } from 'vitest';
import type { Article } from '../models/article';
import { articleFlags, isBrandedContent, isCenterJustified, isHighValue, isLongform } from './derived';

const hubImage = { id: '1', filename: 'a.jpg', path: '/a.jpg', dateCreated: { date: '2026-01-01T00:00:00Z' } };
const author = (username: string) => ({ username, roles: [], awards: [], credentials: [] }) as unknown as NonNullable<Article['author']>;

describe('derived article flags (spec 001 §3)', () => {
  it.each([
    ['a branded section', { section: 'commercial' }, true],
    ['an author username with the branded marker', { section: 'tech', author: author('cnet-brand-studio') }, true],
    ['neither', { section: 'tech', author: author('jdoe') }, false],
    ['no section and no author', {}, false],
  ])('branded content: %s → %s', (_, article, expected) => {
    expect(isBrandedContent(article)).toBe(expected);
  });

  it.each([
    [[{ slug: 'hv' }], true],
    [[{ slug: 'other' }], false],
    [[], false],
  ])('high value: collections %j → %s', (collections, expected) => {
    expect(isHighValue({ collections: collections as Article['collections'] })).toBe(expected);
  });

  it.each([
    ['longform', true],
    ['Longform', true],
    ['longform-feature', true],
    ['News', false],
    [undefined, false],
  ])('longform: type %s → %s', (type, expected) => {
    expect(isLongform(type)).toBe(expected);
  });

  it.each([
    ['Explainer', undefined, true],
    ['Commentary', undefined, true],
    ['Analysis', undefined, true],
    ['Exclusive', undefined, true],
    ['Feature', undefined, true],
    ['News', hubImage, true],
    ['News', undefined, false],
    ['Best List - Precap', hubImage, false],
    ['Deals - Precap', undefined, false],
  ])('center-justified: %s with lead image %j → %s', (type, image, expected) => {
    expect(isCenterJustified({ type, image })).toBe(expected);
  });

  it('collects every flag', () => {
    expect(articleFlags({ section: 'tech', collections: [], type: 'longform', image: undefined, author: undefined })).toEqual({
      brandedContent: false, highValue: false, longform: true, centerJustified: false,
    });
  });
});
