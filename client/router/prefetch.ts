/**
 * Prefetch of the RSC payloads of the internal links in view, once the browser is idle (at most
 * 2000 ms later), skipped on 2g or with data-saver (spec 001 §9). A click on a prefetched link
 * uses the prefetched response.
 */
import { RSC_HEADER } from '../../shared/render/protocol';
import type { ConnectionInfo } from '../../shared/runtime/prefetch';
import { PREFETCH_IDLE_TIMEOUT_MS, PREFETCH_MAX_LINKS, PREFETCH_TTL_MS, prefetchAllowed } from '../../shared/runtime/prefetch';
import { routableUrl } from './links';

interface Prefetched {
  at: number;
  response: Promise<Response>;
}

const prefetched = new Map<string, Prefetched>();

export function fetchPayload(url: URL): Promise<Response> {
  return fetch(url, { headers: { [RSC_HEADER]: '1' }, credentials: 'same-origin' });
}

/** The prefetched response for `url`, once (it is consumed), if still fresh. */
export function takePrefetched(url: URL): Promise<Response> | undefined {
  const entry = prefetched.get(url.href);
  prefetched.delete(url.href);
  return entry && Date.now() - entry.at < PREFETCH_TTL_MS ? entry.response : undefined;
}

function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0;
}

function prefetchVisibleLinks(): void {
  const current = new URL(location.href);
  let started = 0;
  for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'))) {
    if (started >= PREFETCH_MAX_LINKS) break;
    const url = routableUrl(anchor.href, location.origin, current);
    if (!url || url.pathname === current.pathname || prefetched.has(url.href) || !inView(anchor)) continue;
    const response = fetchPayload(url);
    response.catch(() => prefetched.delete(url.href));
    prefetched.set(url.href, { at: Date.now(), response });
    started++;
  }
}

/** Schedules one prefetch pass for the page now in view; returns a cancel function. */
export function schedulePrefetch(): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!prefetchAllowed(connection)) return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(prefetchVisibleLinks, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(prefetchVisibleLinks, PREFETCH_IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}
