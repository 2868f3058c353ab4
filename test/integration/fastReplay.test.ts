/**
 * Fast replays (decision 090): a repeat of a request the page path answered from the render
 * cache is answered before routing and middleware — with exactly what the page path sends, the
 * A/B state of the visitor (a cookieless visitor's fresh draw included), and never another
 * reader's variant; an edit's purge ends it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream } from '../../upstream/start';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';
import { freePort } from '../support/freePort';
import { get, startNeutron, type Neutron } from '../support/neutron';

const world = createWorld({ seed: DEFAULT_SEED, now: Date.now() });
const articles = world.articles.filter(
  (article) => article.site === 'cnet' && article.typeName === 'content_article' && article.canonicalUrl,
);
const PURGE_KEY = 'fast-replay-test-purge-key-0123456789';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let neutron: Neutron;

beforeAll(async () => {
  const port = await freePort();
  upstream = await startUpstream({
    port: 0,
    world,
    announce: { url: `http://127.0.0.1:${port}/_purge`, key: PURGE_KEY },
  });
  // A render cache that outlives the test's requests on a busy machine.
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    PORT: String(port),
    PURGE_KEY,
    RENDER_CACHE_TTL_MS: '60000',
  });
});

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

/** Answered by the fast path: its Server-Timing has no route or middleware phase. */
const fast = (res: Response) => res.headers.get('server-timing') === 'render;dur=0;desc="cached"';
const pagePathReplay = (res: Response) => /middleware;dur=.*desc="cached"/.test(res.headers.get('server-timing') ?? '');
const PER_RESPONSE = new Set([
  'x-request-id',
  'server-timing',
  'date',
  'last-modified',
  'transfer-encoding',
  'content-length',
  'keep-alive',
  'connection',
  'set-cookie',
]);
const comparable = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !PER_RESPONSE.has(name)));

/** The visitor's A/B test and bucket from nemo_highlander, and whether the page says the same. */
function abAgreement(res: Response, html: string): { bucket: string; agrees: boolean } | null {
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith('nemo_highlander='));
  if (!cookie) return null;
  const [id, version, bucket] = decodeURIComponent(cookie.slice('nemo_highlander='.length, cookie.indexOf(';'))).split(
    ':',
  );
  return { bucket: bucket!, agrees: html.includes(`${id}|${version}|${bucket}`) };
}

describe('fast replays', () => {
  it("answers a repeat with the bytes and headers of the page path's replay, whatever cookies pages do not read", async () => {
    const path = articles[0]!.canonicalUrl!;
    const visitor = { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' };
    const rendered = await get(neutron.url, path, visitor);
    const html = await rendered.text();
    const replay = await get(neutron.url, path, visitor);
    expect(await replay.text()).toBe(html);
    expect(pagePathReplay(replay)).toBe(true);
    for (const cookie of [visitor.cookie, `_ga=GA1.2.345; ${visitor.cookie}; consent=granted`]) {
      const again = await get(neutron.url, path, { cookie });
      expect(fast(again), cookie).toBe(true);
      expect(await again.text()).toBe(html);
      expect(comparable(again)).toEqual(comparable(replay));
      expect(again.headers.get('x-request-id')).not.toBe(replay.headers.get('x-request-id'));
    }
    // A HEAD of the same page: its GET's headers and length, no body.
    const head = await fetch(`${neutron.url}${path}`, {
      method: 'HEAD',
      headers: { ...visitor, 'accept-encoding': 'identity' },
    });
    expect(fast(head)).toBe(true);
    expect(head.status).toBe(200);
    const { 'content-encoding': encoded, ...replayHeaders } = comparable(replay);
    expect(encoded).toBe('gzip');
    expect(comparable(head)).toEqual(replayHeaders);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(await head.text()).toBe('');
    // The request's log line and metrics, as for any page.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = neutron.logs.filter((entry) => entry.msg === 'request' && entry.path === path);
    expect(lines.at(-2)).toMatchObject({ route: expect.stringContaining('article'), status: 200, method: 'GET' });
    expect(lines.at(-1)).toMatchObject({ route: expect.stringContaining('article'), status: 200, method: 'HEAD' });
    const metrics = await (await get(neutron.url, '/metrics')).text();
    expect(metrics).toMatch(/neutron_http_requests_total\{route="[^"]*article[^"]*",status="200"\} [1-9]/);
  });

  it("never hands a reader another reader's variant: device, A/B bucket and the signed-in cookie", async () => {
    const path = articles[1]!.canonicalUrl!;
    const pages = new Map<string, string>();
    for (const device of ['desktop', 'mobile']) {
      for (const bucket of ['control', 'testA']) {
        const cookie = `device=${device}; nemo_highlander=laptop_cta_test%3A1%3A${bucket}`;
        const first = await (await get(neutron.url, path, { cookie })).text();
        await (await get(neutron.url, path, { cookie })).text();
        const third = await get(neutron.url, path, { cookie });
        expect(fast(third)).toBe(true);
        const html = await third.text();
        expect(html).toBe(first);
        expect(html).toContain(`laptop_cta_test|1|${bucket}`);
        pages.set(`${device} ${bucket}`, html);
      }
    }
    expect(new Set(pages.values()).size).toBe(4);
    // A session cookie (here not a valid one) is never answered by the fast path.
    for (let i = 0; i < 3; i += 1) {
      const res = await get(neutron.url, path, { cookie: 'neutron_session=not-a-session; device=desktop' });
      await res.text();
      expect(fast(res)).toBe(false);
    }
  });

  it("gives a first visit the device its browser says, and never another device's page (decision 117)", async () => {
    // An article of the standard layout (a longform one has no skybox on any device).
    const path = articles.slice(3).find((article) => !article.canonicalUrl!.includes('/features/'))!.canonicalUrl!;
    const DESKTOP_UA =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const PHONE_UA =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    // A/B: one bucket for everyone here, so that only the device can tell the pages apart.
    const ab = 'nemo_highlander=service_off%3A1%3Acontrol';
    const visitors: Array<{ name: string; headers: Record<string, string>; device: string; agent: boolean }> = [
      { name: 'desktop agent', headers: { 'user-agent': DESKTOP_UA, cookie: ab }, device: 'desktop', agent: true },
      { name: 'phone agent', headers: { 'user-agent': PHONE_UA, cookie: ab }, device: 'mobile', agent: true },
      {
        name: 'hint ?0 (phone agent)',
        headers: { 'user-agent': PHONE_UA, 'sec-ch-ua-mobile': '?0', cookie: ab },
        device: 'desktop',
        agent: false,
      },
      {
        name: 'hint ?1 (desktop agent)',
        headers: { 'user-agent': DESKTOP_UA, 'sec-ch-ua-mobile': '?1', cookie: ab },
        device: 'mobile',
        agent: false,
      },
    ];
    const slotNames = (html: string) => [...html.matchAll(/id="ad-container-([A-Za-z]+)-\d+"/g)].map((m) => m[1]);
    // Each visitor three times, interleaved: rendered, then replayed by the page path, then by the fast path.
    for (let round = 0; round < 3; round += 1) {
      for (const visitor of visitors) {
        const res = await get(neutron.url, path, visitor.headers);
        const html = await res.text();
        expect(html, `${visitor.name}, round ${round}`).toContain(`data-device="${visitor.device}"`);
        const names = slotNames(html);
        if (visitor.device === 'desktop') {
          expect(names, visitor.name).toContain('globalSkybox');
          expect(names, visitor.name).not.toContain('mobileBanner');
        } else {
          expect(names, visitor.name).toContain('mobileBanner');
          expect(names, visitor.name).not.toContain('globalSkybox');
        }
        expect(res.headers.get('accept-ch')).toBe('Sec-CH-UA-Mobile');
        const vary = res.headers.get('vary') ?? '';
        expect(vary).toContain('Sec-CH-UA-Mobile');
        expect(vary.includes('User-Agent'), `${visitor.name}: Vary ${vary}`).toBe(visitor.agent);
        if (round === 2) expect(fast(res), visitor.name).toBe(true);
      }
    }
  });

  it("gives cookieless visitors fresh draws: every response's cookie names the bucket its page shows", async () => {
    const path = articles[2]!.canonicalUrl!;
    const buckets = new Map<string, number>();
    let fastAnswers = 0;
    for (let i = 0; i < 80; i += 1) {
      const res = await get(neutron.url, path);
      const html = await res.text();
      const ab = abAgreement(res, html);
      expect(ab, 'a first visit to an article is drawn into its test').not.toBeNull();
      expect(ab!.agrees).toBe(true);
      buckets.set(ab!.bucket, (buckets.get(ab!.bucket) ?? 0) + 1);
      if (fast(res)) fastAnswers += 1;
    }
    expect(buckets.size).toBeGreaterThan(1);
    expect(fastAnswers).toBeGreaterThan(40);
  });

  it("an edit's purge ends the fast answers of the edited article at once", async () => {
    const article = articles[3]!;
    const path = article.canonicalUrl!;
    const visitor = { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' };
    for (let i = 0; i < 2; i += 1) await (await get(neutron.url, path, visitor)).text();
    const before = await get(neutron.url, path, visitor);
    expect(fast(before)).toBe(true);
    await before.text();
    const headline = `Edited while replayed ${Date.now()}`;
    const edit = await fetch(`${upstream.url}/__articles/cnet/${article.slug}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headline }),
    });
    expect(edit.status).toBe(200);
    const after = await get(neutron.url, path, visitor);
    expect(fast(after)).toBe(false);
    expect(await after.text()).toContain(headline);
  });
});
