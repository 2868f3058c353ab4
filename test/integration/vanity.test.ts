/**
 * Vanity URLs over HTTP (spec 000 §4 "Vanity", §5, §8): the built server against the local
 * vanity service (upstream/content/vanity.ts), as a reader or a crawler sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VANITY_FIXTURE_PATHS as P, VANITY_LISTING_TARGET, VANITY_OUTSIDE_URL } from '../../upstream/content/vanity';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

let upstream: TestUpstream;
let neutron: Neutron;

interface ArticleFacts {
  headline: string;
  canonicalUrl: string;
}

/** The upstream's own answers, read the way Neutron reads them. */
async function upstreamJson(
  path: string,
  query: Record<string, string> = {},
): Promise<{ data: Record<string, unknown> }> {
  const params = new URLSearchParams({ ...query, apiKey: 'test' });
  const res = await fetch(`${upstream.url}${path}?${params}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Record<string, unknown> };
}

async function entryTarget(vanityPath: string): Promise<unknown> {
  const { data } = await upstreamJson('/api/neutron/vanity/cnet/web', { path: vanityPath, edition: 'us' });
  const targets = (data.vanity as { targets: Array<{ edition: string; target: unknown }> }).targets;
  return targets.find((target) => target.edition === 'us')?.target;
}

async function article(slug: string): Promise<ArticleFacts> {
  const { data } = await upstreamJson(`/api/neutron/articles/cnet/${slug}/web`);
  return data.article as ArticleFacts;
}

/** A content-object target's article. */
async function targetArticle(vanityPath: string): Promise<ArticleFacts> {
  return article(((await entryTarget(vanityPath)) as { slug: string }).slug);
}

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function articleLinks(page: string): string[] {
  return [...page.matchAll(/<a href="(\/(?:tech|news|home|culture|science|health)\/[^"]+\/)"/g)].map((m) => m[1]!);
}

describe('vanity URLs', () => {
  beforeAll(async () => {
    upstream = await startTestUpstream();
    neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
  });

  afterAll(async () => {
    await neutron?.stop();
    await upstream?.close();
  });

  describe('redirects', () => {
    it('PERMANENT_REDIRECT answers 301 to the target', async () => {
      const target = (await entryTarget(P.permanentRedirect)) as string;
      const res = await get(neutron.url, P.permanentRedirect);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(target);
      expect((await get(neutron.url, res.headers.get('location')!)).status).toBe(200);
    });

    it('TEMPORARY_REDIRECT answers 302 to the page of its content target', async () => {
      const { canonicalUrl } = await targetArticle(P.temporaryRedirect);
      const res = await get(neutron.url, P.temporaryRedirect);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(canonicalUrl);
    });

    it('strips utm parameters and click ids before the lookup, and keeps them on the redirect', async () => {
      const target = (await entryTarget(P.permanentRedirect)) as string;
      const query = '?utm_source=newsletter&utm_campaign=bf&gclid=abc123';
      const res = await get(neutron.url, `${P.permanentRedirect}${query}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${target}${query}`);
      expect((await get(neutron.url, '/Black-Friday?fbclid=x')).status).toBe(301);
    });

    it('refuses a redirect to a host outside the site', async () => {
      const res = await get(neutron.url, P.outsideHost);
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      expect(neutron.logs.some((line) => line.msg === 'vanity target refused; ignored')).toBe(true);
    });

    it('follows an outside host that the allow-list names', async () => {
      const allowing = await startNeutron({
        CONTENT_API_URL: upstream.url,
        VANITY_REDIRECT_ALLOWED_HOSTS: new URL(VANITY_OUTSIDE_URL).hostname,
      });
      try {
        const res = await get(allowing.url, P.outsideHost);
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe(VANITY_OUTSIDE_URL);
      } finally {
        await allowing.stop();
      }
    });
  });

  describe('masks', () => {
    it("MASK serves the target article's page at the vanity URL", async () => {
      const { headline } = await targetArticle(P.mask);
      const res = await get(neutron.url, P.mask);
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
      // The headline's text, whatever spans keep its words together (the Headline component).
      const h1 = /<h1>([\s\S]*?)<\/h1>/.exec(await res.text())?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1).toBe(html(headline));
    });

    it('a masked page answers client navigations (RSC) at the vanity URL too', async () => {
      const res = await get(neutron.url, P.mask, { RSC: '1' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/x-component');
      await res.arrayBuffer();
    });

    it('TEMPORARY_MASK serves the target and is not kept by browsers', async () => {
      const target = (await entryTarget(P.temporaryMask)) as string;
      const slug = target.split('/').at(-2)!;
      const { headline } = await article(slug);
      const res = await get(neutron.url, P.temporaryMask);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      // The headline's text, whatever spans keep its words together (the Headline component).
      const h1 = /<h1>([\s\S]*?)<\/h1>/.exec(await res.text())?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1).toBe(html(headline));
    });

    it('masks a path that has a route of its own', async () => {
      const { headline } = await targetArticle(P.routeMask);
      const res = await get(neutron.url, P.routeMask);
      expect(res.status).toBe(200);
      // The headline's text, whatever spans keep its words together (the Headline component).
      const h1 = /<h1>([\s\S]*?)<\/h1>/.exec(await res.text())?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1).toBe(html(headline));
    });

    it('keeps the page number of a paginated vanity URL', async () => {
      const [masked, direct] = await Promise.all([
        get(neutron.url, `${P.paginatedMask}2/`),
        get(neutron.url, `${VANITY_LISTING_TARGET}2/`),
      ]);
      expect(masked.status).toBe(200);
      expect(direct.status).toBe(200);
      const links = articleLinks(await masked.text());
      expect(links.length).toBeGreaterThan(0);
      expect(links).toEqual(articleLinks(await direct.text()));
    });
  });

  describe('NOT_FOUND and ignored entries', () => {
    it('NOT_FOUND shows the 404 page', async () => {
      const res = await get(neutron.url, P.notFound);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This page could not be found');
    });

    it('an OK entry leaves the page as it is', async () => {
      const { data } = await upstreamJson('/api/neutron/vanity/cnet/dictionary');
      const paths = (data.dictionary as { urlPaths: string[] }).urlPaths;
      const okPath = paths.find(
        (path) => /^\/(tech|news|home|culture|science|health)\//.test(path) && path !== P.routeMask,
      )!;
      const res = await get(neutron.url, okPath);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    });

    it.each([
      ['disabled', P.disabled],
      ['expired', P.expired],
      ['for another edition only', P.otherEdition],
      ['a content target not available in this edition', P.otherEditionContent],
      ['carrying an error', P.withError],
      ['redirecting to itself', P.selfRedirect],
    ])('an entry %s is ignored', async (_name, path) => {
      const res = await get(neutron.url, path);
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      await res.arrayBuffer();
    });

    it('an entry whose expiry is in the future applies', async () => {
      expect((await get(neutron.url, P.futureExpiry)).status).toBe(302);
    });

    it('an excluded path is never a vanity URL', async () => {
      const res = await get(neutron.url, P.excluded);
      expect(res.status).not.toBe(301);
      expect(res.headers.get('location')).toBeNull();
      await res.arrayBuffer();
    });
  });

  describe('a slow or failing vanity service (000 §8: logged and ignored)', () => {
    async function logged(server: Neutron, msg: string): Promise<boolean> {
      for (let i = 0; i < 20 && !server.logs.some((line) => line.msg === msg); i++)
        await new Promise((done) => setTimeout(done, 50));
      return server.logs.some((line) => line.msg === msg);
    }

    it.each([
      ['slower than the 2000 ms timeout', { match: '/vanity/', latencyMs: 5000 }],
      ['down', { match: '/vanity/', mode: 'reset' as const }],
      ['answering 500', { match: '/vanity/', mode: 'error500' as const }],
    ])('pages are served normally when the service is %s', async (_name, fault) => {
      const fresh = await startNeutron({ CONTENT_API_URL: upstream.url });
      try {
        await upstream.control({ faults: [fault] });
        const started = performance.now();
        const door = await get(fresh.url, '/');
        expect(door.status).toBe(200);
        const links = articleLinks(await door.text());
        expect(performance.now() - started).toBeLessThan(4000);
        const res = await get(fresh.url, links[0]!);
        expect(res.status).toBe(200);
        expect(await res.text()).toMatch(/<h1>[^<]+<\/h1>/);
        expect(await logged(fresh, 'vanity lookup failed; ignored')).toBe(true);
        expect((await get(fresh.url, P.mask)).status).toBe(404);
      } finally {
        await upstream.reset();
        await fresh.stop();
      }
    });
  });
});
