/**
 * The separate server paths of 000 §2 other than feeds and sitemaps: /apple-news/, /a/img/,
 * /products/, /api/editionurlgenerator/ and /apigee/users/, against the local upstream (and,
 * for what the user-data service receives, a recording stand-in).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import sharp from 'sharp';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../../upstream/start';
import { createReaders } from '../../upstream/identity/readers';
import { testPassword } from '../../upstream/identity/accounts';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { get, startNeutron, type Neutron } from '../support/neutron';
import { signInOverHttp } from '../support/signIn';

const ORIGIN = 'https://www.neutron.test';
let upstream: RunningUpstream;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0 });
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url, SITE_ORIGIN: ORIGIN });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

const path = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('/apple-news/', () => {
  it('answers the Apple News Format document of an article, with the required properties', async () => {
    // One with headings and a link to another page of the site.
    const article = upstream.world.articles.find(
      (a) => a.site === 'cnet' && a.body?.includes('<h2>') && a.body.includes('href="/'),
    )!;
    const res = await get(neutron.url, `/apple-news/${article.slug}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const doc = (await res.json()) as Record<string, unknown> & {
      components: Array<{ role: string; text?: string }>;
      layout: { columns: number; width: number };
      metadata: Record<string, unknown>;
      componentTextStyles: Record<string, unknown>;
    };
    for (const key of ['version', 'identifier', 'title', 'language', 'layout', 'components', 'componentTextStyles'])
      expect(doc[key], key).toBeDefined();
    expect(doc.identifier).toBe(article.id);
    expect(doc.title).toBe(article.headline);
    expect(doc.layout.columns).toBeGreaterThan(0);
    expect(doc.componentTextStyles.default).toBeDefined();
    expect(doc.components[0]).toEqual({ role: 'title', text: article.headline });
    expect(doc.components.some((c) => c.role === 'body')).toBe(true);
    expect(doc.components.some((c) => c.role === 'heading2')).toBe(true);
    expect(JSON.stringify(doc.components)).not.toContain('<shortcode');
    // The format's shapes: known roles, text where a role needs it, absolute links and photo URLs, ISO dates.
    expect(doc.version).toMatch(/^\d+\.\d+$/);
    expect(doc.language).toMatch(/^[a-z]{2}(?:_[A-Z]{2})?$/);
    expect(doc.layout.width).toBeGreaterThan(0);
    for (const component of doc.components as Array<{ role: string; text?: string; URL?: string; format?: string }>) {
      expect(['title', 'intro', 'byline', 'heading2', 'body', 'photo']).toContain(component.role);
      if (component.role === 'photo') expect(component.URL).toMatch(/^https?:\/\//);
      else expect(component.text?.length).toBeGreaterThan(0);
      for (const href of (component.text ?? '').matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^https?:\/\//);
    }
    expect(new Date(String(doc.metadata.datePublished)).toISOString()).toBe(doc.metadata.datePublished);
    expect(doc.metadata.canonicalURL).toBe(`${ORIGIN}${article.canonicalUrl}`);
    // The canonical address is a real page.
    expect((await get(neutron.url, article.canonicalUrl!)).status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect((await get(neutron.url, `/apple-news/${article.slug}/`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('finds roadshow articles too, and 404s the unknown and the malformed', async () => {
    const car = upstream.world.articles.find((a) => a.site === 'roadshow')!;
    expect((await get(neutron.url, `/apple-news/${car.slug}/`)).status).toBe(200);
    expect((await get(neutron.url, '/apple-news/no-such-article-here/')).status).toBe(404);
    expect((await get(neutron.url, '/apple-news/Bad%20Slug/')).status).toBe(404);
    const log = neutron.logs.filter((entry) => entry.msg === 'request' && entry.route === 'apple-news');
    expect(log.length).toBeGreaterThan(0);
  });
});

describe('/a/img/', () => {
  it('redirects to the signed resize URL of the image at the named size, which the image service serves', async () => {
    const image = upstream.world.articles[0]!.image!;
    const res = await get(neutron.url, `/a/img/seo_image_wide${image.path}`);
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${upstream.url}/resize${image.path}?`)).toBe(true);
    expect(location).toMatch(/width=1200/);
    const served = await fetch(location);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1200);
    expect((await get(neutron.url, `/a/img/1200x675${image.path}`)).headers.get('location')).toBe(location);
  });

  it.each([
    '/a/img/huge_size/2025/05/01/0f5d4adf0f0e/phone.jpg',
    '/a/img/99x99/2025/05/01/0f5d4adf0f0e/phone.jpg',
    '/a/img/seo_image_wide//evil.example.com/x.jpg',
    '/a/img/seo_image_wide/https:/evil.example.com/x.jpg',
    '/a/img/seo_image_wide/2025/05/01/0f5d4adf0f0e/..%2F..%2Fx.jpg',
    '/a/img/',
  ])('%s → 404, never a redirect', async (url) => {
    const res = await get(neutron.url, url);
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('/products/', () => {
  it('sends a reviewed product to its review page, which answers 200', async () => {
    const record = upstream.world.products.find((p) => p.product.reviews.length > 0)!;
    const res = await get(neutron.url, `/products/${record.product.id}/`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${ORIGIN}${record.product.reviews[0]!.url}`);
    expect((await get(neutron.url, path(res.headers.get('location')!))).status).toBe(200);
  });

  it('sends a product without a review to its reseller', async () => {
    const record = upstream.world.products.find(
      (p) => p.product.reviews.length === 0 && p.product.resellers.length > 0,
    )!;
    const res = await get(neutron.url, `/products/${record.product.id}/`);
    expect(res.status).toBe(302);
    const expected = [...record.product.resellers].sort(
      (a, b) => (b.weight ?? 0) - (a.weight ?? 0) || (a.price ?? 0) - (b.price ?? 0),
    )[0]!;
    expect(res.headers.get('location')).toBe(expected.url);
  });

  it.each(['/products/00000000-0000-4000-8000-000000000000/', '/products/not-a-uuid/', '/products/..%2f/'])(
    '%s → 404',
    async (url) => {
      expect((await get(neutron.url, url)).status).toBe(404);
    },
  );
});

describe('/api/editionurlgenerator/', () => {
  it('answers the canonical URL of a content type and slug for the edition', async () => {
    const article = upstream.world.articles.find((a) => a.site === 'cnet')!;
    const res = await get(neutron.url, `/api/editionurlgenerator/?contentType=article&slug=${article.slug}&edition=us`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      url: `${ORIGIN}${article.canonicalUrl}`,
      path: article.canonicalUrl,
      contentType: 'article',
      slug: article.slug,
      edition: 'us',
    });
    const review = upstream.world.reviews[0]!;
    const reviewAnswer = (await (
      await get(neutron.url, `/api/editionurlgenerator/?contentType=review&slug=${review.slug}`)
    ).json()) as { url: string };
    expect(reviewAnswer.url).toBe(`${ORIGIN}${review.canonicalUrl}`);
    expect((await get(neutron.url, path(reviewAnswer.url))).status).toBe(200);
  });

  it('answers a moved slug with the new URL', async () => {
    const moved = upstream.world.moved[0]!;
    const res = await get(neutron.url, `/api/editionurlgenerator/?contentType=article&slug=${moved.oldSlug}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toContain(`/${moved.newSlug}/`);
  });

  it.each([
    ['?contentType=article&slug=no-such-thing', 404],
    ['?contentType=article&slug=x&edition=uk', 404],
    ['?contentType=article', 400],
    ['?contentType=art1cle&slug=x', 400],
    ['?contentType=article&slug=Bad Slug', 400],
    ['?contentType=article&slug=x&edition=usa', 400],
  ])('%s → %i', async (query, status) => {
    const res = await get(neutron.url, `/api/editionurlgenerator/${query}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('/apigee/users/', () => {
  // Sign-in redirects back to the server's own origin, so the signed-in relay is checked on a
  // second Neutron without SITE_ORIGIN, against the same upstream and its OpenID provider.
  let signedNeutron: Neutron;
  beforeAll(async () => {
    signedNeutron = await startNeutron({ CONTENT_API_URL: upstream.url });
  });
  afterAll(async () => {
    await signedNeutron?.stop();
  });

  it('relays the reader’s bearer calls to the user-data service: token, profile read and write', async () => {
    const reader = createReaders(DEFAULT_SEED)[3]!;
    const { accessToken } = await signInOverHttp(signedNeutron.url, {
      email: reader.email,
      password: testPassword(reader.username),
    });
    const authorization = `Bearer ${accessToken}`;
    const token = await fetch(`${neutron.url}/apigee/users/cnet/user/token`, {
      method: 'POST',
      headers: { authorization },
    });
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(((await token.json()) as { data: { user: { email: { email: string } } } }).data.user.email.email).toBe(
      reader.email,
    );
    const written = await fetch(`${neutron.url}/apigee/users/cnet/user/profile`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Relay Test' }),
    });
    expect(written.status).toBe(200);
    const read = await fetch(`${neutron.url}/apigee/users/cnet/user/profile`, { headers: { authorization } });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(((await read.json()) as { data: { profile: { displayName: string } } }).data.profile.displayName).toBe(
      'Relay Test',
    );
    // The token was the reader's own: another reader's token reads another profile.
    const other = createReaders(DEFAULT_SEED)[4]!;
    const second = await signInOverHttp(signedNeutron.url, {
      email: other.email,
      password: testPassword(other.username),
    });
    const theirs = await fetch(`${neutron.url}/apigee/users/cnet/user/profile`, {
      headers: { authorization: `Bearer ${second.accessToken}` },
    });
    expect(((await theirs.json()) as { data: { profile: { displayName: string } } }).data.profile.displayName).not.toBe(
      'Relay Test',
    );
  });

  it('refuses calls without a bearer token, unknown calls and methods, and large bodies', async () => {
    expect((await fetch(`${neutron.url}/apigee/users/cnet/user/profile`)).status).toBe(401);
    expect(
      (
        await fetch(`${neutron.url}/apigee/users/cnet/user/profile`, {
          headers: { authorization: 'Bearer not-a-valid-token' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await fetch(`${neutron.url}/apigee/users/cnet/user/other`, { headers: { authorization: 'Bearer x' } })).status,
    ).toBe(404);
    expect(
      (await fetch(`${neutron.url}/apigee/users/other/user/profile`, { headers: { authorization: 'Bearer x' } }))
        .status,
    ).toBe(404);
    expect(
      (await fetch(`${neutron.url}/apigee/users/cnet/user/token`, { headers: { authorization: 'Bearer x' } })).status,
    ).toBe(405);
    const big = await fetch(`${neutron.url}/apigee/users/cnet/user/profile`, {
      method: 'PUT',
      headers: { authorization: 'Bearer x' },
      body: 'x'.repeat(9_000),
    });
    expect(big.status).toBe(413);
  });
});

describe('/apigee/users/ against a recording user-data service', () => {
  let recorder: Server;
  let relayNeutron: Neutron;
  const seen: Array<{ url: string; authorization?: string }> = [];
  let answer: (req: IncomingMessage) => { status: number; headers?: Record<string, string>; body: string } = () => ({
    status: 200,
    body: '{"data":{"profile":{}}}',
  });

  beforeAll(async () => {
    recorder = createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
      const reply = answer(req);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body);
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
    relayNeutron = await startNeutron({ CONTENT_API_URL: base, CONTENT_API_KEY: 'secret-key', SITE_ORIGIN: ORIGIN });
  });
  afterAll(async () => {
    await relayNeutron?.stop();
    await new Promise<void>((resolve) => recorder.close(() => resolve()));
  });

  it('sends the bearer token to the same base and never the api key', async () => {
    seen.length = 0;
    const res = await fetch(`${relayNeutron.url}/apigee/users/roadshow/user/profile`, {
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(res.status).toBe(200);
    const call = seen.find((entry) => entry.url.includes('/user/profile'))!;
    expect(call.url).toBe('/api/neutron/uds/roadshow/user/profile');
    expect(call.url).not.toContain('apiKey');
    expect(call.authorization).toBe('Bearer abc.def.ghi');
  });

  it('follows no redirect the service answers (credentials would leave the base)', async () => {
    answer = () => ({ status: 302, headers: { location: 'https://evil.example.com/steal' }, body: '{}' });
    seen.length = 0;
    const res = await fetch(`${relayNeutron.url}/apigee/users/cnet/user/profile`, {
      headers: { authorization: 'Bearer abc' },
      redirect: 'manual',
    });
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
    expect(seen.filter((entry) => entry.url.includes('/user/')).length).toBe(1);
  });
});

describe('commerce shortcodes (Shortcodes call)', () => {
  const commerceArticles = () =>
    upstream.world.articles.filter((a) => a.site === 'cnet' && a.body?.includes('<shortcode type="commerce"'));
  const control = (body: unknown) =>
    fetch(`${upstream.url}/__control`, {
      method: body === undefined ? 'DELETE' : 'PUT',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('asks the Shortcodes call for the current offer of each commerce shortcode while rendering the article', async () => {
    const article = commerceArticles()[0]!;
    const res = await get(neutron.url, article.canonicalUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toMatch(/desc="shortcodes/);
    const html = await res.text();
    const id = /"id":"([0-9a-f-]{36})"/.exec(
      /data='([^']*)'/.exec(article.body!.slice(article.body!.indexOf('type="commerce"')))![1]!.replace(/&quot;/g, '"'),
    )![1]!;
    const offer = upstream.world.products.find((p) => p.product.id === id)!.product.resellers[0]!;
    expect(html).toContain('shortcode--commerce');
    const merchants = [...html.matchAll(/class="shortcode__merchant">at (?:<!-- -->)?([^<]+)</g)].map((m) => m[1]);
    expect(merchants).toContain(offer.name!.replace(/&/g, '&amp;'));
  });

  it('a refreshed article is the same content version while its offers are cached: the render cache still replays it', async () => {
    const article = commerceArticles()[2]!;
    const first = await get(neutron.url, article.canonicalUrl!);
    await first.text();
    // The same reader (A/B bucket and device cookies) asks again: the same request state.
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const again = await get(neutron.url, article.canonicalUrl!, { cookie });
    await again.text();
    expect(again.headers.get('server-timing')).toMatch(/desc="?cached/);
  });

  it('keeps the saved offer when the call hangs, within its own short deadline', async () => {
    const article = commerceArticles()[1]!;
    await control({ faults: [{ match: '/shortcodes/', mode: 'hang' }] });
    try {
      const started = Date.now();
      const res = await get(neutron.url, article.canonicalUrl!);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('shortcode--commerce');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await control(undefined);
    }
  });
});

describe('route names in the metrics', () => {
  it('counts each separate server path under its own route name', async () => {
    for (const url of [
      '/robots.txt',
      '/feed/',
      '/apple-news/no-such-article-here/',
      '/a/img/',
      '/products/not-a-uuid/',
      '/api/editionurlgenerator/',
      '/apigee/users/cnet/user/profile',
    ]) {
      await (await get(neutron.url, url)).body?.cancel();
    }
    const metrics = await (await get(neutron.url, '/metrics')).text();
    for (const route of [
      'robots',
      'feed-frontdoor',
      'apple-news',
      'image-redirect',
      'product-redirect',
      'edition-url-generator',
      'user-api',
    ]) {
      expect(metrics, route).toMatch(
        new RegExp(`neutron_http_requests_total\\{route="${route}",status="\\d{3}"\\} [1-9]`),
      );
    }
  });
});
