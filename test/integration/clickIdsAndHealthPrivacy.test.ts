/**
 * Affiliate click ids (decision 072) and health privacy mode (decision 071), over HTTP against
 * the local world: no served link carries __COM_CLICK_ID__, the redirect path makes a fresh
 * click id per click and refuses anything but an affiliate partner; a health article in privacy
 * mode is replaced by the page that explains why and how to see it.
 */
import { Agent, interceptors, request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/models/article';
import { HEALTH_TOPIC_SLUGS } from '../../shared/features/ruleLists';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack();
let articles: Article[];
beforeAll(() => {
  articles = stack.upstream.world.articles;
});

const decode = (text: string) => text.replace(/&amp;/g, '&');
async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await get(stack.neutron.url, path, headers);
  expect(res.status, path).toBe(200);
  return decode(await res.text());
}
const bestList = () => articles.find((a) => a.type === 'Best List' && a.body.includes('__COM_CLICK_ID__'))!;
const goLinks = (page: string) => [...page.matchAll(/href="(\/go\/\?to=[^"]+)"/g)].map((m) => m[1]!);

describe('affiliate click ids', () => {
  it('serves no __COM_CLICK_ID__ and sends affiliate links through /go/ with the device sub-id', async () => {
    const page = await html(bestList().canonicalUrl!);
    expect(page).not.toContain('__COM_CLICK_ID__');
    expect(page).not.toContain('CNET_CORRELATION_ID');
    const links = goLinks(page);
    expect(links.length).toBeGreaterThan(0);
    expect(links.join(' ')).toMatch(/(?:u1|subId1)=c[a-z]-%7Bcid%7D-mwb|(?:u1|subId1)=c[a-z]-\{cid\}-mwb/);
  });

  it('redirects a click to the partner with a fresh server-made click id in the URL and the dw-tag cookie', async () => {
    const link = goLinks(await html(`${bestList().canonicalUrl!}?setDevice=desktop`))[0]!;
    const first = await get(stack.neutron.url, link);
    const second = await get(stack.neutron.url, link);
    expect(first.status).toBe(302);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^https:\/\//);
    expect(location).not.toMatch(/__COM_CLICK_ID__|\{cid\}|%7Bcid%7D/i);
    const id = /-([0-9a-f]{16})-dtp/.exec(decodeURIComponent(location))?.[1];
    expect(id).toBeDefined();
    expect(first.headers.get('set-cookie')).toMatch(new RegExp(`^dw-tag=${id}; Path=/;`));
    expect(first.headers.get('cache-control')).toContain('no-store');
    expect(second.headers.get('location')).not.toBe(location);
  });

  it('gives Amazon links the tracking tag with the click id', async () => {
    const target = encodeURIComponent(
      'https://www.amazon.com/dp/B0X?tag=neutron-20&ascsubtag=%7Bcid%7D%7Ca1%7Cdtp%7Ccn',
    );
    const res = await get(stack.neutron.url, `/go/?to=${target}`);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!).searchParams.get('ascsubtag')).toMatch(/^[0-9a-f]{16}\|a1\|dtp\|cn$/);
  });

  it.each([
    ['no target', '/go/'],
    ['another site (open redirect)', `/go/?to=${encodeURIComponent('https://evil.test/')}`],
    ['a look-alike host', `/go/?to=${encodeURIComponent('https://www.amazon.com.evil.test/')}`],
    ['plain http', `/go/?to=${encodeURIComponent('http://www.amazon.com/dp/B0X')}`],
    ['not a URL', '/go/?to=%00%FF'],
    [
      'two targets',
      `/go/?to=${encodeURIComponent('https://www.amazon.com/')}&to=${encodeURIComponent('https://evil.test/')}`,
    ],
  ])('refuses %s with 400', async (_, path) => {
    const res = await get(stack.neutron.url, path);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toMatch(/^Bad request: /);
  });
});

describe('health privacy mode', () => {
  const health = () => articles.find((a) => a.section === 'health')!;

  it('replaces a health article with the explanation for a browser that sends Sec-GPC: 1', async () => {
    const article = health();
    const res = await get(stack.neutron.url, article.canonicalUrl!, { 'sec-gpc': '1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const page = decode(await res.text());
    expect(page).toContain('<title>Health content is hidden in privacy mode - CNET</title>');
    // Nothing of the article reaches the page: not its headline, its structured data, its tracking or third-party scripts.
    expect(page).not.toContain('application/ld+json');
    expect(page).not.toContain(article.id);
    expect(page).toContain('"features":{"thirdPartyScripts":false');
    expect(page).toContain('Global Privacy Control');
    expect(page).toMatch(/<form (method="post" action|action="\/health-privacy\/" method)/);
    expect(page).not.toContain(article.headline!);
    // Without the signal, the article.
    expect(await html(article.canonicalUrl!)).toContain(article.headline!);
  });

  it('a browser that kept the health article for a day does not show it from its cache once GPC is on', async () => {
    const article = health();
    // A private HTTP cache (RFC 9111, as a browser keeps pages): undici's cache interceptor.
    const browser = new Agent().compose(interceptors.cache({ type: 'private' }));
    try {
      const url = `${stack.neutron.url}${article.canonicalUrl!}`;
      const before = await request(url, { dispatcher: browser, headers: { accept: 'text/html' } });
      expect(before.headers['cache-control']).toBe('private, max-age=86400');
      expect(String(before.headers.vary)).toMatch(/\bSec-GPC\b/i);
      expect(await before.body.text()).toContain(article.headline!);
      // The same reader, still without GPC: the kept copy answers (the cache does keep it).
      const again = await request(url, { dispatcher: browser, headers: { accept: 'text/html' } });
      expect(again.headers.age).toBeDefined();
      await again.body.dump();
      // GPC on: not the kept article, the privacy page.
      const after = await request(url, { dispatcher: browser, headers: { accept: 'text/html', 'sec-gpc': '1' } });
      const page = await after.body.text();
      expect(page).not.toContain(article.headline!);
      expect(page).toContain('Health content is hidden in privacy mode');
    } finally {
      await browser.close();
    }
  });

  it('blocks health topics on other sections too, and counts the do-not-sell opt-out cookie as the mode', async () => {
    const sleepy = articles.find((a) => a.section !== 'health' && a.topics?.some((t) => t.slug === 'sleep'));
    const article = sleepy ?? health();
    expect(await html(article.canonicalUrl!, { cookie: 'privacy_opt_out=1' })).toContain(
      'Health content is hidden in privacy mode',
    );
    expect(await html(articles.find((a) => a.section === 'tech')!.canonicalUrl!, { 'sec-gpc': '1' })).not.toContain(
      'Health content is hidden',
    );
  });

  it('blocks reviews, galleries and videos on health topics too, and leaves others of their kind alone', async () => {
    const { world } = stack.upstream;
    const healthSlugs: readonly string[] = HEALTH_TOPIC_SLUGS;
    const onHealth = (content: {
      topics?: readonly { slug?: string | null; topicPath?: readonly { slug?: string | null }[] | null }[] | null;
    }) =>
      (content.topics ?? []).some(
        (t) =>
          healthSlugs.includes(t.slug ?? '') || (t.topicPath ?? []).some((p) => healthSlugs.includes(p.slug ?? '')),
      );
    for (const kind of ['reviews', 'galleries', 'videos'] as const) {
      const list = world[kind] as ReadonlyArray<{
        canonicalUrl?: string | null;
        topics?: Parameters<typeof onHealth>[0]['topics'];
        section?: string | null;
      }>;
      const blocked = list.find((c) => c.canonicalUrl && onHealth(c))!;
      const other = list.find((c) => c.canonicalUrl && !onHealth(c) && c.section !== 'health')!;
      expect(blocked, kind).toBeDefined();
      expect(await html(blocked.canonicalUrl!, { 'sec-gpc': '1' }), blocked.canonicalUrl!).toContain(
        'Health content is hidden in privacy mode',
      );
      expect(await html(blocked.canonicalUrl!), blocked.canonicalUrl!).not.toContain(
        'Health content is hidden in privacy mode',
      );
      expect(await html(other.canonicalUrl!, { 'sec-gpc': '1' }), other.canonicalUrl!).not.toContain(
        'Health content is hidden in privacy mode',
      );
    }
  });

  it('shows the article once the reader chooses to see health content (POST /health-privacy/, then back)', async () => {
    const article = health();
    const res = await fetch(`${stack.neutron.url}/health-privacy/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: stack.neutron.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ return: article.canonicalUrl! }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(article.canonicalUrl);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^health_content_ok=1; Path=\//);
    expect(await html(article.canonicalUrl!, { 'sec-gpc': '1', cookie: cookie.split(';')[0]! })).toContain(
      article.headline!,
    );
  });

  it('refuses a cross-site post and never returns to another host', async () => {
    const post = (origin: string, body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${stack.neutron.url}/health-privacy/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin, 'content-type': type },
        body,
      });
    expect((await post('https://evil.test', 'return=/')).status).toBe(403);
    expect((await post(stack.neutron.url, 'return=//evil.test/x')).headers.get('location')).toBe('/');
    expect((await post(stack.neutron.url, 'return=https://evil.test/')).headers.get('location')).toBe('/');
    expect((await post(stack.neutron.url, '{}', 'application/json')).status).toBe(415);
  });
});
