/**
 * Render less (decision 025): ready HTML segments and splices must not change what a reader
 * gets, must not carry the body twice, and must never hand one reader's variant to another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startUpstream } from '../../upstream/start';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';
import type { Article } from '../../shared/models/article';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let warm: Neutron;
let fresh: Neutron;
let article: Article;

const stable = (html: string) =>
  html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/[\uE000][0-9a-f]+[\uE001]/g, 'TOKEN');

/** A distinctive run of plain words from the article body (no markup, no entities). */
function bodySample(body: string): string {
  const text = body
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 60 && !/[&<>"']/.test(line));
  if (!text) throw new Error('no plain paragraph in the article body');
  return text.slice(0, 50);
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

beforeAll(async () => {
  const world = createWorld({ seed: DEFAULT_SEED });
  article = world.articles.find(
    (a) =>
      !a.suppressAds && a.canonicalUrl && (a.body.match(/<p>/g) ?? []).length >= 5 && /<p>[^<&"']{60}/.test(a.body),
  )!;
  upstream = await startUpstream({ port: 0, world });
  [warm, fresh] = await Promise.all([
    startNeutron({ CONTENT_API_URL: upstream.url }),
    startNeutron({ CONTENT_API_URL: upstream.url }),
  ]);
});

afterAll(async () => {
  await Promise.all([warm?.stop(), fresh?.stop()]);
  await upstream?.close();
});

describe('the body reaches the reader once', () => {
  it('the HTML document carries the body text once, and the RSC payload of a navigation once', async () => {
    const sample = bodySample(article.body);
    const html = await (await get(warm.url, article.canonicalUrl!)).text();
    expect(count(html, sample)).toBe(1);
    const rsc = await (await get(warm.url, article.canonicalUrl!, { RSC: '1' })).text();
    expect(count(rsc, sample)).toBe(1);
  });

  it('keeps the inline payload smaller than the markup it hydrates, and pages within their byte budgets', async () => {
    const inline = (html: string) =>
      [...html.matchAll(/<script nonce="[^"]*">\(self\.__NF\|\|=\[\]\)\.push\(([\s\S]*?)\)<\/script>/g)].reduce(
        (sum, m) => sum + m[1]!.length,
        0,
      );
    const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').length;
    for (const [path, budget] of [
      [article.canonicalUrl!, 32 * 1024],
      ['/', 90 * 1024],
    ] as const) {
      // Measured warm, as the budgets are meant: a first request for a page fetches its content, and a
      // section whose fetch outlasts the shell hold streams after the shell (with its reveal script);
      // the render cache would replay that first render, so the measured one is a fresh render (a read
      // parameter makes it a render-cache key of its own).
      await (await get(warm.url, path)).text();
      const html = await (await get(warm.url, `${path}?utm_content=bytes`)).text();
      // Before decision 025 the inline payload of an article was 2.2 times its markup. Budgets: issue 9
      // (article about 30 KB, the size Next.js serves for the same article; front door 90 KB).
      expect(inline(html), path).toBeLessThan(markup(html));
      expect(Buffer.byteLength(html), path).toBeLessThanOrEqual(budget);
    }
  });

  it('no splice token is ever left in the HTML a reader sees', async () => {
    for (const path of ['/', article.canonicalUrl!]) {
      const html = await (await get(warm.url, path)).text();
      const visible = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(visible).not.toMatch(/[\uE000\uE001]/);
    }
  });
});

describe('segments and renders are never shared across variants', () => {
  // Two readers of the same URL who differ in device and A/B bucket (cookies, so the URL is the same).
  const desktopControl = { cookie: 'device=desktop; nemo_highlander=service_off%3A1%3Acontrol' };
  const mobileTestA = { cookie: 'device=mobile; nemo_highlander=service_off%3A1%3AtestA' };

  it.each([
    ['the article', () => article.canonicalUrl!],
    ['the front door', () => '/'],
  ])('%s: a variant served after another equals the same variant rendered on a fresh process', async (_name, path) => {
    // The warm process renders (and caches) the desktop/control variant first, then the mobile/testA one;
    // the fresh process renders them in the other order. A third reader (tablet) warms both content
    // caches first, so both stream the same way.
    for (const server of [warm, fresh]) await (await get(server.url, path(), { cookie: 'device=tablet' })).text();
    const warmA = await (await get(warm.url, path(), desktopControl)).text();
    const warmB = await (await get(warm.url, path(), mobileTestA)).text();
    const freshB = await (await get(fresh.url, path(), mobileTestA)).text();
    const freshA = await (await get(fresh.url, path(), desktopControl)).text();
    expect(stable(warmB)).toBe(stable(freshB));
    expect(stable(warmA)).toBe(stable(freshA));
    // And the variants really differ where a reader would see it: testA has no ad slots.
    expect(warmA).toContain('ad-slot');
    expect(warmB).not.toContain('class="ad-slot');
  });
});
