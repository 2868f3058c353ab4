import { describe, expect, it } from 'vitest';
import { liveArticleSchema } from '../../shared/models/liveArticle';
import type { JsonLdSite } from './contentJsonLd';
import { pinnedLiveItems, visibleLiveItems } from './liveItems';
import { LIVE_JSON_LD_MAX_UPDATES, livePageJsonLd } from './liveJsonLd';
import { issueLines, validateJsonLd } from '../../test/support/structuredData';

const site: JsonLdSite = {
  origin: 'https://www.example.test',
  publisherLogo: 'https://www.example.test/logo.png',
  imageBaseUrl: 'https://img.example.test',
  now: Date.parse('2025-06-01T00:00:00Z'),
};
const canonical = 'https://www.example.test/news-live/launch/';

function live(items: unknown[]) {
  return liveArticleSchema.parse({
    id: 'l1',
    slug: 'launch',
    headline: 'Launch Live',
    type: 'News',
    section: 'news',
    eventStart: { date: '2025-05-31T10:00:00Z' },
    eventEnd: { date: '2025-05-31T16:00:00Z' },
    author: { username: 'jdoe' },
    items,
  });
}

const item = (id: string, sequence: number | undefined, extra: Record<string, unknown> = {}) => ({
  id,
  ...(sequence === undefined ? {} : { sequence }),
  headline: `Update ${id}`,
  body: `<p>Body <strong>${id}</strong></p>`,
  datePublished: { date: '2025-05-31T11:00:00Z' },
  ...extra,
});

describe('live items as first served (000 §4, 001 §3)', () => {
  it('sorts by sequence, newest first, without deleted items; a missing sequence is 0', () => {
    const items = visibleLiveItems(
      live([item('a', 2), item('b', 5), item('c', undefined), item('d', 4, { deleted: true }), item('e', 3)]).items,
    );
    expect(items.map((i) => i.id)).toEqual(['b', 'e', 'a', 'c']);
  });

  it('keeps the last copy of an item that arrives twice', () => {
    const items = visibleLiveItems(live([item('a', 1, { headline: 'old' }), item('a', 1, { headline: 'new' })]).items);
    expect(items.map((i) => i.headline)).toEqual(['new']);
  });

  it('finds the pinned items', () => {
    const items = visibleLiveItems(
      live([item('a', 1, { pinned: true }), item('b', 2), item('c', 3, { important: true })]).items,
    );
    expect(pinnedLiveItems(items).map((i) => i.id)).toEqual(['a']);
  });
});

describe('liveJsonLd (001 §5 LiveBlogPosting)', () => {
  it('has the coverage window and the updates as BlogPostings, newest first', () => {
    const l = live([item('a', 1), item('b', 2)]);
    const [ld, crumbs] = livePageJsonLd(l, visibleLiveItems(l.items), canonical, site);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LiveBlogPosting',
      headline: 'Launch Live',
      url: canonical,
      coverageStartTime: '2025-05-31T10:00:00.000Z',
      coverageEndTime: '2025-05-31T16:00:00.000Z',
      author: [{ '@type': 'Person', name: 'jdoe' }],
      publisher: { '@type': 'Organization', logo: { width: 310, height: 310 } },
      liveBlogUpdate: [
        {
          '@type': 'BlogPosting',
          headline: 'Update b',
          url: `${canonical}#update-b`,
          articleBody: 'Body b',
          datePublished: '2025-05-31T11:00:00.000Z',
        },
        { '@type': 'BlogPosting', headline: 'Update a' },
      ],
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'News' }, { name: 'Launch Live', item: canonical }],
    });
  });

  it(`lists at most ${LIVE_JSON_LD_MAX_UPDATES} updates`, () => {
    const l = live(Array.from({ length: LIVE_JSON_LD_MAX_UPDATES + 5 }, (_, n) => item(`i${n}`, n)));
    const [ld] = livePageJsonLd(l, visibleLiveItems(l.items), canonical, site);
    expect(ld!.liveBlogUpdate).toHaveLength(LIVE_JSON_LD_MAX_UPDATES);
  });

  it("dateModified follows the newest update (an edit counts), not the article's own date", async () => {
    const l = live([
      item('a', 1, { datePublished: { date: '2025-05-31T11:00:00Z' }, dateUpdated: { date: '2025-05-31T14:30:00Z' } }),
      item('b', 2, { datePublished: { date: '2025-05-31T13:00:00Z' } }),
    ]);
    const nodes = livePageJsonLd(l, visibleLiveItems(l.items), canonical, site);
    expect(nodes[0]).toMatchObject({ dateModified: '2025-05-31T14:30:00.000Z' });
    expect(issueLines((await validateJsonLd(nodes)).issues)).toEqual([]);
  });
});
