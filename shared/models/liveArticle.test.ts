import { describe, expect, it } from 'vitest';
import { liveArticleSchema, liveItemsResponseSchema } from './liveArticle';

describe('live article models', () => {
  it('parses a live article with its channel and items', () => {
    const parsed = liveArticleSchema.parse({
      id: 'l1',
      slug: 'launch-event-live',
      headline: 'Launch Event Live',
      type: 'News',
      channelDetails: { namespace: 'live', name: 'live-l1', key: 'k' },
      items: [
        { id: 'i2', sequence: 2, headline: 'Second', body: '<p>b</p>', pinned: true },
        { id: 'i1', headline: 'No sequence' },
        { sequence: 3 },
      ],
    });
    expect(parsed.channelDetails?.name).toBe('live-l1');
    expect(parsed.items.map((item) => [item.id, item.sequence, item.pinned])).toEqual([
      ['i2', 2, true],
      ['i1', 0, false],
    ]);
  });

  it('parses the live items envelope and fails without data.items', () => {
    const parsed = liveItemsResponseSchema.parse({ data: { items: [{ id: 'x', sequence: 5, status: 'bogus' }] } });
    expect(parsed.data.items[0]).toMatchObject({ id: 'x', sequence: 5, status: undefined, deleted: false });
    expect(liveItemsResponseSchema.safeParse({ data: { item: [] } }).success).toBe(false);
  });

  it('drops an item with a negative or non-numeric sequence', () => {
    const parsed = liveItemsResponseSchema.parse({
      data: {
        items: [
          { id: 'a', sequence: -1 },
          { id: 'b', sequence: '3' },
        ],
      },
    });
    expect(parsed.data.items).toEqual([]);
  });
});
