/**
 * Neutron's flight writer (decision 091) against React's server on every page family: two
 * servers, one with each writer, answer the same requests (phone and desktop, a fixed A/B
 * bucket). The RSC payloads, decoded with every reference resolved, must be the same tree —
 * element types, keys, props, client components, resource hints — and the HTML written from
 * them the same markup. No page may be left to React's server by the Neutron writer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { resolvePagePaths } from '../support/pageTypes';
import { decodeFlight } from '../support/decodeFlight';
import { startUpstream } from '../../upstream/start';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const VISITOR = 'nemo_highlander=laptop_cta_test%3A1%3Acontrol';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let neutron: Neutron;
let react: Neutron;
let pages: Array<{ name: string; resolved: string; status: number }>;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, world: createWorld({ seed: DEFAULT_SEED }) });
  const env = { CONTENT_API_URL: upstream.url, RENDER_CACHE_TTL_MS: '0' };
  [neutron, react] = await Promise.all([
    startNeutron({ ...env, FLIGHT_WRITER: 'neutron' }),
    startNeutron({ ...env, FLIGHT_WRITER: 'react' }),
  ]);
  pages = await resolvePagePaths(neutron.url);
}, 120_000);

afterAll(async () => {
  await Promise.all([neutron?.stop(), react?.stop()]);
  await upstream?.close();
});

/** The answer to the second of two requests (the first may stream: its content is fetched). */
async function warm(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  await (await get(base, path, headers)).text();
  const res = await get(base, path, headers);
  return { status: res.status, text: await res.text() };
}

/** What differs between two requests whatever writes them (the debug page's timings and request id, a live page's clock). */
const PER_REQUEST = /\b\d+(\.\d+)? ms\b|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const scrub = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replace(PER_REQUEST, '…')
    : Array.isArray(value)
      ? value.map(scrub)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [
              key,
              key === 'now' && typeof item === 'number' ? '…' : scrub(item),
            ]),
          )
        : value;

/** The page as both servers give it, each server's own origin and the request's nonce taken out. */
const normalized = (text: string, server: Neutron) =>
  text
    .replaceAll(server.url, 'ORIGIN')
    .replaceAll(new URL(server.url).host, 'HOST')
    .replace(/nonce="[^"]*"/g, 'nonce=""');
const markupOf = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script/>').replace(PER_REQUEST, '…');

describe("Neutron's flight writer", () => {
  it("writes every page family's payload as the same tree as React's server, and the same HTML, on phones and desktops", async () => {
    for (const userAgent of [PHONE, DESKTOP]) {
      for (const page of pages) {
        const headers = { 'user-agent': userAgent, cookie: VISITOR };
        const [ours, theirs] = await Promise.all([
          warm(neutron.url, page.resolved, { ...headers, RSC: '1' }),
          warm(react.url, page.resolved, { ...headers, RSC: '1' }),
        ]);
        expect(ours.status, page.name).toBe(page.status);
        expect(theirs.status, page.name).toBe(page.status);
        const [a, b] = [
          scrub(decodeFlight(normalized(ours.text, neutron))),
          scrub(decodeFlight(normalized(theirs.text, react))),
        ];
        expect(a, `${page.name} payload`).toEqual(b);

        const [oursHtml, theirsHtml] = await Promise.all([
          warm(neutron.url, page.resolved, headers),
          warm(react.url, page.resolved, headers),
        ]);
        expect(markupOf(normalized(oursHtml.text, neutron)), `${page.name} HTML`).toBe(
          markupOf(normalized(theirsHtml.text, react)),
        );
      }
    }
    expect(pages.length).toBeGreaterThan(30);
    expect(neutron.logs.filter((line) => line.msg === 'flight writer left the page to React')).toEqual([]);
  }, 600_000);
});
