/**
 * The web fonts arrive after the first paint (decision 025, "Fonts after the first paint").
 *
 * Every page paints first with the metric-matched local fallbacks (client/styles/fonts.css), so
 * nothing the reader sees waits for 100 KB of fonts on a slow phone network. On a reader's first
 * page the fonts' stylesheet is added once the page has loaded; the fonts then swap in without
 * moving anything. Once they have loaded, later pages add the stylesheet at once: the fonts come
 * from the browser's cache (immutable) and the swap happens before or right after the first paint.
 * Readers without JavaScript keep the fallbacks.
 */

/** The web fonts' stylesheet URL (webpack.config.ts defines it; absent outside a build). */
declare const __NEUTRON_WEB_FONTS__: string | undefined;

/** Remembers which fonts' stylesheet has loaded before: a new deployment's fonts start deferred again. */
export const WEB_FONTS_KEY = 'neutron:webfonts';

/** Adds the fonts' stylesheet: at once when this browser has loaded these fonts before, else after the page's load. */
export function loadWebFonts(href: string | undefined = typeof __NEUTRON_WEB_FONTS__ === 'undefined' ? undefined : __NEUTRON_WEB_FONTS__): void {
  if (!href || document.querySelector('link[data-webfonts]')) return;
  const add = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.webfonts = '';
    link.addEventListener('load', () => void document.fonts?.ready.then(() => remember(href)), { once: true });
    document.head.append(link);
  };
  if (recall() === href) add();
  else if (document.readyState === 'complete') setTimeout(add, 0);
  else window.addEventListener('load', () => setTimeout(add, 0), { once: true });
}

function recall(): string | null {
  try {
    return localStorage.getItem(WEB_FONTS_KEY);
  } catch {
    return null; // storage blocked: treat every page as a first visit
  }
}

function remember(href: string): void {
  try {
    localStorage.setItem(WEB_FONTS_KEY, href);
  } catch {
    // storage blocked or full: the next page defers again, nothing else changes
  }
}
