import { describe, expect, it } from 'vitest';
import { blockableContent } from '../features/healthPrivacy';
import type { PrimaryData } from '../../render/contract';
import { shownContent, shownKind } from './shownContent';

const article = { id: 'a' } as never;
const page = { id: 'door' } as never;
const listing = { title: 'l' } as never;
const review = { id: 'r' } as never;
const gallery = { id: 'g' } as never;
const video = { id: 'v' } as never;
const live = { id: 'live' } as never;

describe('shownContent: which content object a page shows', () => {
  it.each<[string, PrimaryData, object | null]>([
    ['article', { kind: 'article', article }, article],
    ['door', { kind: 'door', page }, page],
    ['listing', { kind: 'listing', listing, slug: 'l', pageNumber: 1, pageSize: 24 }, listing],
    ['review', { kind: 'review', review }, review],
    ['gallery', { kind: 'gallery', gallery, pageNumber: 1, pageSize: 10 }, gallery],
    ['video', { kind: 'video', video }, video],
    ['live', { kind: 'live', live }, live],
    [
      "replay of a review: the original's",
      { kind: 'replay', original: { kind: 'review', review }, canonicalPath: null },
      review,
    ],
    ['error page', { kind: 'error', status: 500, message: 'x' }, null],
    ['health privacy page', { kind: 'health-privacy', path: '/a/' }, null],
    ['profile', { kind: 'profile', author: { id: 'p' } as never }, null],
  ])('%s', (_, primary, shown) => {
    expect(shownContent(primary)).toBe(shown);
  });

  it("a replay page is of its original's kind", () => {
    expect(shownKind({ kind: 'replay', original: { kind: 'video', video }, canonicalPath: null })).toBe('video');
    expect(shownKind({ kind: 'door', page })).toBe('door');
  });

  it('health privacy mode may hide what a page shows, but never a door or a listing', () => {
    expect(blockableContent({ kind: 'article', article })).toBe(article);
    expect(
      blockableContent({
        kind: 'replay',
        original: { kind: 'gallery', gallery, pageNumber: 1, pageSize: 10 },
        canonicalPath: null,
      }),
    ).toBe(gallery);
    expect(blockableContent({ kind: 'door', page })).toBeUndefined();
    expect(blockableContent({ kind: 'listing', listing, slug: 'l', pageNumber: 1, pageSize: 24 })).toBeUndefined();
    expect(blockableContent({ kind: 'error', status: 500, message: 'x' })).toBeUndefined();
  });
});
