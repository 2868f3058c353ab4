/**
 * One writer of a page response's headers and cookies (issue 38 point 1, server/pages/pageHeaders.ts):
 * for the same request, the rendered answer, the page path's replay of it, the fast replay and
 * the 304 of either carry the same headers and the same cookies. What must differ is left out:
 * the request id, the date, Server-Timing's contents, the body's framing (a render streams, a
 * replay knows its length) and, on a 304, the body's own headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream } from '../../upstream/start';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';
import { get, startNeutron, type Neutron } from '../support/neutron';

const world = createWorld({ seed: DEFAULT_SEED, now: Date.now() });
const articles = world.articles.filter(
  (article) => article.site === 'cnet' && article.typeName === 'content_article' && article.canonicalUrl,
);

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, world });
  // A render cache that outlives the test's requests on a busy machine.
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url, RENDER_CACHE_TTL_MS: '60000' });
});

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

/** Made per response, or the body's framing: these may differ between answers of one request. */
const PER_RESPONSE = new Set([
  'x-request-id',
  'date',
  'server-timing',
  'transfer-encoding',
  'content-length',
  'keep-alive',
  'connection',
  'set-cookie',
]);
/** A 304 has no body: it carries none of the body's headers. */
const BODY = new Set(['content-type', 'content-encoding']);

/** The headers that must be the same, the cookies as sent, and which path answered. */
function answer(res: Response, notModified = false) {
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !PER_RESPONSE.has(name) && !(notModified && BODY.has(name))),
  );
  const timing = res.headers.get('server-timing') ?? '';
  return {
    status: res.status,
    headers,
    cookies: res.headers.getSetCookie(),
    by:
      !timing.includes('cached') && !timing.includes('not-modified')
        ? 'render'
        : /route;/.test(timing)
          ? 'page path'
          : 'fast',
  };
}

/** Same wall-clock second for Last-Modified is not guaranteed: it is the request's time, so it is compared as a date. */
const withoutDate = (headers: Record<string, string>) => {
  const { 'last-modified': modified, ...rest } = headers;
  expect(Number.isNaN(Date.parse(modified ?? ''))).toBe(false);
  return rest;
};

describe('a page answer and its replays', () => {
  // Visitors whose A/B state is settled (a cookieless one is drawn again on every request).
  const cases: Array<[string, Record<string, string>, string]> = [
    ['a settled visitor', { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' }, articles[0]!.canonicalUrl!],
    [
      'a device forced by the query (a cookie set)',
      { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' },
      `${articles[1]!.canonicalUrl!}?setDevice=desktop`,
    ],
    [
      'the RSC payload of a client navigation',
      { rsc: '1', cookie: 'device=desktop; nemo_highlander=service_off%3A1%3Acontrol' },
      articles[2]!.canonicalUrl!,
    ],
  ];

  it.each(cases)(
    '%s: the same headers and cookies rendered, replayed, fast-replayed and as a 304',
    async (_, visitor, path) => {
      const rendered = await get(neutron.url, path, visitor);
      const body = await rendered.text();
      const replayed = await get(neutron.url, path, visitor);
      expect(await replayed.text()).toBe(body);
      const fast = await get(neutron.url, path, visitor);
      expect(await fast.text()).toBe(body);
      const etag = rendered.headers.get('etag');
      expect(etag).toBeTruthy();
      const held = await get(neutron.url, path, { ...visitor, 'if-none-match': etag! });
      expect(await held.text()).toBe('');
      // Another browser (a signature the fast path has not seen, the same render): the page path's 304.
      const heldElsewhere = await get(neutron.url, path, {
        ...visitor,
        'user-agent': 'Another/1.0',
        'if-none-match': etag!,
      });
      expect(await heldElsewhere.text()).toBe('');

      const answers = [answer(rendered), answer(replayed), answer(fast)];
      expect(answers.map((a) => a.by)).toEqual(['render', 'page path', 'fast']);
      const notModified = answer(held, true);
      const pagePathNotModified = answer(heldElsewhere, true);
      expect([notModified.by, pagePathNotModified.by]).toEqual(['fast', 'page path']);
      expect(notModified.status).toBe(304);
      expect(pagePathNotModified.status).toBe(304);
      for (const each of answers) expect(each.status).toBe(200);
      const first = withoutDate(answers[0]!.headers);
      for (const each of answers.slice(1)) expect(withoutDate(each.headers)).toEqual(first);
      const { 'content-type': _type, 'content-encoding': _encoding, ...withoutBody } = first;
      expect(withoutDate(notModified.headers)).toEqual(withoutBody);
      expect(withoutDate(pagePathNotModified.headers)).toEqual(withoutBody);
      for (const each of [...answers.slice(1), notModified, pagePathNotModified])
        expect(each.cookies).toEqual(answers[0]!.cookies);
    },
  );
});
