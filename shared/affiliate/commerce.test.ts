import { describe, expect, it } from 'vitest';
import { commerceTypeOf, siteSectionOf, SITE_SECTION_CODES } from './commerce';

describe('commerce constants (001 §9)', () => {
  it.each([
    ['Best List', 'best-list'],
    ['Best List - Precap', 'best-list-precap'],
    ['Versus', 'versus'],
    ['Versus - Precap', 'versus-precap'],
    ['Deals', 'deals'],
    ['Deals - Precap', 'deals-precap'],
    ['Commerce', 'commerce'],
    ['News', undefined],
    ['Buying Guide', undefined],
    ['', undefined],
    [null, undefined],
  ])('article type %s is commerce type %s', (type, expected) => {
    expect(commerceTypeOf(type)).toBe(expected);
  });

  it.each([
    ['frontdoor', 'home'],
    ['auto-frontdoor', 'home'],
    ['review', 'reviews'],
    ['auto-product', 'reviews'],
    ['video-share', 'videos'],
    ['tech-article', 'news'],
  ] as const)('page type %s is in site section %s', (pageType, section) => {
    expect(siteSectionOf(pageType)).toBe(section);
    expect(SITE_SECTION_CODES[section]).toMatch(/^[a-z]{2}$/);
  });
});
