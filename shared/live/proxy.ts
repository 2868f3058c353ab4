/**
 * Neutron's same-origin route to the live items call (decision 021): the browser catches up
 * through it, because the content API needs the api key the browser must never see.
 */
export const LIVE_ITEMS_PROXY_PREFIX = '/api/live/items';

/** The proxy URL of one catch-up: start is the last sequence plus 1 (000 §7). */
export function liveItemsProxyUrl(site: string, contentId: string, start: number): string {
  const from = Number.isSafeInteger(start) && start >= 0 ? start : 0;
  return `${LIVE_ITEMS_PROXY_PREFIX}/${encodeURIComponent(site)}/${encodeURIComponent(contentId)}/${from}`;
}
