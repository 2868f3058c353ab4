/**
 * How much first-party JavaScript a page sends (issue 5: "the first-party client JavaScript
 * sent for each page type (gzip) is measured by the benchmark and budget-checked in the
 * suite"). Measured in a real browser, so it counts what a reader's browser actually fetches:
 * the entry, the client-component chunks the page's islands need, and chunks islands import
 * lazily once they start — the page is scrolled to the bottom so `visible` islands start too,
 * and every consent category is granted so consent-gated islands load their code (the worst
 * case). Third-party scripts (other origins) are not ours and not counted. Sizes are gzip at
 * level 9 of each script body, the same for every run whatever encoding the server picked.
 *
 * Shared by `npm run bench` (scripts/bench.mjs) and the suite (test/e2e/js-budget.spec.ts).
 */
import { gzipSync } from 'node:zlib';

/**
 * The budget for the article page, and ours for every other page type. The field-data
 * chunk (Web Vitals, decision 115) has a budget of its own: it loads only with performance
 * consent, after the page is up, and measures the page rather than running it.
 */
export const JS_BUDGET_GZIP_BYTES = { article: 100 * 1024, other: 110 * 1024, fieldData: 9 * 1024 };

/** The chunks counted under `fieldData`, not the page's budget (webpack names them by chunk name). */
const FIELD_DATA_CHUNK = /\/vitals\.[0-9a-f]+\.js$/;

/** The page types measured: one per page family (names from test/support/pageTypes.ts). */
export const JS_WEIGHT_PAGE_TYPES = [
  'front door',
  'section door',
  'topic listing',
  'article with topic',
  'roadshow article',
  'deal article',
  'personal finance article',
  'how-to article',
  'review',
  'gallery',
  'video',
  'live article',
  'profile',
  'VPN paid-search landing',
  'utility /newsletters/',
  '404 page (unmatched route)',
];

/** The consent cookie value granting every category (client/consent/consentCookie.ts). */
export const ALL_CONSENT = 'v1:C0001:1|C0002:1|C0003:1|C0004:1|C0005:1';

export function isArticleType(name) {
  return /article/.test(name) && !/live article/.test(name);
}

export function budgetFor(name) {
  return isArticleType(name) ? JS_BUDGET_GZIP_BYTES.article : JS_BUDGET_GZIP_BYTES.other;
}

/**
 * Loads `url` in a fresh page of `context` (a Playwright BrowserContext), scrolls to the
 * bottom, waits for the network to settle, and returns the same-origin scripts it fetched.
 */
export async function measureScripts(context, url) {
  const origin = new URL(url).origin;
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || new URL(request.url()).origin !== origin) return;
    pending.push(
      response.body().then(
        (body) => ({ url: request.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(() => undefined);
    // Step down the page so islands that start when visible do (one viewport at a time).
    for (let step = 0; step < 40; step++) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      if (atBottom) break;
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  } finally {
    await page.close();
  }
  const seen = new Map();
  for (const file of await Promise.all(pending)) if (file && !seen.has(file.url)) seen.set(file.url, file);
  const all = [...seen.values()];
  const files = all.filter((file) => !FIELD_DATA_CHUNK.test(new URL(file.url).pathname));
  const fieldData = all.filter((file) => FIELD_DATA_CHUNK.test(new URL(file.url).pathname));
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    fieldDataGzip: fieldData.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** Adds the all-categories consent cookie for `baseUrl`'s host to a context. */
export async function grantAllConsent(context, baseUrl) {
  const { hostname } = new URL(baseUrl);
  await context.addCookies([
    { name: 'neutron_consent', value: encodeURIComponent(ALL_CONSENT), domain: hostname, path: '/', sameSite: 'Lax' },
  ]);
}
