/**
 * The page's scripts start after its largest picture has been painted (decision 025, "Scripts
 * after the largest picture"). The browser entry is ~69 KB compressed and the client chunks
 * another 10–20 KB; requested with the HTML, they shared a phone's link with the hero image and
 * pushed the largest paint back by their download time. React writes this script (with the
 * request's nonce) where it used to write the entry's `<script async>`; no `<link rel=preload>`
 * for the entry and no `<script async>` for the chunks go into the head (the SSR manifest has
 * no `moduleLoading`: server/render/rscBundle.ts).
 *
 * The picture is the first `img[fetchpriority=high]` (a hero, a gallery's first slide, a door's
 * first card) or else the first `video[poster]` (the video page's player). The scripts start
 * when the browser reports that element as a largest-contentful-paint candidate, when the
 * picture fails, or at the window's load event (a picture out of view, or smaller than a text
 * block, is never reported; neither is a page loaded in a background tab) — whichever comes
 * first. A page without such a picture, or a browser without the LCP entry type, starts them at
 * once. Scripts inserted by a nonced script are allowed by the policy's `'strict-dynamic'`.
 *
 * With the entry go the client chunks the inline payload names so far (`"name.hash.js"` in the
 * `self.__NF` rows), so they download beside the entry instead of after it; webpack's chunk
 * loader finds these script elements by `src` and waits for them instead of adding its own.
 * Rows that arrive later, or a name this pattern misses, load as the entry reads them.
 */

/** A client chunk's file name as the flight rows carry it (webpack's `[name].[contenthash:8].js`). */
export const CHUNK_NAME_PATTERN = '"([\\w~.-]+\\.[0-9a-f]{8}\\.js)"';

/** The inline script's text that loads `sources` (same-origin paths, in order) after the LCP picture. */
export function scriptsAfterLcp(sources: readonly string[]): string {
  const prefix = sources[0]?.slice(0, sources[0].lastIndexOf('/') + 1) ?? '/';
  return (
    `(function(s,p){var d=0,w=window,P=w.PerformanceObserver,` +
    `h=document.querySelector("img[fetchpriority=high]")||document.querySelector("video[poster]");` +
    `function add(u,a){var e=document.createElement("script");e.src=u;e.async=a;document.head.appendChild(e)}` +
    `function go(){if(d)return;d=1;var r=new RegExp(${JSON.stringify(CHUNK_NAME_PATTERN)},"g"),m,t=(w.__NF||[]).join("\\n"),c={};` +
    `while(m=r.exec(t))c[m[1]]||(c[m[1]]=1,add(p+m[1],!0));s.forEach(function(u){add(u,!1)})}` +
    `if(!h||!P||(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")==-1)return go();` +
    `new P(function(l){l.getEntries().forEach(function(e){e.element===h&&go()})}).observe({type:"largest-contentful-paint",buffered:!0});` +
    `h.addEventListener("error",go);w.addEventListener("load",go)})` +
    `(${JSON.stringify(sources).replace(/</g, '\\u003c')},${JSON.stringify(prefix).replace(/</g, '\\u003c')})`
  );
}
