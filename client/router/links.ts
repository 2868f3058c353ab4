/**
 * Which clicks the client router takes over: a plain left click on a same-origin link to a
 * page (not a download, not a new tab, not a static file, not a hash on the same page).
 */
export function navigableUrl(event: MouseEvent, origin: string, current: URL): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !(anchor instanceof HTMLAnchorElement) || !routerMayFollow(anchor)) return null;
  return routableUrl(anchor.href, origin, current);
}

/**
 * Whether the router may follow (or prefetch) this link at all: not a download, not a link the
 * page marks for the browser (`data-reload`: sign-in links, which start a sign-in on the server
 * and leave the site), not one opening another browsing context.
 */
export function routerMayFollow(anchor: HTMLAnchorElement): boolean {
  if (anchor.hasAttribute('download') || anchor.dataset.reload !== undefined) return false;
  const target = anchor.getAttribute('target');
  return !target || target === '_self';
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
