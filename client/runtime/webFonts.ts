/**
 * Puts the web fonts into the browser's cache after a reader's first page has loaded, for the
 * pages after it (shared/render/webFonts.ts says how those pages use them). Nothing on the
 * first page waits for, or swaps to, a web font: it keeps the metric-matched fallbacks.
 */
import { WEB_FONTS_KEY } from '../../shared/render/webFonts';

/** The fonts' stylesheet and files (webpack.config.ts defines them; absent outside a build). */
declare const __NEUTRON_WEB_FONTS__: { stylesheet: string; files: string[] } | undefined;

type WebFonts = { stylesheet: string; files: readonly string[] };

/**
 * How long after the load event the fonts are fetched. A short page loads in a moment while its
 * last paint (an island, the consent banner) is still to come; the fonts (64 KB) fetched then
 * would compete with it on a slow network. Readers stay longer than this on almost every page.
 */
export const WEB_FONTS_CACHE_DELAY_MS = 4000;

/** A while after the page has loaded (when the browser is idle), fetches the fonts this browser lacks. */
export function cacheWebFonts(fonts: WebFonts | undefined = typeof __NEUTRON_WEB_FONTS__ === 'undefined' ? undefined : __NEUTRON_WEB_FONTS__): void {
  if (!fonts || recall() === fonts.stylesheet) return;
  const fetchAll = () => {
    // Fonts are fetched in CORS mode, like the @font-face loads that will use them from the cache.
    Promise.all([fonts.stylesheet, ...fonts.files].map((url) => fetch(url, { mode: 'cors', credentials: 'same-origin' }).then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error(`${url}: ${res.status}`)))))).then(
      () => remember(fonts.stylesheet),
      () => {}, // offline or a failed file: the next page tries again
    );
  };
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fetchAll, { timeout: 5000 }) : fetchAll());
  const later = () => setTimeout(whenIdle, WEB_FONTS_CACHE_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function recall(): string | null {
  try {
    return localStorage.getItem(WEB_FONTS_KEY);
  } catch {
    return null; // storage blocked: never remembered, so pages keep the fallbacks
  }
}

function remember(href: string): void {
  try {
    localStorage.setItem(WEB_FONTS_KEY, href);
  } catch {
    // storage blocked or full: the fallbacks stay
  }
}
