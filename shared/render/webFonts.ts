/**
 * The web fonts on a reader's later pages (decision 025, "Fonts from the cache"). A reader's
 * first page paints with the metric-matched local fallbacks and never swaps (a swap after the
 * first paint moved text: CLS); after its load the browser fetches the fonts into its cache
 * (client/runtime/webFonts.ts) and remembers the stylesheet's URL. Every page's head carries
 * this small script: when the remembered URL is this deployment's, it adds the fonts'
 * stylesheet as render-blocking (it comes from the cache), so the page's first paint already
 * uses the fonts (`font-display: optional`: a font not ready within ~100 ms is skipped for that
 * page, never swapped in later).
 */

/** localStorage key: the web fonts' stylesheet URL whose files are in this browser's cache. */
export const WEB_FONTS_KEY = 'neutron:webfonts';

/** The id of the stylesheet link the head script adds. */
export const WEB_FONTS_LINK_ID = 'webfonts';

/** The head script's text for the fonts' stylesheet at `href` (a same-origin path). */
export function webFontsHeadScript(href: string): string {
  return (
    `try{var h=${JSON.stringify(href)};localStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)})==h&&document.head.append(` +
    `Object.assign(document.createElement("link"),{rel:"stylesheet",href:h,blocking:"render",id:${JSON.stringify(WEB_FONTS_LINK_ID)}}))}catch(e){}`
  ).replace(/</g, '\\u003c');
}
