/**
 * Which clicks the client router takes over: a plain left click on a same-origin link to a
 * page (not a download, not a new tab, not a static file, not a hash on the same page).
 */
export function navigableUrl(event: MouseEvent, origin: string, current: URL): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || anchor.dataset.reload !== undefined) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  return routableUrl(anchor.href, origin, current);
}

/** The URL the router handles for an href, or null when the browser should handle it. */
export function routableUrl(href: string, origin: string, current: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/static/') || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}
