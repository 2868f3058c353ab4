import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamApp } from '../app';
import { createWorld } from '../world/world';

/** The platform's change webhook, received by a plain HTTP server: what Neutron's /_purge would get. */
const received: unknown[] = [];
let hook: Server;
let upstream: ReturnType<typeof createUpstreamApp>;
const world = createWorld({ seed: 7, now: Date.parse('2026-11-20T12:00:00Z') });

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, ...(JSON.parse(body) as object) });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  upstream = createUpstreamApp({
    world,
    announce: { url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/_purge`, key: 'hook-key' },
  });
});

afterAll(async () => {
  upstream.close();
  await new Promise((resolve) => hook.close(resolve));
});

const api = async (path: string) =>
  (await (await upstream.app.request(`/api/neutron/${path}${path.includes('?') ? '&' : '?'}apiKey=test`)).json()) as {
    data: Record<string, unknown>;
  };
const listingUrls = async (id: string, limit = 8) =>
  (
    (await api(`components/cnet/listing/section/${id}/web?limit=${limit}`)).data.component as {
      items: { url: string }[];
    }
  ).items.map((item) => item.url);
const frontDoorNews = async () => {
  const page = (await api('composer/cnet/pages/door/frontdoor/web')).data.page as {
    components: { meta: { componentName: string }; items: { url: string }[] }[];
  };
  return page.components
    .find((component) => component.meta.componentName === 'frontdoor-news')!
    .items.map((item) => item.url);
};
const edit = (target: string, body: unknown) =>
  upstream.app.request(`/__listings/${target}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('listing edits through the control API', () => {
  it('pins a story at the top of a listing and of the door pages made from it, and announces the listing and those pages', async () => {
    const outsider = world.catalog.listings.get('section:tech')!.at(-1)!;
    expect(await listingUrls('news')).not.toContain(outsider.link.url);
    const res = await edit('cnet/section/news', { pin: outsider.slug });
    expect(res.status).toBe(200);
    expect((await listingUrls('news'))[0]).toBe(outsider.link.url);
    expect((await frontDoorNews())[0]).toBe(outsider.link.url);
    const answer = (await res.json()) as { pages: string[] };
    expect(answer.pages).toEqual(expect.arrayContaining(['frontdoor', 'news']));
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer hook-key',
      changes: [
        { type: 'listing', site: 'cnet', listingType: 'section', id: 'news' },
        { type: 'listing', site: 'roadshow', listingType: 'section', id: 'news' },
        ...answer.pages.map((slug) => ({ type: 'page', site: 'cnet', pageType: 'door', slug })),
      ],
    });
  });

  it('moves a listed story to a given place, and removes one', async () => {
    const before = await listingUrls('science');
    const third = world.catalog.listings.get('section:science')![2]!;
    expect((await edit('cnet/section/science', { pin: third.slug, at: 0 })).status).toBe(200);
    expect(await listingUrls('science')).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
    expect((await edit('cnet/section/science', { remove: third.slug })).status).toBe(200);
    expect(await listingUrls('science', 7)).toEqual([before[0], before[1], ...before.slice(3)]);
  });

  it('refuses unknown listings or content (404) and bad edits (400)', async () => {
    expect((await edit('cnet/section/no-such-section', { pin: 'x' })).status).toBe(404);
    expect((await edit('cnet/shelf/news', { pin: 'x' })).status).toBe(404);
    expect((await edit('cnet/section/news', { pin: 'no-such-story' })).status).toBe(404);
    expect((await edit('cnet/section/news', { remove: 'no-such-story' })).status).toBe(404);
    expect((await edit('cnet/section/news', { pin: 'x', remove: 'y' })).status).toBe(400);
    expect((await edit('cnet/section/news', { pin: 'x', at: -1 })).status).toBe(400);
    const bad = await upstream.app.request('/__listings/cnet/section/news', { method: 'PATCH', body: 'not json' });
    expect(bad.status).toBe(400);
  });
});

describe('article edits through the control API', () => {
  it("change the article's card in its listings and door pages, and announce the article, those listings and the doors", async () => {
    // An article near the top of a section (so on the front door too), in a section no other test edits.
    const section = ['culture', 'health', 'home'].find((key) =>
      world.catalog.listings
        .get(`section:${key}`)!
        .slice(0, 4)
        .some((candidate) => candidate.kind === 'article'),
    )!;
    const at = world.catalog.listings.get(`section:${section}`)!.findIndex((candidate) => candidate.kind === 'article');
    const entry = world.catalog.listings.get(`section:${section}`)![at]!;
    const headline = `Edited card headline ${entry.slug}`;
    const before = received.length;
    const res = await upstream.app.request(`/__articles/cnet/${entry.slug}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headline }),
    });
    expect(res.status).toBe(200);
    const listing = (await api(`components/cnet/listing/section/${section}/web?limit=4`)).data.component as {
      items: { title: string }[];
    };
    expect(listing.items[at]!.title).toBe(headline);
    const door = JSON.stringify((await api('composer/cnet/pages/door/frontdoor/web')).data.page);
    expect(door).toContain(headline);
    expect(received).toHaveLength(before + 1);
    const { changes } = received.at(-1) as {
      changes: { type: string; listingType?: string; id?: string; slug?: string }[];
    };
    expect(changes[0]).toEqual({ type: 'article', site: 'cnet', slug: entry.slug });
    expect(changes).toContainEqual({ type: 'listing', site: 'cnet', listingType: 'section', id: section });
    expect(changes).toContainEqual({ type: 'page', site: 'cnet', pageType: 'door', slug: 'frontdoor' });
  });
});
