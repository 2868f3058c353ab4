/**
 * Lighthouse (the `lighthouse` npm package, 13.x; it needs Node 22.19 or later) on one page of every page family, in Debian's
 * Chromium: the browser side of issue 9's goals — total blocking time, performance score, LCP and
 * CLS under Lighthouse's default mobile settings (simulated slow 4G and a 4× slower CPU).
 *
 * Each page is audited in a fresh Chromium profile as a first-time reader: no consent decided
 * yet (the banner shows), nothing cached in the browser (Lighthouse clears the origin's storage
 * and cache before each run, and the profile is new). The servers are warm, as a site's are: an
 * unmeasured run in another fresh Chromium first loads the page's pictures at the sizes
 * Lighthouse's phone picks, so the local image service (upstream/, which makes each size once
 * with sharp) does not count its first rendering of a picture into the LCP — a CDN serves a
 * publisher's pictures from its cache. Measured cold, the gallery's LCP swung 1.31-2.03 s
 * between runs of one build. (The warm-up runs in a profile of its own: Lighthouse clears the
 * cache and the origin's storage before its run but keeps what the profile itself remembers, and
 * the measured run is a first visit.) Besides the scores, each row says what the LCP element
 * is, whether an LCP image loads eagerly with high priority, and which scripts cost the most
 * main-thread time, so a failing row points at its cause.
 *
 * Lighthouse reads the trace of one real page load, so other work on the machine shows up as
 * longer tasks: check the load average before trusting a TBT figure.
 */
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

/** Flags for a headless Chromium on a machine without a network or a GPU (the suite's set). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Main-thread time (ms) of the costliest scripts, rounded, biggest first. */
function topScripts(audit, origin, count = 3) {
  const items = audit?.details?.items ?? [];
  return items
    .filter((item) => typeof item.url === 'string' && item.url.startsWith('http'))
    .sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
    .slice(0, count)
    .map((item) => ({
      script: item.url.startsWith(origin) ? item.url.slice(origin.length) : item.url,
      ms: Math.round(item.total ?? 0),
      scriptingMs: Math.round(item.scripting ?? 0),
    }));
}

/**
 * What the LCP element is and, for an image, how it loads. Lighthouse 13 names the element in its
 * LCP breakdown insight (a `node` item beside the subparts' table); 12 had an audit of its own.
 */
function lcpElement(lhr) {
  const insight = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const table = items.find((item) => item.type === 'table') ?? items[0];
  const node = insight.find((item) => item.type === 'node') ?? table?.items?.[0]?.node;
  if (!node) return { element: 'none found', image: false };
  const snippet = String(node.snippet ?? '');
  const image = /^<img\b/i.test(snippet);
  return {
    element: String(node.selector ?? snippet).slice(0, 80),
    image,
    eager: image ? !/\bloading="lazy"/i.test(snippet) : null,
    highPriority: image ? /\bfetchpriority="high"/i.test(snippet) : null,
  };
}

/** One Lighthouse run of `url` in a Chromium already listening on `port`. */
async function auditPage(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: Math.round(value('total-blocking-time') ?? NaN),
    lcpMs: Math.round(value('largest-contentful-paint') ?? NaN),
    fcpMs: Math.round(value('first-contentful-paint') ?? NaN),
    cls: Number((value('cumulative-layout-shift') ?? NaN).toFixed(3)),
    mainThreadMs: Math.round(value('mainthread-work-breakdown') ?? NaN),
    lcp: lcpElement(lhr),
    scripts: topScripts(lhr.audits['bootup-time'], new URL(url).origin),
    version: lhr.lighthouseVersion,
  };
}

/** One unmeasured Lighthouse run of `url` in a Chromium of its own, thrown away with its profile. */
async function warmUp(url, chromePath) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  } finally {
    await chrome.kill();
  }
}

/**
 * Audits each `{ name, path }` page against `origin`, one Chromium per page (a fresh profile:
 * a first visit), and reports each row through `say` as it finishes.
 */
export async function measureLighthouse(origin, pages, { chromePath = '/usr/bin/chromium', say }) {
  const rows = [];
  for (const page of pages) {
    await warmUp(origin + page.path, chromePath).catch(() => undefined);
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const figures = await auditPage(origin + page.path, chrome.port);
      rows.push({ name: page.name, path: page.path, ...figures });
      const lcp = figures.lcp.image
        ? `img ${figures.lcp.eager ? 'eager' : 'LAZY'} ${figures.lcp.highPriority ? 'high' : 'no-priority'}`
        : figures.lcp.element;
      say(
        `${page.name.padEnd(28)} perf ${String(figures.performance).padStart(3)}  TBT ${String(figures.tbtMs).padStart(5)} ms  LCP ${String(figures.lcpMs).padStart(5)} ms  CLS ${figures.cls.toFixed(3)}  ` +
          `LCP element: ${lcp}  top script: ${figures.scripts[0] ? `${figures.scripts[0].script} ${figures.scripts[0].ms} ms` : 'none'}`,
      );
    } catch (error) {
      rows.push({ name: page.name, path: page.path, error: error instanceof Error ? error.message : String(error) });
      say(`${page.name.padEnd(28)} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}
