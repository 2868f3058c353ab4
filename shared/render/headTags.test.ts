import { describe, expect, it } from 'vitest';
import { headHtmlOf, headTagsHtml, headTagsOf, pageMetaTags } from './headTags';
import type { HeadData } from './head';

const head: HeadData = {
  title: 'A "title" & more',
  description: 'Five <best> picks & why',
  canonical: 'https://www.example.com/tech/a/?x=1&y=2',
  robots: 'noindex',
  alternates: [{ type: 'application/rss+xml', href: '/feed/tech/', title: 'Tech' }],
  og: { title: 'A "title"', image: 'https://img/1.webp?w=1&h=2', description: undefined },
  meta: { 'content-kind': 'news' },
  twitter: { card: 'summary_large_image', title: 'A "title"', creator: '@someone' },
};

describe('pageMetaTags', () => {
  it('lists the metadata in head order, without empty values or twitter entries equal to Open Graph', () => {
    expect(pageMetaTags(head).map((tag) => tag.key)).toEqual([
      'description',
      'canonical',
      'robots',
      'alternate:/feed/tech/',
      'og:title',
      'og:image',
      'meta:content-kind',
      'twitter:card',
      'twitter:creator',
    ]);
  });

  it('gives every tag a key of its own', () => {
    const keys = pageMetaTags(head).map((tag) => tag.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('headTagsHtml', () => {
  it('escapes attribute values so no value can leave its attribute or open a tag', () => {
    const html = headTagsHtml(pageMetaTags(head));
    expect(html).toContain('<meta name="description" content="Five &lt;best&gt; picks &amp; why"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/tech/a/?x=1&amp;y=2"/>');
    expect(html).toContain('<meta property="og:title" content="A &quot;title&quot;"/>');
    expect(html.match(/</g)).toHaveLength(pageMetaTags(head).length);
  });

  it('appends the structured data block as given (it is escaped for inlining by its maker)', () => {
    expect(headTagsHtml([], '{"@type":"NewsArticle","x":"\\u003c/script>"}')).toBe(
      '<script type="application/ld+json">{"@type":"NewsArticle","x":"\\u003c/script>"}</script>',
    );
  });
});

describe('headTagsOf and headHtmlOf: made once per head object', () => {
  it('give what pageMetaTags and headTagsHtml give, for the structured data asked for', () => {
    const own: HeadData = { ...head };
    expect(headTagsOf(own)).toEqual(pageMetaTags(own));
    expect(headHtmlOf(own, '{"a":1}')).toBe(headTagsHtml(pageMetaTags(own), '{"a":1}'));
    expect(headHtmlOf(own, '{"b":2}')).toBe(headTagsHtml(pageMetaTags(own), '{"b":2}'));
    expect(headHtmlOf(own)).toBe(headTagsHtml(pageMetaTags(own)));
  });

  it('another head object, even an edited copy, gets its own tags', () => {
    const first: HeadData = { ...head };
    const edited: HeadData = { ...head, description: 'Six picks' };
    expect(headHtmlOf(first)).toContain('content="Five &lt;best&gt; picks &amp; why"');
    expect(headHtmlOf(edited)).toContain('content="Six picks"');
    expect(headHtmlOf(edited)).not.toContain('Five');
    expect(headTagsOf(first)).toBe(headTagsOf(first));
  });
});
