import { describe, expect, it } from 'vitest';
import { errorComponentSchema } from '../../shared/models/component';
import { VANITY_URL_TYPES } from '../../shared/node/vanity/constants';
import { decideVanity } from '../../server/vanity/decide';
import { vanityDictionarySchema, vanityEntrySchema } from '../../server/vanity/model';
import { createUpstreamApp } from '../app';
import { createWorld } from '../world/world';
import { createVanityFixtures, VANITY_FIXTURE_PATHS, VANITY_LISTING_TARGET, VANITY_OUTSIDE_URL } from './vanity';

const NOW = Date.parse('2025-09-01T08:00:00.000Z');
const world = createWorld({ now: NOW });
const { app } = createUpstreamApp({ world });
const fixtures = createVanityFixtures(world);
const P = VANITY_FIXTURE_PATHS;

async function get(path: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...query, apiKey: 'test' });
  const response = await app.request(`/api/neutron/vanity/${path}?${params}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as { data?: Record<string, unknown> },
  };
}

async function entry(path: string) {
  const answer = await get('cnet/web', { path, edition: 'us', contentType: 'article', slug: 'x' });
  expect(answer.status).toBe(200);
  return vanityEntrySchema.parse(answer.body.data?.vanity);
}

describe('vanity dictionary', () => {
  it('lists every vanity path of the site, ignored entries included', async () => {
    const { status, type, body } = await get('cnet/dictionary');
    expect(status).toBe(200);
    expect(type).toContain('application/json');
    const { urlPaths } = vanityDictionarySchema.parse(body.data?.dictionary);
    expect(urlPaths).toEqual(expect.arrayContaining([...Object.values(P), fixtures.okPath]));
    expect(urlPaths).toHaveLength(fixtures.entries.cnet.length);
  });

  it('has an empty dictionary for roadshow and refuses unknown sites', async () => {
    expect(vanityDictionarySchema.parse((await get('roadshow/dictionary')).body.data?.dictionary).urlPaths).toEqual([]);
    expect((await get('other/dictionary')).status).toBe(404);
  });

  it('needs the api key like the rest of the content API', async () => {
    expect((await app.request('/api/neutron/vanity/cnet/dictionary')).status).toBe(401);
  });
});

describe('vanity entry', () => {
  it('serves an entry of every urlType', async () => {
    const types = new Set<string>();
    for (const item of fixtures.entries.cnet) types.add((await entry(item.urlPath)).urlType);
    expect([...types].sort()).toEqual([...VANITY_URL_TYPES].sort());
  });

  it('finds entries whatever the case, trailing slash or query of the path', async () => {
    expect((await entry('/Black-Friday')).urlPath).toBe(P.permanentRedirect);
    expect((await entry('/black-friday/?ref=x')).urlPath).toBe(P.permanentRedirect);
  });

  it('answers a 404 error component for a path without an entry, and 400 without a path', async () => {
    const missing = await get('cnet/web', { path: '/no-such-vanity/' });
    expect(missing.status).toBe(404);
    expect(errorComponentSchema.parse(missing.body).errors[0]?.code).toBe('404');
    expect((await get('cnet/web', {})).status).toBe(400);
  });

  it('points redirects and masks at real articles, by url string and by content object', async () => {
    const permanent = await entry(P.permanentRedirect);
    expect(permanent.targets[0]?.target).toBe(fixtures.articles.redirect.canonicalUrl);
    const mask = await entry(P.mask);
    expect(mask.targets[0]?.target).toEqual({
      slug: fixtures.articles.mask.slug,
      availableOn: [{ edition: 'us', slug: fixtures.articles.mask.slug }],
    });
    expect(world.articleBySlug.get(fixtures.articles.mask.slug)?.headline).toBeTruthy();
    expect((await entry(P.paginatedMask)).targets[0]?.target).toBe(VANITY_LISTING_TARGET);
    expect((await entry(P.outsideHost)).targets[0]?.target).toBe(VANITY_OUTSIDE_URL);
  });

  it('holds the entries Neutron must ignore, and they are ignored by the rules', async () => {
    const at = { edition: 'us', now: NOW };
    for (const path of [P.disabled, P.expired, P.otherEdition, P.otherEditionContent, P.withError]) {
      expect(decideVanity(await entry(path), at).type, path).toBe('none');
    }
    expect(decideVanity(await entry(P.futureExpiry), at).type).toBe('redirect');
    expect(decideVanity(await entry(P.temporaryRedirect), at)).toMatchObject({
      type: 'redirect',
      status: 302,
      target: { kind: 'content' },
    });
    expect(decideVanity(await entry(P.notFound), at)).toEqual({ type: 'not-found' });
  });

  it('is deterministic for a seed', () => {
    const again = createVanityFixtures(createWorld({ now: NOW }));
    expect(again.entries).toEqual(fixtures.entries);
  });
});
