/**
 * The HTML writer (decision 025, session 11) against React DOM on every page family: a server in
 * verify mode writes each page both ways and logs any difference; a server in the default mode
 * says in Server-Timing who wrote each page, and the pages React DOM still writes are the known
 * ones, for the known reasons; it also renders every island-cache hit again and compares it with
 * the cached markup (decision 101), which must never differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { resolvePagePaths } from '../support/pageTypes';
import { startUpstream } from '../../upstream/start';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

/**
 * Page types React DOM still writes, and why (the writer's reason). Forms with a select; islands whose markup holds a `useId` (video players); live blogs, whose island props
 * carry server-rendered entries; a profile whose article list is a boundary large enough for
 * React DOM to outline.
 */
const LEFT_TO_REACT_DOM: Record<string, RegExp> = {
  'utility /do-not-sell-or-share-my-personal-information/': /<select>/,
  'utility /newsletters/': /<select>/,
  'personal finance rates article': /<select>/,
  profile: /outline/,
  'live article': /an element in an island prop/,
  'deals live article': /an element in an island prop/,
};

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let verify: Neutron;
let rows: Neutron;
let pages: Array<{ name: string; resolved: string; status: number }>;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, world: createWorld({ seed: DEFAULT_SEED }) });
  const env = { CONTENT_API_URL: upstream.url, RENDER_CACHE_TTL_MS: '0' };
  [verify, rows] = await Promise.all([
    startNeutron({ ...env, HTML_WRITER: 'verify' }),
    startNeutron({ ...env, HTML_WRITER: 'rows', ISLAND_MARKUP_CHECK_EVERY: '1' }),
  ]);
  pages = await resolvePagePaths(rows.url);
}, 120_000);

afterAll(async () => {
  await Promise.all([verify?.stop(), rows?.stop()]);
  await upstream?.close();
});

/** Requests a page twice (the first may stream: its content is fetched) and returns the second answer. */
async function warm(base: string, path: string, headers: Record<string, string>): Promise<Response> {
  await (await get(base, path, headers)).text();
  const res = await get(base, path, headers);
  await res.text();
  return res;
}

describe('the HTML writer', () => {
  it('writes every page family byte for byte as React DOM does, on phones and desktops', async () => {
    for (const userAgent of [PHONE, DESKTOP]) {
      for (const page of pages) {
        const res = await warm(verify.url, page.resolved, { 'user-agent': userAgent });
        expect(res.status, page.name).toBe(page.status);
      }
    }
    const differences = verify.logs.filter(
      (line) => line.msg === 'html writer differs from React DOM' || line.msg === 'html writer failed',
    );
    expect(differences).toEqual([]);
    const written = verify.logs.filter((line) => line.msg === 'html writer left the page to React DOM');
    // Most pages are written from their rows; the rest are the known ones below.
    expect(written.length).toBeLessThan(pages.length);
  }, 600_000);

  it('says who wrote each page, and React DOM writes only the known page types, for the known reasons', async () => {
    const byReactDom: string[] = [];
    for (const page of pages) {
      const res = await warm(rows.url, page.resolved, { 'user-agent': PHONE });
      const timing = res.headers.get('server-timing') ?? '';
      expect(timing, page.name).toMatch(/render;dur=[\d.]+;desc="?(rows|react-dom)/);
      if (/desc="?react-dom/.test(timing)) byReactDom.push(page.name);
    }
    expect(byReactDom.sort()).toEqual(Object.keys(LEFT_TO_REACT_DOM).sort());
    // The reasons, from the verify server's log of the same pages.
    for (const [name, reason] of Object.entries(LEFT_TO_REACT_DOM)) {
      const path = pages.find((page) => page.name === name)!.resolved;
      const notes = verify.logs.filter(
        (line) => line.msg === 'html writer left the page to React DOM' && line.url === path,
      );
      expect(notes.length, name).toBeGreaterThan(0);
      for (const note of notes) expect(String(note.reason), name).toMatch(reason);
    }
  }, 300_000);

  it('counts pages by who wrote them on /metrics', async () => {
    const metrics = await (await get(rows.url, '/metrics')).text();
    const rowsWritten = Number(/neutron_html_writes_total\{outcome="rows"\} (\d+)/.exec(metrics)?.[1] ?? 0);
    const unsupported = Number(/neutron_html_writes_total\{outcome="unsupported"\} (\d+)/.exec(metrics)?.[1] ?? 0);
    expect(rowsWritten).toBeGreaterThan(unsupported);
    expect(metrics).toMatch(/neutron_island_cache_entries [1-9]/);
    // Every page type's islands were written under their markup keys without one proving wrong.
    for (const server of [rows, verify]) {
      expect(await (await get(server.url, '/metrics')).text()).toMatch(/^neutron_island_markup_key_errors 0$/m);
      expect(server.logs.filter((line) => line.msg === 'island markup key does not name all its markup reads')).toEqual(
        [],
      );
    }
  });

  it("finds every cached island's markup to be React DOM's when every hit is rendered again (no false alarms)", async () => {
    // The rows server checks every island-cache hit (ISLAND_MARKUP_CHECK_EVERY=1) of every page family above.
    const metrics = await (await get(rows.url, '/metrics')).text();
    expect(Number(/^neutron_island_markup_samples_total (\d+)$/m.exec(metrics)?.[1] ?? 0)).toBeGreaterThan(
      pages.length,
    );
    expect(metrics).toMatch(/^neutron_island_markup_mismatches_total 0$/m);
    expect(rows.logs.filter((line) => line.msg === 'island markup differs from React DOM')).toEqual([]);
  });
});
