/**
 * Article bodies end to end (issue 4): shortcodes as components, the table of contents,
 * affiliate links rewritten per device, FAQ structured data, signed resize URLs that the image
 * host answers with images of the requested size, and malformed shortcodes logged and ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Article } from '../../shared/models/article';
import { startUpstream } from '../../upstream/start';
import type { RunningUpstream } from '../../upstream/start';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';

let upstream: RunningUpstream;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0 });
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
});

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

const articles = (): Article[] => upstream.world.articles;
const pathOf = (article: Article): string => article.canonicalUrl ?? '';
const has = (article: Article, type: string) => article.body.includes(`<shortcode type="${type}" data='{`);

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await get(neutron.url, path, headers);
  expect(res.status, path).toBe(200);
  return res.text();
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  // A block holds one node or a list of them (an article's: NewsArticle, BreadcrumbList...).
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (m): Array<Record<string, unknown>> => [JSON.parse(m[1]!) as Record<string, unknown>].flat(),
  );
}

const decode = (text: string) => text.replace(/&amp;/g, '&');

describe('best-list article body', () => {
  const bestList = () =>
    articles().find(
      (a) =>
        a.type === 'Best List' &&
        a.listicles.length > 0 &&
        has(a, 'commerce') &&
        (a.body.match(/<h2>/g) ?? []).length >= 2,
    )!;

  it('shows the table of contents with the best-list ids above the body, and the headings carry them', async () => {
    const article = bestList();
    expect(article).toBeTruthy();
    const html = await page(pathOf(article));
    const toc = html.indexOf('In this article:');
    expect(toc).toBeGreaterThan(0);
    expect(toc).toBeLessThan(html.indexOf('class="body"'));
    expect(html).toContain(`href="#toc-${article.id}-item-1"`);
    expect(html).toContain(`<h2 id="toc-${article.id}-item-1">`);
    expect(html).toContain(`<h2 id="toc-${article.id}-item-2">`);
  });

  it('renders every listicle with its likes, dislikes and offers, and prices with 0 fraction digits', async () => {
    const article = bestList();
    const html = await page(pathOf(article));
    const rendered = (html.match(/class="shortcode shortcode--listicle[ "]/g) ?? []).length;
    expect(rendered).toBe(article.listicles.length);
    expect(html).toContain('class="likes__title">Like<');
    expect(html).toMatch(/class="shortcode shortcode--commerce"/);
    const prices = [...html.matchAll(/class="(?:shortcode|buy-button|product-offer)__price">([^<]+)</g)].map(
      (m) => m[1]!,
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^\$[\d,]+$/);
  });

  it('rewrites affiliate links with the sub-id for the device and marks them noopener nofollow', async () => {
    const article = bestList();
    const mobile = decode(await page(pathOf(article)));
    // The click id is filled per click (decision 072): served links carry the slot, never the placeholder.
    expect(mobile).not.toContain('__COM_CLICK_ID__');
    expect(mobile).toMatch(/(?:u1|subId1)=c[a-z]-%7Bcid%7D-mwb/);
    const desktop = decode(await page(`${pathOf(article)}?setDevice=desktop`));
    expect(desktop).toMatch(/(?:u1|subId1)=c[a-z]-%7Bcid%7D-dtp/);
    const partnerLinks = [
      ...mobile.matchAll(/(<a [^>]*href="\/go\/\?to=https:\/\/(?:click\.linksynergy|goto\.)[^>]*>)/g),
    ];
    expect(partnerLinks.length).toBeGreaterThan(0);
    for (const [, tag] of partnerLinks) expect(tag).toContain('rel="noopener nofollow"');
  });

  it('serves signed images at the named size; the image host answers them at that size and refuses a bad signature', async () => {
    const html = decode(await page(pathOf(bestList())));
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(1);
    for (const img of images) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
    }
    const src = /<img [^>]*src="([^"]+\/resize\/[^"]+)"[^>]*width="(\d+)"[^>]*height="(\d+)"/.exec(html);
    expect(src).toBeTruthy();
    const [, url, width, height] = src!;
    expect(url).toContain('sig=');
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([Number(width), Number(height)]);
    const tampered = url!.replace(/width=\d+/, 'width=7');
    expect((await fetch(tampered)).status).toBe(403);
  });
});

describe('FAQ, chart and tweet shortcodes', () => {
  it('shows the FAQ and gives FAQPage structured data only for headings ending in "?"', async () => {
    const article = articles().find((a) => has(a, 'faq'))!;
    expect(article).toBeTruthy();
    const html = await page(pathOf(article));
    expect(html).toContain('class="shortcode shortcode--faq"');
    const faq = jsonLd(html).find((block) => block['@type'] === 'FAQPage');
    expect(faq).toBeTruthy();
    const questions = faq!.mainEntity as Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      expect(q['@type']).toBe('Question');
      expect(q.name.endsWith('?')).toBe(true);
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
    expect(html).toContain('What we looked at');
    expect(questions.some((q) => q.name === 'What we looked at')).toBe(false);
  });

  it('shows charts as a table with bars, and tweets as quotes', async () => {
    const chart = articles().find((a) => has(a, 'chart'));
    if (chart) {
      const html = await page(pathOf(chart));
      const figure = /<figure class="shortcode shortcode--chart">[\s\S]*?<\/figure>/.exec(html)?.[0] ?? '';
      expect(figure).toContain('<rect ');
      expect(figure).toContain('<table>');
    }
    const tweet = articles().find((a) => has(a, 'tweet'));
    if (tweet) expect(await page(pathOf(tweet))).toContain('class="shortcode shortcode--tweet"');
    expect(chart ?? tweet).toBeTruthy();
  });
});

describe('malformed shortcodes', () => {
  it('logs them and renders the rest of the article', async () => {
    const article = articles().find(
      (a) =>
        /<shortcode type="[a-z]+" data='(?!.*\}'><\/shortcode>)/.test(a.body) &&
        a.body.match(/data='[^']*'/g)?.some((d) => {
          try {
            JSON.parse(
              decode(d.slice(6, -1))
                .replace(/&#39;/g, "'")
                .replace(/&quot;/g, '"')
                .replace(/&lt;/g, '<')
                .replace(/&gt;/g, '>'),
            );
            return false;
          } catch {
            return true;
          }
        }),
    )!;
    expect(article).toBeTruthy();
    const html = await page(pathOf(article));
    expect(html).toContain(article.headline.replace(/&/g, '&amp;'));
    for (let i = 0; i < 20 && !neutron.logs.some((line) => line.msg === 'malformed shortcode ignored'); i++)
      await new Promise((done) => setTimeout(done, 50));
    expect(
      neutron.logs.some((line) => line.msg === 'malformed shortcode ignored' && line.contentId === article.id),
    ).toBe(true);
  });
});

describe('article head', () => {
  it('uses a signed seo_image_wide sharing image the image host answers', async () => {
    const article = articles().find((a) => a.image?.path && a.type === 'News')!;
    const html = decode(await page(pathOf(article)));
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toMatch(/\/resize\/.*height=675.*width=1200.*sig=/);
    const res = await fetch(og!);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 675]);
    const news = jsonLd(html).find((block) => block['@type'] === 'NewsArticle')!;
    expect((news.image as Array<{ url: string; width: number; height: number }>)[0]).toMatchObject({
      url: og,
      width: 1200,
      height: 675,
    });
  });
});
