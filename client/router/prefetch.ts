/**
 * Prefetch of the RSC payloads of the internal links in view, once the browser is idle (at most
 * 2000 ms later), skipped on 2g or with data-saver (spec 001 §9). A click on a prefetched link
 * uses the prefetched response.
 */
import { RSC_HEADER } from '../../shared/render/protocol';
import type { ConnectionInfo } from '../runtime/prefetch';
import { PREFETCH_IDLE_TIMEOUT_MS, PREFETCH_MAX_LINKS, PREFETCH_TTL_MS, prefetchAllowed } from '../runtime/prefetch';
import { routableUrl, routerMayFollow } from './links';

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

function prefetch(url: URL): void {
  const response = fetchPayload(url);
  response.catch(() => prefetched.delete(url.href));
  prefetched.set(url.href, { at: Date.now(), response });
}

/**
 * Which of the page's internal links are in view comes from an IntersectionObserver, not from
 * measuring each link: measuring forces a layout and costs a long task on a door with hundreds
 * of links. The observer reports them all at once, after the browser's own layout.
 */
function prefetchVisibleLinks(): () => void {
  const current = new URL(location.href);
  const targets = new Map<Element, URL>();
  for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'))) {
    // A link the router would not follow is not prefetched either: a GET of /signin/ starts a
    // sign-in (its transaction cookie would replace the one of a sign-in the reader started).
    if (!routerMayFollow(anchor)) continue;
    const url = routableUrl(anchor.href, location.origin, current);
    if (url && url.pathname !== current.pathname && !prefetched.has(url.href)) targets.set(anchor, url);
  }
  if (targets.size === 0 || typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    let started = 0;
    for (const entry of entries) {
      if (started >= PREFETCH_MAX_LINKS) break;
      const url = targets.get(entry.target);
      if (!entry.isIntersecting || !url || prefetched.has(url.href) || entry.boundingClientRect.width === 0) continue;
      prefetch(url);
      started++;
    }
  });
  for (const anchor of targets.keys()) observer.observe(anchor);
  return () => observer.disconnect();
}

/**
 * Schedules one prefetch pass for the page now in view; returns a cancel function. On the page
 * the reader opened, the wait for idle starts at its load event: payloads for the next page
 * never compete with what this page still loads (its images, its islands' chunks).
 */
export function schedulePrefetch(): () => void {
  // The page says when the prefetch flag is off (featureDisable=prefetch, rsc/PageView.tsx).
  if (document.body.dataset.prefetch === 'off') return () => {};
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!prefetchAllowed(connection)) return () => {};
  let stopObserving = () => {};
  let cancelWait = () => {};
  const start = () => {
    stopObserving = prefetchVisibleLinks();
  };
  const waitForIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(start, PREFETCH_IDLE_TIMEOUT_MS);
      cancelWait = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') waitForIdle();
  else {
    window.addEventListener('load', waitForIdle, { once: true });
    cancelWait = () => window.removeEventListener('load', waitForIdle);
  }
  return () => {
    cancelWait();
    stopObserving();
  };
}
