import { describe, expect, it } from 'vitest';
import { twitterEntries } from './head';

describe('twitterEntries', () => {
  it('leaves out the title, description and image a card takes from Open Graph anyway', () => {
    const og = { title: 'T', description: 'D', image: 'https://img/1.webp' };
    const twitter = {
      card: 'summary_large_image',
      title: 'T',
      description: 'D',
      image: 'https://img/1.webp',
      creator: '@someone',
    };
    expect(twitterEntries({ og, twitter })).toEqual([
      ['card', 'summary_large_image'],
      ['creator', '@someone'],
    ]);
  });

  it('keeps an entry that differs from its Open Graph twin, or has none', () => {
    const og = { title: 'Open Graph title' };
    const twitter = { title: 'Short card title', description: 'Only here', creator: undefined };
    expect(twitterEntries({ og, twitter })).toEqual([
      ['title', 'Short card title'],
      ['description', 'Only here'],
    ]);
  });
});
