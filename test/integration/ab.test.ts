/**
 * A/B testing over HTTP, black-box (spec 000 §4): the built server against the local upstream's
 * test definitions (upstream/content/abTests.ts). On the doors only service_off runs (50/50,
 * nothing excluded), so a first visit to / is always assigned; /ab-test-summary/ shows the
 * visitor's state and runs no test itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

const DAY_S = 86_400;
const SUMMARY = '/ab-test-summary/';
const ATTRIBUTES = '; Path=/; SameSite=Lax; Secure';

let upstream: TestUpstream;
let neutron: Neutron;
/** An article where char_count_test is the only test that can draw the visitor. */
let sciencePath: string;

function setCookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

/** The Set-Cookie value for one cookie, or undefined. */
function setCookie(res: Response, name: string): string | undefined {
  return setCookies(res).find((value) => value.startsWith(`${name}=`));
}

/** `name=value` as a browser would send it back. */
function cookiePair(setCookieValue: string): string {
  return setCookieValue.split(';')[0]!;
}

/** The visitor's buckets as /ab-test-summary/ lists them: test id → bucket. */
async function visitorState(headers: Record<string, string> = {}, query = ''): Promise<Record<string, string>> {
  const res = await get(neutron.url, `${SUMMARY}${query}`, headers);
  expect(res.status).toBe(200);
  const html = await res.text();
  const table = html.match(/<table class="ab-visitor">([\s\S]*?)<\/table>/)?.[1] ?? '';
  return Object.fromEntries(
    [...table.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>[^<]+<\/td><td>([^<]+)<\/td><\/tr>/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
}

describe('A/B testing', () => {
  beforeAll(async () => {
    upstream = await startTestUpstream();
    neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
    const html = await (await get(neutron.url, '/')).text();
    sciencePath = [...html.matchAll(/<a href="(\/science\/[^"]+\/)"/g)]
      .map((m) => m[1]!)
      .find((path) => !/sleep|mattress/.test(path))!;
  });

  afterAll(async () => {
    await neutron?.stop();
    await upstream?.close();
  });

  it('assigns a first-time visitor a bucket and sets nemo_highlander until the test ends', async () => {
    const res = await get(neutron.url, '/');
    expect(res.status).toBe(200);
    const cookie = setCookie(res, 'nemo_highlander');
    expect(cookie).toMatch(
      new RegExp(`^nemo_highlander=service_off%3A1%3A(control|testA)${ATTRIBUTES}; Max-Age=(\\d+); HttpOnly$`),
    );
    const maxAge = Number(cookie!.match(/Max-Age=(\d+)/)![1]);
    expect(maxAge).toBeGreaterThan(89 * DAY_S);
    expect(maxAge).toBeLessThanOrEqual(90 * DAY_S);
    await res.arrayBuffer();
  });

  it('keeps the bucket on the next visit: no new cookie, same state', async () => {
    const first = await get(neutron.url, '/');
    const cookie = cookiePair(setCookie(first, 'nemo_highlander')!);
    const bucket = decodeURIComponent(cookie).split(':')[2];
    await first.arrayBuffer();
    for (let n = 0; n < 3; n++) {
      const again = await get(neutron.url, '/', { cookie });
      expect(again.status).toBe(200);
      expect(setCookie(again, 'nemo_highlander')).toBeUndefined();
      await again.arrayBuffer();
    }
    expect(await visitorState({ cookie })).toEqual({ service_off: bucket });
  });

  it('lists the active tests with their allocations, without the expired or invalid ones', async () => {
    const html = await (await get(neutron.url, SUMMARY)).text();
    const row = html.match(/<tr id="ab-test-char_count_test">([\s\S]*?)<\/tr>/)?.[1] ?? '';
    expect(row).toContain(
      '<li>control 28%</li><li>testA 33%</li><li>testB 33%</li><li>testC 0%</li><li>exclude 6%</li>',
    );
    for (const id of ['vpn_ads', 'sleep_ratings', 'sem_precap_test', 'service_off'])
      expect(html).toContain(`<tr id="ab-test-${id}">`);
    for (const id of ['holiday_gifts', 'bf_deals', 'spring_sale', '4k_tv_test', 'over_allocated'])
      expect(html).not.toContain(`ab-test-${id}"`);
  });

  it('takes the ab query parameter and remembers it in the cookie', async () => {
    const res = await get(neutron.url, '/?ab=char_count_test:1:testC', {
      cookie: 'nemo_highlander=service_off%3A1%3AtestA',
    });
    expect(res.status).toBe(200);
    const cookie = setCookie(res, 'nemo_highlander');
    expect(cookie).toMatch(
      new RegExp(`^nemo_highlander=char_count_test%3A1%3AtestC${ATTRIBUTES}; Max-Age=\\d+; HttpOnly$`),
    );
    await res.arrayBuffer();
    expect(await visitorState({ cookie: cookiePair(cookie!) })).toEqual({ char_count_test: 'testC' });
  });

  it('takes the id:version:bucket header for that request only', async () => {
    const res = await get(neutron.url, SUMMARY, {
      'x-ab-test': 'char_count_test:1:testB',
      cookie: 'nemo_highlander=service_off%3A1%3AtestA',
    });
    expect(setCookies(res).filter((value) => value.startsWith('nemo_'))).toEqual([]);
    const html = await res.text();
    expect(html).toContain('<tr><th scope="row">char_count_test</th><td>1</td><td>testB</td></tr>');
  });

  it('ignores an override that names no active test or bucket', async () => {
    for (const label of [
      'holiday_gifts:1:control',
      'char_count_test:1:testZ',
      'char_count_test:2:testA',
      '4k_tv_test:1:control',
    ]) {
      expect(await visitorState({ 'x-ab-test': label, cookie: 'nemo_highlander=service_off%3A1%3Acontrol' })).toEqual({
        service_off: 'control',
      });
    }
  });

  it('removes a cookie with an invalid state', async () => {
    for (const value of [
      'garbage',
      'holiday_gifts%3A1%3Acontrol',
      'char_count_test%3A1%3Aexclude',
      'service_off%3A9%3AtestA',
    ]) {
      const res = await get(neutron.url, SUMMARY, { cookie: `nemo_highlander=${value}` });
      expect(res.status).toBe(200);
      expect(setCookie(res, 'nemo_highlander')).toBe(`nemo_highlander=${ATTRIBUTES}; Max-Age=0`);
      await res.arrayBuffer();
    }
    // Where a test runs, the visitor is drawn again at once: one Set-Cookie with the new state.
    const door = await get(neutron.url, '/', { cookie: 'nemo_highlander=garbage' });
    expect(setCookies(door).filter((value) => value.startsWith('nemo_highlander='))).toEqual([
      expect.stringMatching(/^nemo_highlander=service_off%3A1%3A(control|testA);/),
    ]);
    await door.arrayBuffer();
  });

  it('gives an excluded visitor the per-test cookie and never draws them into that test again', async () => {
    const res = await get(neutron.url, `${SUMMARY}?ab=char_count_test:1:exclude`);
    const exclusion = setCookie(res, 'nemo_exclude_char_count_test');
    expect(exclusion).toMatch(new RegExp(`^nemo_exclude_char_count_test=1${ATTRIBUTES}; Max-Age=\\d+; HttpOnly$`));
    expect(await res.text()).toContain('<tr><th scope="row">char_count_test</th><td>1</td><td>exclude</td></tr>');

    expect(sciencePath).toBeTruthy();
    for (let n = 0; n < 5; n++) {
      const article = await get(neutron.url, sciencePath, { cookie: cookiePair(exclusion!) });
      expect(article.status).toBe(200);
      expect(setCookies(article).filter((value) => value.startsWith('nemo_'))).toEqual([]);
      await article.arrayBuffer();
    }
    expect(await visitorState({ cookie: cookiePair(exclusion!) })).toEqual({ char_count_test: 'exclude' });
  });

  it('never answers 500 to garbage cookies, query or header', async () => {
    const cookies = [
      'nemo_highlander=%E0%A4%A',
      `nemo_highlander=${'x'.repeat(3000)}`,
      'nemo_highlander="service_off:1:testA"; nemo_exclude_=1; nemo_exclude_%00=2',
      'nemo_highlander=__proto__:1:constructor; nemo_exclude___proto__=1',
      ';;;=; nemo_highlander; =nemo_highlander',
      'nemo_highlander=service_off%3A1%3AtestA; nemo_highlander=char_count_test%3A1%3AtestB',
    ];
    for (const path of ['/', SUMMARY, sciencePath, '/?ab=%00%FF:1:x', '/?ab=a:b:c:d&ab=service_off:1:testA']) {
      for (const cookie of cookies) {
        const res = await get(neutron.url, path, { cookie, 'x-ab-test': 'ünïcode:1:a' });
        expect(res.status, `${path} ${cookie}`).toBe(200);
        await res.arrayBuffer();
      }
    }
  });
});
