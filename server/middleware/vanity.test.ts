import { describe, expect, it } from 'vitest';
import { createRouter } from '../../shared/node/routes/match';
import type { VanityOutcome } from '../vanity/outcome';
import type { VanityRequest, VanityResolver } from '../vanity/resolver';
import { createPageContext } from './context';
import type { PageContext } from './types';
import { createVanityMiddleware, resolveVanity } from './vanity';

const router = createRouter();

function fakeResolver(outcome: VanityOutcome | null) {
  const requests: VanityRequest[] = [];
  const resolver: VanityResolver = {
    async resolve(request) {
      requests.push(request);
      return outcome;
    },
  };
  return { resolver, requests };
}

function context(path: string): PageContext {
  const url = new URL(path, 'http://localhost');
  const resolution = router.resolve(url.pathname);
  if (resolution.type !== 'match') throw new Error(`${path} has no route`);
  return createPageContext({ url, match: resolution.match });
}

describe('vanity middleware on matched routes', () => {
  const rows: Array<[name: string, outcome: VanityOutcome | null, result: unknown]> = [
    ['nothing to do → continue', null, undefined],
    [
      '301 ends the request',
      { type: 'redirect', status: 301, location: '/tech/a/' },
      { type: 'redirect', status: 301, location: '/tech/a/' },
    ],
    [
      '302 ends the request',
      { type: 'redirect', status: 302, location: '/tech/a/' },
      { type: 'redirect', status: 302, location: '/tech/a/' },
    ],
    ['NOT_FOUND ends the request', { type: 'not-found' }, { type: 'not-found' }],
    [
      'a mask is handed to the page handler',
      { type: 'mask', path: '/tech/a/', temporary: false },
      { type: 'mask', path: '/tech/a/', temporary: false },
    ],
    [
      'a temporary mask too',
      { type: 'mask', path: '/tech/a/', temporary: true },
      { type: 'mask', path: '/tech/a/', temporary: true },
    ],
  ];
  it.each(rows)('%s', async (_name, outcome, result) => {
    const { resolver } = fakeResolver(outcome);
    const ctx = context('/tech/laptop-buying-guide/');
    expect(await createVanityMiddleware({ resolver })(ctx)).toEqual(result);
  });

  it("looks up the request URL with the route's kind, slug, brand and edition", async () => {
    const { resolver, requests } = fakeResolver(null);
    const ctx = context('/tech/mobile/some-story/?utm_source=x');
    await createVanityMiddleware({ resolver })(ctx);
    expect(requests[0]).toMatchObject({
      brand: 'cnet',
      edition: 'us',
      contentType: 'article',
      slug: 'some-story',
      timing: ctx.timing,
    });
    expect(requests[0]?.url.href).toBe('http://localhost/tech/mobile/some-story/?utm_source=x');
    await createVanityMiddleware({ resolver })(context('/'));
    expect(requests[1]).toMatchObject({ contentType: 'door', slug: undefined });
  });
});

describe('vanity for paths without a route', () => {
  it('uses the default brand and edition', async () => {
    const { resolver, requests } = fakeResolver({ type: 'mask', path: '/tech/a/', temporary: false });
    const url = new URL('http://localhost/black-friday/');
    expect(await resolveVanity({ resolver }, { url })).toEqual({ type: 'mask', path: '/tech/a/', temporary: false });
    expect(requests[0]).toMatchObject({ url, brand: 'cnet', edition: 'us' });
    expect(requests[0]?.contentType).toBeUndefined();
    expect(requests[0]?.slug).toBeUndefined();
  });
});
