/**
 * The built server against the local upstream, over HTTP: pages, status codes and headers a
 * browser, a crawler or a CDN would see.
 */
import { get as httpGet } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';
import { scriptsStartedBy } from '../../server/render/scriptsAfterLcp';

const stack = useStack();
let articlePath: string;

/** node:http, which (unlike fetch) hands back the body exactly as sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  const html = await (await get(stack.neutron.url, '/')).text();
  articlePath = [...html.matchAll(/<a href="(\/(?:tech|news|home|culture|science|health)\/[^"]+\/)"/g)].map(
    (m) => m[1]!,
  )[0]!;
});

describe('front door', () => {
  it('lists recent content by section, cached for 300 s', async () => {
    const res = await get(stack.neutron.url, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    for (const section of ['Tech', 'News', 'Science']) expect(html).toContain(`<h2>${section}</h2>`);
    expect(articlePath).toBeTruthy();
  });

  it('sends Last-Modified as the current time and Server-Timing phases', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    // A URL of its own: a repeat of '/' may be a fast replay, whose only phase is the replay (decision 090).
    const res = await get(stack.neutron.url, '/?utm_content=server-timing');
    const lastModified = Date.parse(res.headers.get('last-modified')!);
    expect(lastModified).toBeGreaterThanOrEqual(before - 1000);
    expect(lastModified).toBeLessThanOrEqual(Date.now());
    const timing = res.headers.get('server-timing')!;
    for (const phase of ['route', 'middleware', 'render']) expect(timing).toMatch(new RegExp(`(^|, )${phase};dur=`));
    expect(timing).toMatch(/(upstream|cache);dur=/);
    await res.arrayBuffer();
  });
});

describe('article page', () => {
  it('renders headline, byline, dates, hero image, body and head tags, cached for a day', async () => {
    const res = await get(stack.neutron.url, articlePath);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    const html = await res.text();
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toMatch(/<a href="\/profiles\/[a-z0-9._-]+\/" rel="author">/);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T/);
    expect(html).toMatch(/<img[^>]+width="\d+"[^>]+height="\d+"[^>]+loading="eager"/);
    expect((html.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(8);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<nav class="breadcrumbs"/);
    expect(html).toMatch(/<nav class="site-nav"/);
  });

  it('carries a parseable, escaped NewsArticle JSON-LD', async () => {
    const html = await (await get(stack.neutron.url, articlePath)).text();
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toMatch(/[<>]/);
    // The article first, then its BreadcrumbList (and a best list's products).
    const data = (JSON.parse(block) as Array<Record<string, unknown>>)[0]!;
    expect(data['@type']).toBe('NewsArticle');
    expect(data.headline).toBeTruthy();
    expect(Array.isArray(data.author)).toBe(true);
    expect(data.datePublished).toMatch(/^\d{4}-/);
    expect(data.speakable).toEqual({ '@type': 'SpeakableSpecification', cssSelector: ['article h1', 'article .dek'] });
    const logo = (data.publisher as { logo: { url: string; width: number; height: number } }).logo;
    expect([logo.width, logo.height]).toEqual([310, 310]);
    const png = await get(stack.neutron.url, new URL(logo.url).pathname);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).readUInt32BE(16)).toBe(310);
  });

  it('keeps the JavaScript of an article page within 100 KB gzip', async () => {
    const html = await (await get(stack.neutron.url, articlePath)).text();
    // What the boot script starts: the entry and the client chunks the page names (server/render/scriptsAfterLcp.ts).
    const scripts = scriptsStartedBy(html);
    expect(scripts.length).toBeGreaterThan(0);
    let total = 0;
    for (const script of scripts)
      total += gzipSync(Buffer.from(await (await get(stack.neutron.url, script)).arrayBuffer()), { level: 9 }).length;
    expect(total).toBeLessThanOrEqual(100 * 1024);
  });

  it('protects inline scripts with the per-request nonce named in the CSP', async () => {
    // Two fresh renders (distinct URLs a page reads: a render-cache replay keeps the nonce it was rendered with, decision 025;
    // a parameter no page reads would be the same render, decision 053).
    const [a, b] = await Promise.all([
      get(stack.neutron.url, `${articlePath}?utm_content=a`),
      get(stack.neutron.url, `${articlePath}?utm_content=b`),
    ]);
    const nonceA = /'nonce-([^']+)'/.exec(a.headers.get('content-security-policy')!)![1];
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get('content-security-policy')!)![1];
    expect(nonceA).not.toBe(nonceB);
    const html = await a.text();
    await b.arrayBuffer();
    const nonces = scriptNonces(html);
    // At least the boot script and the inline flight payload (a page may add head scripts).
    expect(nonces.length).toBeGreaterThanOrEqual(2);
    expect(new Set(nonces)).toEqual(new Set([nonceA]));
    expect(html).toContain('(self.__NF||=[]).push(');
  });

  it('answers the slashless form with a 301 to the slash form, query kept', async () => {
    const res = await get(stack.neutron.url, `${articlePath.slice(0, -1)}?utm_source=x&b=2`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${articlePath}?utm_source=x&b=2`);
  });

  it('answers an RSC request with the flight payload, varying on RSC', async () => {
    const res = await get(stack.neutron.url, articlePath, { RSC: '1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/x-component; charset=utf-8');
    expect(res.headers.get('vary')).toMatch(/\bRSC\b/);
    const body = await res.text();
    expect(body).toMatch(/^\d+:/m);
    expect(body).not.toContain('<!DOCTYPE');
    const viaQuery = await get(stack.neutron.url, `${articlePath}?_rsc=1`);
    expect(viaQuery.headers.get('content-type')).toBe('text/x-component; charset=utf-8');
    await viaQuery.arrayBuffer();
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    // One A/B state for all three (a first visit draws a bucket, and testA renders no ad slots).
    const visitor = { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' };
    const plain = await (await get(stack.neutron.url, '/', { 'accept-encoding': 'identity', ...visitor })).text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const { headers, body } = await rawGet(`${stack.neutron.url}/`, { 'accept-encoding': encoding, ...visitor });
      expect(headers['content-encoding']).toBe(encoding);
      const text = decode(body).toString('utf8');
      expect(text.length).toBeGreaterThan(body.length);
      const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, '').slice(0, 2000);
      expect(withoutNonces(text)).toBe(withoutNonces(plain));
    }
  });
});

describe('render cache', () => {
  it('replays a complete render of the same content byte for byte, under the policy of its own nonce', async () => {
    const path = `${articlePath}?render-cache-test=1`;
    // A returning visitor: the same A/B state on both requests (a first visit draws a bucket).
    const visitor = { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' };
    const first = await get(stack.neutron.url, path, visitor);
    const firstHtml = await first.text();
    expect(first.headers.get('server-timing')).not.toContain('desc="cached"');
    const second = await get(stack.neutron.url, path, visitor);
    const secondHtml = await second.text();
    expect(second.headers.get('server-timing')).toContain('render;dur=0;desc="cached"');
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy')!)![1]!;
    expect(new Set(scriptNonces(secondHtml))).toEqual(new Set([nonce]));
    expect(secondHtml).toBe(firstHtml);
    // Compressed replays are the same stored bytes too.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const { headers, body } = await rawGet(`${stack.neutron.url}${path}`, {
        'accept-encoding': encoding,
        ...visitor,
      });
      expect(headers['content-encoding']).toBe(encoding);
      expect(decode(body).toString('utf8')).toBe(firstHtml);
    }
  });
});

describe('render cache keys and replayed headers', () => {
  it('a replay carries the headers of the render it replays; another A/B bucket and the RSC form are renders of their own', async () => {
    const path = `${articlePath}?utm_content=replay-headers`; // a read parameter: a URL no other test renders
    const control = { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' };
    const testA = { cookie: 'nemo_highlander=service_off%3A1%3AtestA' };
    const cached = (res: Response) => (res.headers.get('server-timing') ?? '').includes('desc="cached"');
    // What may differ between two responses with the same body: per response, or framing.
    const PER_RESPONSE = new Set([
      'x-request-id',
      'server-timing',
      'date',
      'last-modified',
      'transfer-encoding',
      'content-length',
      'keep-alive',
      'connection',
    ]);
    const comparable = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([name]) => !PER_RESPONSE.has(name)));

    const first = await get(stack.neutron.url, path, control);
    const firstHtml = await first.text();
    const replay = await get(stack.neutron.url, path, control);
    expect(await replay.text()).toBe(firstHtml);
    expect(cached(first)).toBe(false);
    expect(cached(replay)).toBe(true);
    expect(comparable(replay)).toEqual(comparable(first));
    expect(replay.headers.get('content-security-policy')).toContain("'nonce-");
    expect(replay.headers.get('etag')).toBeTruthy();

    const otherBucket = await get(stack.neutron.url, path, testA);
    await otherBucket.text();
    expect(cached(otherBucket)).toBe(false);
    expect(otherBucket.headers.get('content-security-policy')).not.toBe(first.headers.get('content-security-policy'));

    const rsc = await get(stack.neutron.url, path, { ...control, RSC: '1' });
    expect(await rsc.text()).not.toBe(firstHtml);
    expect(cached(rsc)).toBe(false);
    expect(rsc.headers.get('content-type')).toContain('text/x-component');
  });
});

describe('errors', () => {
  it.each(['/news/no-such-story-here/', '/no/such/route/', '/tech/mobile/NOT_A_SLUG/'])(
    '%s is the 404 page',
    async (path) => {
      const res = await get(stack.neutron.url, path);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(await res.text()).toContain('This page could not be found');
    },
  );

  it('/_error/static/ answers 500 with the static error message', async () => {
    const res = await get(stack.neutron.url, '/_error/static/');
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Neutron static error page.');
  });

  it('a moved slug answers 301 to its new address', async () => {
    const moved = stack.upstream.movedSlug;
    const res = await get(stack.neutron.url, `/news/${moved.from}/`);
    expect(res.status).toBe(301);
    // Straight to where the moved article lives (its canonical address), in one hop.
    const canonical = stack.upstream.world.articleBySlug.get(moved.to)!.canonicalUrl!;
    expect(res.headers.get('location')).toBe(new URL(canonical, 'http://site.invalid').pathname);
  });

  it('a moved slug asked for under another topic answers one 301, straight to a page that answers 200', async () => {
    const moved = stack.upstream.world.moved.filter((entry) => entry.site === 'cnet');
    expect(moved.length).toBeGreaterThan(0);
    for (const { oldSlug } of moved) {
      const res = await get(stack.neutron.url, `/tech/mobile/${oldSlug}/?utm_source=x`);
      expect(res.status).toBe(301);
      const location = res.headers.get('location')!;
      expect(location).toMatch(/\?utm_source=x$/);
      const next = await get(stack.neutron.url, location);
      expect([location, next.status]).toEqual([location, 200]);
    }
  });

  it('other methods get 405', async () => {
    const res = await fetch(`${stack.neutron.url}/`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('static files', () => {
  it('serves the client build immutable for a year', async () => {
    const html = await (await get(stack.neutron.url, '/')).text();
    const script = scriptsStartedBy(html).find((src) => /^\/static\/main\.[a-f0-9]+\.js$/.test(src))!;
    const res = await get(stack.neutron.url, script, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    await res.arrayBuffer();
    expect((await get(stack.neutron.url, '/static/nope.js')).status).toBe(404);
    expect((await get(stack.neutron.url, '/static/react-client-manifest.json')).status).toBe(404);
  });
});
