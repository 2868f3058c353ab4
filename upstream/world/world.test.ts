import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../shared/models/article';
import { isMedicalReviewer, isVoicesContributor } from '../../shared/models/author';
import { isBucketImage } from '../../shared/models/image';
import { gallerySchema } from '../../shared/models/gallery';
import { liveArticleSchema } from '../../shared/models/liveArticle';
import { reviewSchema } from '../../shared/models/review';
import { videoSchema } from '../../shared/models/video';
import { CLICK_ID_PLACEHOLDER } from './affiliate';
import { DAY_MS } from './dates';
import { SECTIONS } from './sections';
import { createRouter } from '../../shared/node/routes/match';
import { selectArticleRoute } from '../../server/routes/selection';
import { createWorld } from './world';
import { ROUTE_FAMILY_ID_PREFIX } from './routeFamilies';
import { STUDIO_STORY_SLUG, STUDIO_USERNAME, TREATMENT_ID_PREFIX } from './treatments';
import { STUDIO_LABEL } from '../../shared/node/routes/enumerations';

const NOW = Date.parse('2025-09-01T08:00:00.000Z');
const world = createWorld({ seed: 7, now: NOW });
/** The drawn articles, without the route-family content (routeFamilies.ts has its own paths). */
const drawn = () =>
  world.articles.filter((a) => !a.id.startsWith(ROUTE_FAMILY_ID_PREFIX) && !a.id.startsWith(TREATMENT_ID_PREFIX));
const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}>`, 'g')) ?? []).length;

describe('world generation', () => {
  it('is deterministic for the same seed and now', () => {
    const again = createWorld({ seed: 7, now: NOW });
    expect(again.articles.length).toBe(world.articles.length);
    expect(again.articles[0]).toEqual(world.articles[0]);
    expect(JSON.stringify(again.articles)).toBe(JSON.stringify(world.articles));
    expect(createWorld({ seed: 8, now: NOW }).articles[0]?.slug).not.toBe(world.articles[0]?.slug);
  });

  it('changes only the recent items when now changes', () => {
    const later = createWorld({ seed: 7, now: NOW + 30 * DAY_MS });
    expect(later.articles.map((a) => a.slug)).toEqual(world.articles.map((a) => a.slug));
    expect(later.articles[1]?.datePublished).toEqual(world.articles[1]?.datePublished);
  });

  it('has at least 1,000 articles in every section of spec 000 §1', () => {
    expect(world.articles.length).toBeGreaterThanOrEqual(1000);
    for (const section of SECTIONS) {
      expect(world.articles.filter((a) => a.section === section.key).length, section.key).toBeGreaterThanOrEqual(50);
    }
  });

  it('places articles at their section paths, about a third without a topic', () => {
    const patterns: Record<string, RegExp> = {
      tech: /^\/tech\/([a-z-]+\/)?[a-z0-9-]+\/$/,
      news: /^\/news\/([a-z-]+\/)?[a-z0-9-]+\/$/,
      'personal-finance': /^\/personal-finance\/[a-z0-9-]+\/$/,
      cars: /^\/roadshow\/news\/[a-z0-9-]+\/$/,
      how_to: /^\/how-to\/[a-z0-9-]+\/$/,
      deals: /^\/deals\/[a-z0-9-]+\/$/,
    };
    for (const [key, pattern] of Object.entries(patterns)) {
      for (const a of drawn().filter((x) => x.section === key)) expect(a.canonicalUrl).toMatch(pattern);
    }
    const tech = world.articles.filter((a) => a.section === 'tech' && a.type !== 'Longform');
    const topicless = tech.filter((a) => /^\/tech\/[^/]+\/$/.test(a.canonicalUrl ?? '')).length / tech.length;
    expect(topicless).toBeGreaterThan(0.2);
    expect(topicless).toBeLessThan(0.5);
    expect(world.articles.some((a) => a.canonicalUrl === `/tech/features/${a.slug}/`)).toBe(true);
  });

  it('fills every route family with content whose address selects that route', () => {
    const family = world.articles.filter((a) => a.id.startsWith(ROUTE_FAMILY_ID_PREFIX));
    const routes = family.map((a) => createRouter().match(a.canonicalUrl ?? '')?.baseName);
    expect(routes).toEqual([
      'article-longform',
      'auto-article-longform',
      'finance-article-topic',
      'finance-article-subtopic',
      'finance-article-longform',
      'sponsored-auto-article',
      'sponsored-article-longform',
    ]);
    // 000 §2 lists no finance longform among the verticals' longform routes: its address is its canonical URL.
    for (const a of family.filter((x) => x.section !== 'personal-finance' || x.type !== 'Longform'))
      expect(selectArticleRoute(a).name, a.canonicalUrl).toBe(createRouter().match(a.canonicalUrl ?? '')?.baseName);
    const video = world.videos.find((v) => v.id.startsWith(ROUTE_FAMILY_ID_PREFIX));
    expect(createRouter().match(video?.canonicalUrl ?? '')?.baseName).toBe('video-sponsored');
  });

  it('has a story sponsored by its studio author alone (decision 118)', () => {
    const story = world.articleBySlug.get(STUDIO_STORY_SLUG);
    expect(story?.id.startsWith(TREATMENT_ID_PREFIX)).toBe(true);
    expect(story?.section).toBe('home');
    // A main-brand story: not automotive (an automotive template would put it under the roadshow brand).
    expect(story?.automotive).toBe(false);
    expect(story?.author?.username).toContain(STUDIO_LABEL);
    expect(selectArticleRoute(story!).name).toBe('sponsored-article');
    expect(createRouter().match(story?.canonicalUrl ?? '')?.baseName).toBe('sponsored-article');
  });

  it('keeps slugs unique and the URL topic consistent with the primary topic', () => {
    const slugs = [...world.articles, ...world.reviews, ...world.galleries, ...world.liveArticles].map(
      (item) => item.slug,
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const a of drawn()) {
      const primary = a.topics[0];
      expect(primary?.primary).toBe(true);
      const segments = (a.canonicalUrl ?? '').split('/').filter(Boolean);
      if (segments.length === 3 && segments[1] !== 'features' && a.section !== 'cars' && a.section !== 'commercial') {
        expect(primary?.topicPath.length, a.canonicalUrl).toBe(1);
      } else {
        expect(primary?.topicPath.length, a.canonicalUrl).toBe(0);
      }
    }
    expect(world.taxonomy.topics.some((topic) => topic.topicPath.length === 2)).toBe(true);
  });

  it('writes bodies of 8 to 20 paragraphs with headings and only the allowed elements', () => {
    for (const a of world.articles) {
      expect(count(a.body, 'p')).toBeGreaterThanOrEqual(8);
      expect(count(a.body, 'p')).toBeLessThanOrEqual(20);
      expect(count(a.body, 'h2')).toBeGreaterThanOrEqual(1);
      const tags = new Set([...a.body.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      for (const tag of tags) expect(['p', 'h2', 'a', 'strong', 'em', 'ul', 'ol', 'li', 'shortcode']).toContain(tag);
    }
  });

  it('embeds shortcodes of every type, a few with malformed JSON, and links of both kinds', () => {
    const bodies = world.articles.map((a) => a.body).join('\n');
    for (const type of [
      'commerce',
      'listicle',
      'video',
      'gallery',
      'faq',
      'tweet',
      'relatedlinks',
      'chart',
      'buybutton',
    ]) {
      expect(bodies).toContain(`<shortcode type="${type}"`);
    }
    const decode = (text: string) =>
      text
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const broken = [...bodies.matchAll(/data='([^']*)'/g)].filter((m) => {
      try {
        JSON.parse(decode(m[1] as string));
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.length).toBeLessThan(40);
    const internal = [...bodies.matchAll(/href="(\/[^"]+)"/g)].map((m) => m[1]);
    const urls = new Set(world.articles.map((a) => a.canonicalUrl));
    expect(internal.length).toBeGreaterThan(1000);
    for (const href of internal) expect(urls.has(href)).toBe(true);
    expect(bodies).toContain('href="https://www.amazon.com/dp/');
    expect(bodies).toContain(
      `https://click.linksynergy.com/deeplink?id=neutron7&amp;mid=2149&amp;u1=${CLICK_ID_PLACEHOLDER}`,
    );
  });

  it('dates the archive before the reference date and about 30 articles in the last 10 days', () => {
    const recent = world.articles.filter((a) => Date.parse(a.datePublished?.date ?? '') > NOW - 10 * DAY_MS);
    expect(recent.length).toBeGreaterThanOrEqual(25);
    expect(recent.length).toBeLessThanOrEqual(35);
    expect(new Set(recent.map((a) => a.section)).size).toBeGreaterThanOrEqual(8);
    for (const a of world.articles) expect(Date.parse(a.datePublished?.date ?? '')).toBeLessThanOrEqual(NOW);
  });

  it('has the authors the spec needs', () => {
    const { authors } = world.people;
    // 40 drawn, and the studio account of the sponsored story (treatments.ts).
    expect(authors).toHaveLength(41);
    expect(authors.at(-1)?.username).toBe(STUDIO_USERNAME);
    for (const author of authors) expect(author.username).toBe(author.username.toLowerCase());
    expect(authors.filter(isMedicalReviewer).length).toBeGreaterThanOrEqual(3);
    expect(authors.filter(isVoicesContributor).length).toBeGreaterThanOrEqual(3);
    const handles = authors.map((a) => a.socialProfileIds?.twitter).filter(Boolean) as string[];
    expect(handles.some((h) => h.startsWith('@'))).toBe(true);
    expect(handles.some((h) => !h.startsWith('@'))).toBe(true);
  });

  it('generates moved slugs that point at real articles', () => {
    expect(world.moved.length).toBeGreaterThanOrEqual(3);
    for (const moved of world.moved) {
      expect(world.articleBySlug.has(moved.oldSlug)).toBe(false);
      expect(world.articleBySlug.get(moved.newSlug)?.site).toBe(moved.site);
    }
  });

  it('generates reviews, galleries, videos, live articles and bucket images', () => {
    expect(world.reviews.length).toBeGreaterThan(50);
    for (const review of world.reviews) {
      if (review.rating !== undefined) expect(review.rating).toBeGreaterThanOrEqual(0);
      if (review.rating !== undefined) expect(review.rating).toBeLessThanOrEqual(10);
      expect(review.canonicalUrl).toMatch(new RegExp(`/reviews/${review.slug}-${review.type}/$`));
    }
    expect(world.reviews.some((r) => r.editorsChoice && (r.relatedProduct?.resellers.length ?? 0) > 0)).toBe(true);
    for (const gallery of world.galleries) expect(gallery.items.length).toBeGreaterThanOrEqual(10);
    for (const gallery of world.galleries) expect(gallery.items.length).toBeLessThanOrEqual(30);
    expect(world.videos.every((v) => v.mp4Url?.startsWith('https://'))).toBe(true);
    expect(world.liveArticles.length).toBeGreaterThanOrEqual(2);
    for (const live of world.liveArticles) {
      expect(live.items.length).toBeGreaterThanOrEqual(20);
      expect(live.items.some((item) => item.pinned)).toBe(true);
      expect(live.items.some((item) => item.important)).toBe(true);
      expect(live.channelDetails?.name).toBeTruthy();
    }
    const images = world.articles.map((a) => a.image).filter((i) => i !== undefined);
    expect(images.some(isBucketImage)).toBe(true);
    expect(world.articles.some((a) => a.collections.some((c) => c.slug === 'hv'))).toBe(true);
    expect(world.articles.some((a) => a.automotive && a.site === 'roadshow')).toBe(true);
  });

  it('produces content the shared models read back unchanged', () => {
    for (const a of world.articles) expect(articleSchema.parse(JSON.parse(JSON.stringify(a)))).toEqual(a);
    for (const r of world.reviews) expect(reviewSchema.parse(JSON.parse(JSON.stringify(r)))).toEqual(r);
    for (const g of world.galleries) expect(gallerySchema.parse(JSON.parse(JSON.stringify(g)))).toEqual(g);
    for (const v of world.videos) expect(videoSchema.parse(JSON.parse(JSON.stringify(v)))).toEqual(v);
    for (const l of world.liveArticles) expect(liveArticleSchema.parse(JSON.parse(JSON.stringify(l)))).toEqual(l);
  });
});
