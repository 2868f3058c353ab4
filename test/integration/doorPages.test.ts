/**
 * Composer doors, the front door's page number, profiles, replays, landing pages, hidden
 * pages, HTML sitemaps and demo pages, served by the built server against the local upstream.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack();
let articlePath: string;
let articlePaths: string[];
let profilePath: string;

async function page(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const res = await get(stack.neutron.url, path);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

function jsonLd(html: string): unknown {
  const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(block).toBeDefined();
  expect(block).not.toMatch(/[<>]/);
  return JSON.parse(block!) as unknown;
}

/** Every <img> reserves its space. */
function expectSizedImages(html: string, atLeast: number): void {
  const images = html.match(/<img [^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThanOrEqual(atLeast);
  for (const img of images) expect(img).toMatch(/width="\d+"[^>]*height="\d+"/);
}

/** A CollectionPage whose ItemList holds `count` absolute links, and a BreadcrumbList. */
function expectCollection(html: string, count: number): void {
  const [collection, crumbs] = jsonLd(html) as [Record<string, unknown>, Record<string, unknown>];
  expect(collection['@type']).toBe('CollectionPage');
  expect(collection.name).toBeTruthy();
  const list = collection.mainEntity as {
    '@type': string;
    numberOfItems: number;
    itemListElement: Array<{ position: number; url: string; name: string }>;
  };
  expect(list['@type']).toBe('ItemList');
  expect(list.numberOfItems).toBe(count);
  for (const item of list.itemListElement) {
    expect(item.url).toMatch(/^https?:\/\//);
    expect(item.name).toBeTruthy();
  }
  expect(crumbs['@type']).toBe('BreadcrumbList');
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
/** Cards of a list: plain cards and the lead story (`card card--lead`). */
const cardCount = (html: string) => (html.match(/<li class="card( card--lead)?">/g) ?? []).length;

beforeAll(async () => {
  const door = await page('/');
  articlePaths = [...door.html.matchAll(/<a href="(\/(?:tech|culture|science|health)\/[a-z0-9-]+\/)"/g)].map(
    (m) => m[1]!,
  );
  articlePath = articlePaths[0]!;
  const article = await page(articlePath);
  profilePath = /<a href="(\/profiles\/[a-z0-9._-]+\/)" rel="author">/.exec(article.html)![1]!;
});

describe('composer doors', () => {
  it.each(['/reviews/', '/videos/', '/pictures/', '/features/'])(
    '%s lists the composer page with sized images and head tags',
    async (path) => {
      const { status, headers, html } = await page(path);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('private, max-age=300');
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(cardCount(html)).toBe(12);
      expectSizedImages(html, 1);
      expect(canonicalOf(html)).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toContain(`href="${path}2/" rel="next"`);
      expectCollection(html, 12);
    },
  );

  it('serves page 2 with other items, and a page past the last as the 404 page', async () => {
    const first = await page('/reviews/');
    const second = await page('/reviews/2/');
    expect(second.status).toBe(200);
    expect(second.html).toContain('Page 2');
    expect(second.html).toContain('href="/reviews/" rel="prev"');
    const list = (jsonLd(second.html) as Array<{ mainEntity?: { itemListElement: Array<{ position: number }> } }>)[0]!
      .mainEntity!;
    expect(list.itemListElement[0]!.position).toBe(13);
    const links = (html: string) =>
      new Set([...html.matchAll(/<li class="card(?: card--lead)?"><a href="([^"]+)"/g)].map((m) => m[1]));
    const overlap = [...links(second.html)].filter((href) => links(first.html).has(href));
    expect(overlap).toEqual([]);
    expect((await page('/reviews/3/')).status).toBe(404);
    expect((await page('/reviews/99/')).status).toBe(404);
  });

  it('sends page 1 to the unpaged address', async () => {
    const res = await get(stack.neutron.url, '/pictures/1/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/pictures/');
  });

  it('answers a feature the composer does not know with the 404 page', async () => {
    expect((await page('/feature/no-such-feature/')).status).toBe(404);
  });
});

describe('front door page number', () => {
  it('pages on like a section door: /2/ is the next page of the latest stories, 404 past the last', async () => {
    const first = await page('/');
    expect(first.status).toBe(200);
    const second = await page('/2/');
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe('private, max-age=300');
    expect(second.html).toContain('<title>The latest - Page 2 - ');
    expect(second.html).toContain('href="/" rel="prev"');
    expect(second.html).toContain('href="/3/" rel="next"');
    const pages = Number(/Page (?:<!-- -->)?2(?:<!-- -->)? of (?:<!-- -->)?(\d+)/.exec(second.html)?.[1]);
    expect(pages).toBeGreaterThan(2);
    // Page 2 shows other stories than page 3.
    const cards = (html: string) =>
      new Set([...html.matchAll(/<li class="card[^"]*"><a href="([^"]+)"/g)].map((m) => m[1]));
    const third = await page('/3/');
    expect(third.status).toBe(200);
    const onBoth = [...cards(second.html)].filter((card) => cards(third.html).has(card));
    expect(cards(second.html).size).toBeGreaterThan(0);
    expect(onBoth).toEqual([]);
    const last = await page(`/${pages}/`);
    expect(last.status).toBe(200);
    expect(last.html).not.toContain('rel="next"');
    expect((await page(`/${pages + 1}/`)).status).toBe(404);
  });
});

describe('profiles', () => {
  it("shows bio, roles, social links and the author's latest stories", async () => {
    const { status, headers, html } = await page(profilePath);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, max-age=300');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('class="profile-bio"');
    expect(html).toContain('class="role-badge"');
    expect(html).toMatch(/Latest from [^<]+<\/h2>/);
    expect(cardCount(html)).toBeGreaterThan(0);
    expect(cardCount(html)).toBeLessThanOrEqual(24);
    expectSizedImages(html, 1);
    expect(canonicalOf(html)).toMatch(new RegExp(`${profilePath}$`));
    expect(html).toMatch(/<meta property="og:type" content="profile"/);
  });

  it('carries a ProfilePage about a Person and a BreadcrumbList', async () => {
    const data = jsonLd((await page(profilePath)).html) as Array<Record<string, unknown>>;
    expect(Array.isArray(data)).toBe(true);
    const [profile, crumbs] = data as [Record<string, unknown>, Record<string, unknown>];
    expect(profile['@type']).toBe('ProfilePage');
    const person = profile.mainEntity as Record<string, unknown>;
    expect(person['@type']).toBe('Person');
    expect(person.name).toBeTruthy();
    expect(person.url).toMatch(new RegExp(`${profilePath}$`));
    if (person.image) expect(person.image).toMatchObject({ '@type': 'ImageObject', width: 1200, height: 1200 });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect((crumbs.itemListElement as unknown[]).length).toBe(2);
  });

  it('redirects an upper-case username and answers an unknown one with 404', async () => {
    const res = await get(stack.neutron.url, profilePath.toUpperCase().replace('/PROFILES/', '/profiles/'));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(profilePath);
    expect((await page('/profiles/nobody-by-that-name/')).status).toBe(404);
  });

  it('leaves the stories out, not the page, when the author listing fails', async () => {
    // An author whose listing no earlier test has put in the content cache.
    let other: string | undefined;
    for (const path of articlePaths) {
      other = /<a href="(\/profiles\/[a-z0-9._-]+\/)" rel="author">/.exec((await page(path)).html)?.[1];
      if (other && other !== profilePath) break;
    }
    expect(other).toBeTruthy();
    expect(other).not.toBe(profilePath);
    await stack.upstream.control({ faults: [{ match: '/listing/author/', mode: 'error500' }] });
    try {
      const { status, html } = await page(other!);
      expect(status).toBe(200);
      expect(html).toContain('class="profile-bio"');
      expect(cardCount(html)).toBe(0);
    } finally {
      await stack.upstream.reset();
    }
  });

  it('shows twitter handles with a leading @ wherever the upstream left it out', async () => {
    const html = (await page(profilePath)).html;
    for (const match of html.matchAll(/data-network="twitter">([^<]+)</g)) expect(match[1]).toMatch(/^@/);
  });
});

describe('replay', () => {
  it('renders the original article with robots noindex and a canonical to the original', async () => {
    const original = await page(articlePath);
    const replay = await page(`/replay${articlePath}`);
    expect(replay.status).toBe(200);
    expect(robotsOf(replay.html)).toBe('noindex');
    expect(canonicalOf(replay.html)).toBe(canonicalOf(original.html));
    expect(/<h1>([^<]+)<\/h1>/.exec(replay.html)?.[1]).toBe(/<h1>([^<]+)<\/h1>/.exec(original.html)?.[1]);
    expect((jsonLd(replay.html) as Array<Record<string, unknown>>)[0]!['@type']).toBe('NewsArticle');
  });

  it('answers an unknown replay with the 404 page', async () => {
    expect((await page('/replay/tech/no-such-article-here/')).status).toBe(404);
  });
});

describe('landing pages', () => {
  const variations = ['best-vpn', 'best-vpn-overall', 'best-free-vpn', 'best-vpn-for-mobile', 'best-vpn-for-computers'];
  it.each(
    variations.flatMap((v) => [
      ['landing', v],
      ['rvmn-landing', v],
    ]),
  )('/tech/services-and-software/%s/%s/ is a ranked page with its own heading', async (segment, variation) => {
    const { status, html } = await page(`/tech/services-and-software/${segment}/${variation}/`);
    expect(status).toBe(200);
    expect(robotsOf(html)).toBe('noindex');
    expect(html).toContain('data-layout="paid-search-landing"');
    const ranked = (html.match(/<li class="ranked-item">/g) ?? []).length;
    expect(ranked).toBeGreaterThanOrEqual(5);
    expectSizedImages(html, 1);
    expectCollection(html, ranked);
  });

  it('gives each variation its own heading', async () => {
    const headings = await Promise.all(
      variations.map(
        async (v) => /<h1>([^<]+)<\/h1>/.exec((await page(`/tech/services-and-software/landing/${v}/`)).html)?.[1],
      ),
    );
    expect(new Set(headings).size).toBe(5);
    expect(headings).toContain('Best VPN for Mobile');
  });

  it('/landing/{slug}/ ranks a topic; with a token, the canonical is the tokenless address; unknown is 404', async () => {
    const landing = await page('/landing/laptops/');
    expect(landing.status).toBe(200);
    expect(landing.html).toContain('data-layout="paid-search"');
    const token = await page('/landing/laptops/abc123/');
    expect(token.status).toBe(200);
    expect(canonicalOf(token.html)).toMatch(/\/landing\/laptops\/$/);
    expect(token.headers.get('cache-control')).toBe('private, no-cache');
    expect((await page('/landing/no-such-topic-here/')).status).toBe(404);
  });
});

describe('hidden proof-of-concept pages', () => {
  it.each([
    ['/_hidden/personal-finance/banking/business-checking/', 'Business Checking Accounts'],
    ['/_hidden/personal-finance/credit-cards/hotel-credit-cards/', 'Hotel Credit Cards'],
  ])('%s lists real finance coverage, never indexed or cached', async (path, heading) => {
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(robotsOf(html)).toMatch(/noindex/);
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect((html.match(/<li class="ranked-item">/g) ?? []).length).toBeGreaterThanOrEqual(5);
    expect(html).toMatch(/href="\/personal-finance\/[a-z0-9-]+\/"/);
    expectCollection(html, (html.match(/<li class="ranked-item">/g) ?? []).length);
  });
});

describe('HTML sitemaps', () => {
  it('/sitemaps/ indexes the sections', async () => {
    const { status, html } = await page('/sitemaps/');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Sitemap</h1>');
    for (const section of ['tech', 'personal-finance', 'roadshow'])
      expect(html).toContain(`href="/sitemaps/${section}/"`);
    expectCollection(html, 10);
  });

  it('a section lists its years and content links, paginated', async () => {
    const { status, html } = await page('/sitemaps/tech/');
    expect(status).toBe(200);
    const years = [...html.matchAll(/href="\/sitemaps\/tech\/(\d{4})\/"/g)].map((m) => m[1]!);
    expect(years.length).toBeGreaterThan(0);
    const links = html.match(/<ul class="sitemap-links">[\s\S]*?<\/ul>/)![0].match(/<li>/g) ?? [];
    expect(links.length).toBe(100);
    expectCollection(html, 100);
    expect(html).toContain('href="/sitemaps/tech/2/" rel="next"');
    const year = await page(`/sitemaps/tech/${years[0]}/`);
    expect(year.status).toBe(200);
    expect(year.html).toContain(`sitemap: ${years[0]}</h1>`);
    for (const time of year.html.matchAll(/<time dateTime="(\d{4})/g)) expect(time[1]).toBe(years[0]);
  });

  it('answers an unknown section, an empty year or a page past the last with 404', async () => {
    expect((await page('/sitemaps/no-such-section/')).status).toBe(404);
    expect((await page('/sitemaps/tech/1990/')).status).toBe(404);
    expect((await page('/sitemaps/tech/999/')).status).toBe(404);
  });
});

describe('demo pages (production only)', () => {
  it('/icon-demo/ shows the icons and /neon-demo/ the components with real content', async () => {
    const icons = await page('/icon-demo/');
    expect(icons.status).toBe(200);
    expect(icons.html).toContain('<h1>Icons</h1>');
    expect((icons.html.match(/<svg class="icon"/g) ?? []).length).toBeGreaterThanOrEqual(8);
    const neon = await page('/neon-demo/');
    expect(neon.status).toBe(200);
    expect(neon.html).toContain('<h1>Components</h1>');
    expect(cardCount(neon.html)).toBeGreaterThan(0);
    expectSizedImages(neon.html, 1);
  });
});
