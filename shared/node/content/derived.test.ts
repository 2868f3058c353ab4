import { describe, expect, it } from 'vitest';
import type { Article } from '../../models/article';
import { SPONSORED_CONTENT_IDS, STUDIO_LABEL } from '../routes/enumerations';
import { articleFlags, isBrandedContent, isCenterJustified, isHighValue } from './derived';

const hubImage = { id: '1', filename: 'a.jpg', path: '/a.jpg', dateCreated: { date: '2026-01-01T00:00:00Z' } };
const author = (username: string) => ({ username }) as unknown as NonNullable<Article['author']>;

describe('derived article flags (spec 001 §3)', () => {
  it.each([
    ['the commercial section', { id: 'a', section: 'commercial' }, true],
    ['an id on the sponsored list', { id: SPONSORED_CONTENT_IDS[0], section: 'tech' }, true],
    [
      'an author username with the studio label',
      { id: 'a', section: 'tech', author: author(`acme-${STUDIO_LABEL}`) },
      true,
    ],
    ['the label in capitals', { id: 'a', section: 'tech', author: author(`Acme${STUDIO_LABEL.toUpperCase()}`) }, true],
    [
      'the other spelling, brand-studio, is not a marker',
      { id: 'a', section: 'tech', author: author('brand-studio') },
      false,
    ],
    ['neither', { id: 'a', section: 'tech', author: author('jdoe') }, false],
    ['no section and no author', { id: 'a' }, false],
  ])('branded content: %s → %s', (_, article, expected) => {
    expect(isBrandedContent(article)).toBe(expected);
  });

  it.each([
    [[{ slug: 'hv' }], true],
    [[{ slug: 'black-friday' }, { slug: 'hv' }], true],
    [[{ slug: 'hvx' }], false],
    [[], false],
  ])('high value: collections %j → %s', (collections, expected) => {
    expect(isHighValue({ collections: collections as Article['collections'] })).toBe(expected);
  });

  it.each([
    ['Explainer', undefined, true],
    ['Commentary', undefined, true],
    ['Analysis', undefined, true],
    ['Exclusive', undefined, true],
    ['Feature', undefined, true],
    ['News', hubImage, true],
    ['News', undefined, false],
    [undefined, hubImage, true],
    ['News', { id: '2' }, false],
    ['Best List - Precap', hubImage, false],
    ['Deals - Precap', undefined, false],
  ])('center-justified: type %s with lead image %j → %s', (type, image, expected) => {
    expect(isCenterJustified({ type, image: image as Article['image'] })).toBe(expected);
  });

  it('collects every flag', () => {
    expect(
      articleFlags({
        id: 'a',
        section: 'tech',
        collections: [],
        type: 'longform',
        image: undefined,
        author: undefined,
      }),
    ).toEqual({ brandedContent: false, highValue: false, longform: true, centerJustified: false });
  });
});
