import { describe, expect, it } from 'vitest';
import { atomEntryId, atomXml, rssXml, type FeedDocument } from './feedXml';

const feed: FeedDocument = {
  title: 'Tech & More',
  description: 'The latest in tech',
  link: 'https://www.example.com/tech/',
  self: 'https://www.example.com/feed/tech/?page=2',
  id: 'https://www.example.com/feed/tech/',
  language: 'en-us',
  publisher: 'CNET',
  updated: new Date('2025-05-02T03:04:05Z'),
  paging: {
    first: 'https://www.example.com/feed/tech/',
    previous: 'https://www.example.com/feed/tech/',
    next: 'https://www.example.com/feed/tech/?page=3',
    last: 'https://www.example.com/feed/tech/?page=4',
  },
  entries: [
    {
      id: '4383c977-7e61-4773-8096-2844e2f39372',
      title: 'Phones <2025>',
      link: 'https://www.example.com/tech/a/',
      published: new Date('2025-05-01T10:00:00Z'),
      description: 'A & B',
      authors: ['Wes Yarrow'],
      categories: ['Mobile', 'AI'],
      image: { url: 'https://img.example.com/a.jpg?w=1&h=2', type: 'image/jpeg', width: 1200, height: 675 },
    },
  ],
};

describe('rssXml', () => {
  const xml = rssXml(feed);
  it('writes the channel with RFC 822 dates and RFC 5005 paging links', () => {
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('<title>Tech &amp; More</title><link>https://www.example.com/tech/</link>');
    expect(xml).toContain('<lastBuildDate>Fri, 02 May 2025 03:04:05 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<atom:link rel="self" href="https://www.example.com/feed/tech/?page=2" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<atom:link rel="next" href="https://www.example.com/feed/tech/?page=3"/>');
    expect(xml).toContain('<atom:link rel="previous" href="https://www.example.com/feed/tech/"/>');
  });
  it('writes items with guid, byline, categories and image', () => {
    expect(xml).toContain('<title>Phones &lt;2025&gt;</title>');
    expect(xml).toContain(
      '<guid isPermaLink="false">4383c977-7e61-4773-8096-2844e2f39372</guid><pubDate>Thu, 01 May 2025 10:00:00 GMT</pubDate><dc:creator>Wes Yarrow</dc:creator>',
    );
    expect(xml).toContain('<category>Mobile</category><category>AI</category>');
    expect(xml).toContain(
      '<media:content url="https://img.example.com/a.jpg?w=1&amp;h=2" medium="image" type="image/jpeg" width="1200" height="675"/>',
    );
    // RSS 2.0's enclosure needs a length: 0 when unknown (RSS Best Practices Profile).
    expect(xml).toContain('<enclosure url="https://img.example.com/a.jpg?w=1&amp;h=2" length="0" type="image/jpeg"/>');
  });
});

describe('atomXml', () => {
  const xml = atomXml(feed);
  it('writes the feed with its id, author and paging links', () => {
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('<id>https://www.example.com/feed/tech/</id>');
    expect(xml).toContain('<updated>2025-05-02T03:04:05Z</updated><author><name>CNET</name></author>');
    expect(xml).toContain('<link rel="last" href="https://www.example.com/feed/tech/?page=4"/>');
  });
  it('writes entries with urn:uuid ids and W3C dates', () => {
    expect(xml).toContain('<entry><id>urn:uuid:4383c977-7e61-4773-8096-2844e2f39372</id>');
    expect(xml).toContain('<published>2025-05-01T10:00:00Z</published><updated>2025-05-01T10:00:00Z</updated>');
    expect(atomEntryId('12345', feed.id)).toBe('tag:www.example.com,2005:12345');
    expect(xml).toContain('<link rel="enclosure" href="https://img.example.com/a.jpg?w=1&amp;h=2" type="image/jpeg"/>');
  });
});
