/** What the crawler-style suites (sitemaps, feeds) share: fetching site URLs as a crawler would. */
import { expect } from 'vitest';
import { get } from './neutron';

/** The public origin those suites start Neutron with (SITE_ORIGIN). */
export const CRAWL_ORIGIN = 'https://www.neutron.test';

/** The path and query of a URL that must be on the site's origin. */
export function onSite(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(CRAWL_ORIGIN);
  return `${parsed.pathname}${parsed.search}`;
}

export async function fetchText(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await get(base, path, headers);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Runs `work` over `items`, `width` at a time. */
export async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Fetches every URL (on the site) and returns those that did not answer 200, as "status url". */
export async function notOk(base: string, urls: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  await pool(urls, 4, async (url) => {
    const res = await get(base, onSite(url));
    await res.body?.cancel();
    if (res.status !== 200) failures.push(`${res.status} ${url}`);
  });
  return failures;
}
