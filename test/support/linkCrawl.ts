/**
 * The dead-end crawler (issue 13 point 7): from seed pages, follows every internal link a reader
 * can reach, a bounded number of levels deep, and records each address that does not end in a
 * 200 (a redirect is followed, on the site, up to a few hops).
 */
import { pool } from './crawl';
import { get } from './neutron';

export interface CrawlOptions {
  /** Pages whose links are read first (level 0). */
  seeds: readonly string[];
  /** How many link levels below the seeds are fetched (2: the seeds' links and their links). */
  depth: number;
  /** Fetches in flight at once. */
  width: number;
  /** At most this many addresses are fetched; the rest are counted as skipped. */
  maxPages: number;
  /** The site's public origin: absolute links to it count as internal. */
  origin: string;
}

export interface CrawlResult {
  /** Distinct addresses fetched (each answered, followed to its end). */
  pagesCrawled: number;
  /** Internal links read from pages (with repeats: every <a> that points inside the site). */
  linksChecked: number;
  /** Distinct addresses found but not fetched because of maxPages. */
  skipped: number;
  /** "status address (found on page)" for every dead end. */
  failures: string[];
}

const ANCHOR = /<a\b[^>]*?\shref="([^"]*)"/g;
const MAX_HOPS = 3;

/** The internal path (no fragment) of an href found on `from`, or undefined for other sites and schemes. */
export function internalPath(href: string, from: string, origin: string): string | undefined {
  const decoded = href.replaceAll('&amp;', '&');
  if (decoded.startsWith('#') || /^(?:mailto|tel|javascript|data):/i.test(decoded)) return undefined;
  let url: URL;
  try {
    url = new URL(decoded, `${origin}${from}`);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}`;
}

export function linksOn(html: string, from: string, origin: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(ANCHOR)) {
    const path = internalPath(match[1]!, from, origin);
    if (path !== undefined) out.push(path);
  }
  return out;
}

/** Fetches `path`, following on-site redirects; the final status and body (HTML pages only). */
async function visit(
  base: string,
  origin: string,
  path: string,
): Promise<{ status: number; html: string; final: string }> {
  let current = path;
  for (let hop = 0; ; hop++) {
    const res = await get(base, current);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location && hop < MAX_HOPS) {
      await res.body?.cancel();
      const next = internalPath(location, current, origin);
      if (next === undefined) return { status: 200, html: '', final: location };
      current = next;
      continue;
    }
    const html = (res.headers.get('content-type') ?? '').includes('text/html') ? await res.text() : '';
    if (!html) await res.body?.cancel();
    return { status: res.status, html, final: current };
  }
}

export async function crawlLinks(base: string, options: CrawlOptions): Promise<CrawlResult> {
  const seen = new Map<string, string>();
  const failures: string[] = [];
  let linksChecked = 0;
  let pagesCrawled = 0;
  let skipped = 0;
  let level: string[] = [...new Set(options.seeds)];
  for (const seed of level) seen.set(seed, '(seed)');
  for (let depth = 0; depth <= options.depth && level.length > 0; depth++) {
    const next: string[] = [];
    const readLinks = depth < options.depth;
    const room = Math.max(0, options.maxPages - pagesCrawled);
    skipped += Math.max(0, level.length - room);
    await pool(level.slice(0, room), options.width, async (path) => {
      const page = await visit(base, options.origin, path);
      pagesCrawled++;
      if (page.status !== 200) failures.push(`${page.status} ${path} (linked from ${seen.get(path)})`);
      if (!readLinks || !page.html) return;
      for (const link of linksOn(page.html, page.final, options.origin)) {
        linksChecked++;
        if (seen.has(link)) continue;
        seen.set(link, path);
        next.push(link);
      }
    });
    level = next;
  }
  skipped += level.length;
  return { pagesCrawled, linksChecked, skipped, failures };
}
