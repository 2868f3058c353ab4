/**
 * robots.txt and the XML sitemaps, as a crawler meets them: every sitemap validates against the
 * sitemaps.org schemas (and the news, image and video extensions) with xmllint, every URL they
 * list answers 200 at its canonical address, conditional GET and compression work, and bad
 * input is 404/400, never 500.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import robotsParser from 'robots-parser';
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/neutron';
import { CRAWL_ORIGIN, fetchText, notOk, onSite, pool } from '../support/crawl';
import { useStack } from '../support/stack';
import { SCHEMAS, xmllint } from '../support/xmllint';

const ORIGIN = CRAWL_ORIGIN;
const stack = useStack({ SITE_ORIGIN: ORIGIN });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
const text = (path: string, headers: Record<string, string> = {}) => fetchText(stack.neutron.url, path, headers);

describe('robots.txt', () => {
  it('keeps crawlers out of the non-public paths and names the sitemaps by absolute URL', async () => {
    const res = await text('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // Read by robots-parser, as a crawler reads it.
    const robots = robotsParser(`${ORIGIN}/robots.txt`, res.body);
    for (const path of [
      '/_hidden/personal-finance/banking/business-checking/',
      '/user/settings/',
      '/signin/',
      '/signout/',
      '/ab-test-summary/',
      '/apigee/users/cnet/user/profile',
    ]) {
      expect(robots.isDisallowed(`${ORIGIN}${path}`, 'Googlebot'), path).toBe(true);
    }
    for (const path of ['/', '/tech/', '/sitemaps/index.xml', '/feed/'])
      expect(robots.isAllowed(`${ORIGIN}${path}`, 'Googlebot'), path).toBe(true);
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemaps/index.xml`, `${ORIGIN}/sitemaps/news.xml`]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('XML sitemaps', () => {
  const sitemaps = new Map<string, string>();
  let indexXml = '';

  beforeAll(async () => {
    const index = await text('/sitemaps/index.xml');
    expect(index.status).toBe(200);
    indexXml = index.body;
    await pool(locs(indexXml), 4, async (loc) => {
      const res = await text(onSite(loc));
      expect(res.status, loc).toBe(200);
      sitemaps.set(loc, res.body);
    });
  }, 120_000);

  it('the index validates against the sitemaps.org index schema and lists news, doors and month sitemaps', () => {
    const result = xmllint(indexXml, SCHEMAS.sitemapIndex);
    expect(result.output).toContain('validates');
    expect(result.ok).toBe(true);
    const listed = locs(indexXml);
    expect(listed.length).toBeLessThanOrEqual(50_000);
    expect(listed).toContain(`${ORIGIN}/sitemaps/news.xml`);
    expect(listed).toContain(`${ORIGIN}/sitemaps/doors.xml`);
    expect(listed.filter((loc) => /\/sitemaps\/[a-z-]+\/\d{4}\/\d{2}\.xml$/.test(loc)).length).toBeGreaterThan(50);
    expect(indexXml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
  });

  it('every listed sitemap validates with its news, image and video extensions, within the protocol limits', () => {
    expect(sitemaps.size).toBe(locs(indexXml).length);
    for (const [loc, xml] of sitemaps) {
      const result = xmllint(xml, SCHEMAS.urlset);
      expect(result.ok, `${loc}: ${result.output}`).toBe(true);
      const official = xmllint(xml, SCHEMAS.officialUrlset);
      expect(official.ok, `${loc} (official sitemap.xsd): ${official.output}`).toBe(true);
      expect(locs(xml).length).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(52_428_800);
    }
    const all = [...sitemaps.values()].join('');
    expect(all).toContain('<image:image><image:loc>');
    expect(all).toContain('<video:video><video:thumbnail_loc>');
  });

  it('the news sitemap lists stories of the last 48 hours with publication, date and title', () => {
    const xml = sitemaps.get(`${ORIGIN}/sitemaps/news.xml`)!;
    const dates = [...xml.matchAll(/<news:publication_date>([^<]+)<\/news:publication_date>/g)].map((m) =>
      Date.parse(m[1]!),
    );
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBe(locs(xml).length);
    for (const date of dates) expect(Date.now() - date).toBeLessThanOrEqual(48 * 3_600_000 + 60_000);
    expect(xml).toContain(
      '<news:publication><news:name>CNET</news:name><news:language>en</news:language></news:publication>',
    );
    expect(xml).toMatch(/<news:title>[^<]+<\/news:title>/);
  });

  it('an invalid document fails the same validation (the check can fail)', () => {
    const xml = sitemaps.get(`${ORIGIN}/sitemaps/news.xml`)!;
    expect(xmllint(xml.replace(/<lastmod>[^<]+<\/lastmod>/, '<lastmod>yesterday</lastmod>'), SCHEMAS.urlset).ok).toBe(
      false,
    );
    expect(
      xmllint(xml.replace(/<lastmod>[^<]+<\/lastmod>/, '<lastmod>yesterday</lastmod>'), SCHEMAS.officialUrlset).ok,
    ).toBe(false);
    expect(
      xmllint(
        xml.replace('<loc>', '<loc>x').replace('</loc>', '</loc><changefreq>sometimes</changefreq>'),
        SCHEMAS.officialUrlset,
      ).ok,
    ).toBe(false);
    expect(
      xmllint(
        xml.replace('<news:title>', '<news:headline>').replace('</news:title>', '</news:headline>'),
        SCHEMAS.urlset,
      ).ok,
    ).toBe(false);
    expect(xmllint(indexXml.replace('<sitemap>', '<sitemap><priority>1</priority>'), SCHEMAS.sitemapIndex).ok).toBe(
      false,
    );
  });

  it('every URL in every sitemap answers 200 at its canonical address, no redirect', async () => {
    const pages = [...new Set([...sitemaps.values()].flatMap(locs))];
    expect(pages.length).toBeGreaterThan(1_000);
    expect(await notOk(stack.neutron.url, pages)).toEqual([]);
  }, 240_000);

  it('section, year, day and section index sitemaps validate too', async () => {
    const month = locs(indexXml).find((loc) => /\/sitemaps\/tech\/\d{4}\/\d{2}\.xml$/.test(loc))!;
    const [, year, mm] = /(\d{4})\/(\d{2})\.xml$/.exec(month)!;
    const day = /<lastmod>\d{4}-\d{2}-(\d{2})/.exec(sitemaps.get(month)!)?.[1];
    const firstUrl = locs(sitemaps.get(month)!)[0]!;
    expect(firstUrl).toBeTruthy();
    for (const path of ['/sitemaps/tech.xml', `/sitemaps/tech/${year}.xml`]) {
      const res = await text(path);
      expect(res.status, path).toBe(200);
      expect(xmllint(res.body, SCHEMAS.urlset).ok, path).toBe(true);
      expect(locs(res.body)).toContain(firstUrl);
    }
    const sectionIndex = await text('/sitemaps/tech/index.xml');
    expect(xmllint(sectionIndex.body, SCHEMAS.sitemapIndex).ok).toBe(true);
    expect(locs(sectionIndex.body)).toContain(month);
    // A day of that month that has content: find it from the month's own entries' publication days.
    expect(day).toBeDefined();
    const byDay = await Promise.all(
      Array.from({ length: 31 }, (_, i) => text(`/sitemaps/tech/${year}/${mm}/${String(i + 1).padStart(2, '0')}.xml`)),
    );
    const found = byDay.filter((res) => res.status === 200);
    expect(found.length).toBeGreaterThan(0);
    for (const res of found) expect(xmllint(res.body, SCHEMAS.urlset).ok).toBe(true);
    expect(byDay.every((res) => res.status === 200 || res.status === 404)).toBe(true);
    expect(found.flatMap((res) => locs(res.body)).sort()).toEqual(locs(sitemaps.get(month)!).sort());
  });

  it('sponsored (/paid-content/) pages are in the XML sitemaps, by month and whole', async () => {
    const months = locs(indexXml).filter((loc) => /\/sitemaps\/paid-content\/\d{4}\/\d{2}\.xml$/.test(loc));
    expect(months.length).toBeGreaterThan(0);
    const listed = months.flatMap((loc) => locs(sitemaps.get(loc)!));
    expect(listed.some((loc) => loc.startsWith(`${ORIGIN}/paid-content/news/`))).toBe(true);
    expect(listed.every((loc) => loc.startsWith(`${ORIGIN}/paid-content/`))).toBe(true);
    const whole = await text('/sitemaps/paid-content.xml');
    expect(whole.status).toBe(200);
    expect(xmllint(whole.body, SCHEMAS.urlset).ok).toBe(true);
    expect(xmllint(whole.body, SCHEMAS.officialUrlset).ok).toBe(true);
    expect(locs(whole.body).sort()).toEqual([...listed].sort());
  });

  it('the news section has a whole-section sitemap beside the news sitemap', async () => {
    const whole = await text('/sitemaps/news/all.xml');
    expect(whole.status).toBe(200);
    expect(xmllint(whole.body, SCHEMAS.urlset).ok).toBe(true);
    expect(xmllint(whole.body, SCHEMAS.officialUrlset).ok).toBe(true);
    // Every month of the news section, in one sitemap.
    const months = locs(indexXml).filter((loc) => /\/sitemaps\/news\/\d{4}\/\d{2}\.xml$/.test(loc));
    expect(months.length).toBeGreaterThan(0);
    const byMonth = months.flatMap((loc) => locs(sitemaps.get(loc)!));
    expect(locs(whole.body).sort()).toEqual([...byMonth].sort());
    expect(whole.body).not.toContain('<news:news>');
    // Only the news section has its whole section at all.xml.
    expect((await text('/sitemaps/tech/all.xml')).status).toBe(404);
  });

  it('answers 304 to a conditional GET, and compresses like the pages', async () => {
    // undici's request() leaves the body as sent (fetch would decode it).
    const first = await request(`${stack.neutron.url}/sitemaps/index.xml`, { headers: { 'accept-encoding': 'br' } });
    const header = (name: string) => String(first.headers[name]);
    const etag = header('etag');
    const lastModified = header('last-modified');
    expect(header('content-type')).toBe('application/xml; charset=utf-8');
    expect(header('cache-control')).toBe('public, max-age=3600');
    expect(header('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await first.body.arrayBuffer())).toString()).toBe(indexXml);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect((await get(stack.neutron.url, '/sitemaps/index.xml', { 'if-none-match': etag })).status).toBe(304);
    expect((await get(stack.neutron.url, '/sitemaps/index.xml', { 'if-modified-since': lastModified })).status).toBe(
      304,
    );
    expect((await get(stack.neutron.url, '/sitemaps/index.xml', { 'if-none-match': 'W/"other"' })).status).toBe(200);
    const gzip = await request(`${stack.neutron.url}/sitemaps/doors.xml`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.body.arrayBuffer())).toString()).toBe(
      sitemaps.get(`${ORIGIN}/sitemaps/doors.xml`),
    );
  });

  it('logs each kind under its own route name', async () => {
    await text('/sitemaps/tech/2024/05.xml');
    const routes = new Set(stack.neutron.logs.filter((entry) => entry.msg === 'request').map((entry) => entry.route));
    for (const route of [
      'robots',
      'sitemap-index',
      'sitemap-news',
      'sitemap-doors',
      'sitemap-month',
      'sitemap-section',
      'sitemap-year',
      'sitemap-section-index',
    ])
      expect(routes).toContain(route);
  });
});

describe('bad sitemap requests', () => {
  it.each([
    ['/sitemaps/unknown.xml', 404],
    ['/sitemaps/unknown/2024/05.xml', 404],
    ['/sitemaps/tech/0.xml', 404],
    ['/sitemaps/tech/99999.xml', 404],
    ['/sitemaps/tech/2024/13.xml', 404],
    ['/sitemaps/tech/2024/02/30.xml', 404],
    ['/sitemaps/tech/abcd/05.xml', 404],
    ['/sitemaps/tech/2024/xx.xml', 404],
    ['/sitemaps/tech/1995/01.xml', 404],
    ['/sitemaps/tech/2024/05.xml?page=-1', 400],
    ['/sitemaps/tech/2024/05.xml?page=abc', 400],
    ['/sitemaps/tech/2024/05.xml?page=2', 404],
    ['/sitemaps/tech.xml?page=999999', 404],
    ['/sitemaps/%00.xml', 404],
    ['/sitemaps/tech/..%2f..%2fetc.xml', 404],
    ['/sitemaps/tech/2024/00.xml', 404],
    ['/sitemaps/tech/2024/05/00.xml', 404],
    ['/sitemaps/tech/2024/05/32.xml', 404],
    ['/sitemaps/tech/-2024.xml', 404],
    ['/sitemaps/tech/2024/05.xml?page=0', 400],
    ['/sitemaps/tech/2024/05.xml?page=99999999999999999999', 400],
    // The local world fits in one page of each: a second page names nothing.
    ['/sitemaps/index.xml?page=2', 404],
    ['/sitemaps/index.xml?page=-1', 400],
    ['/sitemaps/news.xml?page=2', 404],
    ['/sitemaps/doors.xml?page=2', 404],
    ['/sitemaps/tech/index.xml?page=2', 404],
  ])('%s → %i', async (path, status) => {
    const res = await text(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/sitemaps/tech/0/', 404],
    ['/sitemaps/tech/99999/', 404],
    ['/sitemaps/tech/2024/-1/', 404],
    ['/sitemaps/tech/2024/99999999999/', 404],
    ['/sitemaps/tech/abcd/', 404],
    ['/sitemaps/unknown/', 404],
  ])('the HTML sitemap page %s → %i, never 500', async (path, status) => {
    expect((await text(path)).status).toBe(status);
  });

  it('a broken upstream is a gateway error, never a 500', async () => {
    await stack.upstream.control({ faults: [{ match: '/sitemaps/', mode: 'error500' }] });
    try {
      // A day sitemap nobody asked for yet: nothing cached to fall back on.
      const res = await text('/sitemaps/science/2024/03/05.xml');
      expect(res.status).toBe(502);
    } finally {
      await stack.upstream.reset();
    }
  });

  it('the HTML sitemap pages under /sitemaps/ are still pages', async () => {
    const res = await text('/sitemaps/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
