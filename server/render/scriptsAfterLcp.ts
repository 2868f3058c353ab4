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
 * first card) or `video[poster]` (the video page's player) in the document. The scripts start
 * when the browser reports that element as a largest-contentful-paint candidate, or when the
 * picture fails. The window's load event is only a fallback, and it never starts them before a
 * paint: on a fast link the load event comes before the first frame (every eager resource is in
 * within ~100 ms, the frame ~20–100 ms later), and scripts fetched then finished "before the
 * largest paint" — exactly what Lighthouse's simulation charges to the LCP. So after the load
 * event the first largest-contentful-paint entry of any element starts them (that frame is
 * painted with every eager picture in), or one second does (the picture was painted but never
 * reported: out of view, or smaller than a text block), or the load event itself when the page
 * is hidden (a background tab paints nothing). A page without such a picture starts them at its
 * first largest-contentful-paint entry or by the same fallback; a browser without the LCP entry
 * type starts them at once. Scripts inserted by a nonced script are allowed by the policy's
 * `'strict-dynamic'`.
 *
 * With the entry go the client chunks the inline payload names so far (`"name.hash.js"` in the
 * `self.__NF` rows), so they download beside the entry instead of after it; webpack's chunk
 * loader finds these script elements by `src` and waits for them instead of adding its own.
 * Rows that arrive later, or a name this pattern misses, load as the entry reads them.
 */

/** A client chunk's file name as the flight rows carry it (webpack's `[name].[contenthash:8].js`), group 1. */
export const CHUNK_NAME = /"([\w~.-]+\.[0-9a-f]{8}\.js)"/g;

/** After the load event, how long the scripts wait at most for a paint to be reported (a painted picture that is not the largest never is). */
export const LOAD_FALLBACK_MS = 1000;

/** The inline script's text that loads `sources` (same-origin paths, in order) after the LCP picture. */
export function scriptsAfterLcp(sources: readonly string[]): string {
  const prefix = sources[0]?.slice(0, sources[0].lastIndexOf('/') + 1) ?? '/';
  return (
    `(function(s,p){var d,L,w=window,D=document,P=w.PerformanceObserver,h=D.querySelector("img[fetchpriority=high],video[poster]"),` +
    `a=(u,x)=>{var e=D.createElement("script");e.src=u;e.async=x;D.head.append(e)},` +
    // The payload's pieces are consecutive pieces of one text: joined as they are.
    `g=()=>{if(!d){d=1;var r=/${CHUNK_NAME.source}/g,m,t=(w.__NF||[]).join(""),c={};` +
    `while(m=r.exec(t))c[m[1]]||a(p+(c[m[1]]=m[1]),!0);s.forEach(u=>a(u,!1))}};` +
    `if(!P||!(P.supportedEntryTypes||[]).includes("largest-contentful-paint"))return g();` +
    // L: the load event has passed; from then on any paint entry will do.
    `new P(l=>(L||!h||l.getEntries().some(e=>e.element==h))&&g()).observe({type:"largest-contentful-paint",buffered:!0});` +
    `h&&h.addEventListener("error",g);w.addEventListener("load",()=>{L=1;setTimeout(g,D.hidden?0:${LOAD_FALLBACK_MS})})})` +
    `(${JSON.stringify(sources).replace(/</g, '\\u003c')},${JSON.stringify(prefix).replace(/</g, '\\u003c')})`
  );
}

/** The scripts a page's boot script starts, in its HTML: the entry, then every client chunk its inline payload names (tests, budgets). */
export function scriptsStartedBy(html: string): string[] {
  const boot = /\(function\(s,p\)\{[\s\S]*?\}\)\((\[[^\]]*\]),("[^"]*")\)<\/script>/.exec(html);
  if (!boot) return [];
  const entry = JSON.parse(boot[1]!) as string[];
  const prefix = JSON.parse(boot[2]!) as string;
  const payload = [...html.matchAll(/\(self\.__NF\|\|=\[\]\)\.push\('((?:[^'\\]|\\.)*)'\)/g)]
    .map((m) => m[1]!)
    .join('');
  const chunks = [...new Set([...payload.matchAll(CHUNK_NAME)].map((m) => prefix + m[1]!))];
  return [...entry, ...chunks];
}
