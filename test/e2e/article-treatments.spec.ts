/**
 * Article treatments from the derived flags (issue 40 point 3, decision 118), in Chromium: the
 * sponsored band and its "Sponsored" label (section commercial, or a studio author alone), the
 * centred head of centre-justified articles against a precap's left-aligned one, the body's table
 * of contents and the rate table as the site state in the page data says, and high value (hv)
 * reaching the ad server as the collection key and nothing else a reader sees.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from './helpers';

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 3211}`;
const API_KEY = process.env.CONTENT_API_KEY ?? 'local-dev-key';
const STUDIO_STORY = '/paid-content/news/five-ways-to-make-a-small-kitchen-feel-bigger-presented-by-hearthly/';
const RATES_PAGE = '/personal-finance/banking/cds/';
const NO_CONSENT = 'v1:C0001:1|C0002:0|C0003:0|C0004:0|C0005:0';
const ALL_CONSENT = 'v1:C0001:1|C0002:1|C0003:1|C0004:1|C0005:1';
const AD_SLOT_CALL = '/ads/v1/slot';

interface SiteState {
  brand: string;
  edition: string;
  hasStaticMyFiWidget: boolean;
  isCenterJustified: boolean;
}

async function siteState(page: Page): Promise<SiteState> {
  const text = await page.locator('#neutron-page-data').textContent();
  return (JSON.parse(text ?? '{}') as { site: SiteState }).site;
}

async function consent(page: Page, value: string): Promise<void> {
  await page.context().addCookies([
    { name: 'neutron_consent', value, domain: '127.0.0.1', path: '/' },
    { name: 'nemo_highlander', value: 'service_off%3A1%3Acontrol', domain: '127.0.0.1', path: '/' },
  ]);
}

/** Article links of a page, in page order, without repeats. */
async function articleLinks(page: Page, path: string, pattern: RegExp): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...new Set([...html.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1]!).filter((href) => pattern.test(href)))];
}

/** The article's collections, from the content API the site reads (the world is generated). */
async function collectionsOf(page: Page, path: string): Promise<string[]> {
  const slug = path.split('/').filter(Boolean).at(-1)!;
  const response = await page.request.get(`${UPSTREAM}/api/neutron/articles/cnet/${slug}/web?apiKey=${API_KEY}`);
  if (!response.ok()) return [];
  const body = (await response.json()) as { data: { article: { collections: Array<{ slug: string }> } } };
  return body.data.article.collections.map((collection) => collection.slug);
}

/** The horizontal centre of a box, and of the article's main column. */
const centre = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : Number.NaN);

async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(dark.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('sponsored articles', () => {
  test.beforeEach(async ({ page }) => consent(page, NO_CONSENT));

  test('a commercial-section story has the Sponsored label on a band of its own; an editorial story has neither', async ({
    page,
  }) => {
    const [sponsored] = await articleLinks(page, '/topics/commercial/', /^\/paid-content\/news\/[a-z0-9-]+\/$/);
    expect(sponsored, 'a sponsored story listed on /topics/commercial/').toBeDefined();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(sponsored!);
    const head = page.locator('.article__head');
    const label = head.locator('.sponsored-label');
    await expect(label).toBeVisible();
    await expect(label.locator('.sponsored-label__tag')).toHaveText('Sponsored');
    // The label comes before the headline, and the head sits on another colour than the page.
    expect((await label.boundingBox())!.y).toBeLessThan((await head.locator('h1').boundingBox())!.y);
    const [headBg, pageBg] = await Promise.all([
      head.evaluate((el) => getComputedStyle(el).backgroundColor),
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ]);
    expect(headBg).not.toBe(pageBg);
    await noAxeViolations(page);

    const [editorial] = await articleLinks(page, '/', /^\/(?:tech|news|science|culture)\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    await page.goto(editorial!);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.sponsored-label')).toHaveCount(0);
    await expect(page.getByText('Sponsored', { exact: true })).toHaveCount(0);
  });

  test('a home story by a brand studio account is sponsored by its byline alone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(STUDIO_STORY);
    await expect(page.locator('.sponsored-label__tag')).toHaveText('Sponsored');
    await expect(page.locator('.byline a[rel="author"]')).toHaveText('Hearthly Brand Studio');
    // Its section crumb is home, not the sponsored section: the author made it sponsored.
    await expect(page.locator('.breadcrumbs')).not.toContainText('Sponsored');
    await noAxeViolations(page);
  });
});

test.describe('centre-justified articles', () => {
  test.beforeEach(async ({ page }) => consent(page, NO_CONSENT));

  for (const width of [390, 1280]) {
    test(`at ${width} px an Explainer's head is centred on its column, a precap's is not`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const [explainer] = await articleLinks(page, '/', /^\/[a-z]+\/[a-z0-9-]+\/what-[a-z0-9-]+-should-know-about-/);
      await page.goto(explainer!);
      expect((await siteState(page)).isCenterJustified).toBe(true);
      const head = page.locator('.article__head');
      const h1 = head.locator('h1');
      await expect(h1).toHaveCSS('text-align', 'center');
      const headCentre = centre(await head.boundingBox());
      const byline = head.locator('.byline');
      // The byline's words are centred too (not only the block): its first child starts right of the head's left edge.
      const bylineStart = (await byline.locator(':scope > *').first().boundingBox())!.x;
      expect(bylineStart).toBeGreaterThan((await head.boundingBox())!.x + 24);
      expect(Math.abs(centre(await h1.boundingBox()) - headCentre)).toBeLessThan(2);
      await noAxeViolations(page);

      // A precap (Deals - Precap, "… Roundup") stays left-aligned: 001 §3 excludes Precap types.
      const precaps = await articleLinks(page, '/deals/', /^\/deals\/the-best-[a-z0-9-]+-roundup\/$/);
      expect(precaps.length, 'a deals precap listed on /deals/').toBeGreaterThan(0);
      await page.goto(precaps[0]!);
      expect((await siteState(page)).isCenterJustified).toBe(false);
      await expect(page.locator('.article__head h1')).not.toHaveCSS('text-align', 'center');
      await expect(page.locator('article.article--centred')).toHaveCount(0);
    });
  }
});

test.describe('site state in the page data (000 §3)', () => {
  test.beforeEach(async ({ page }) => consent(page, NO_CONSENT));

  test('the table of contents (bodyTocItems: in the page, not repeated in the page data) lands on its headings', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [explainer] = await articleLinks(page, '/', /^\/[a-z]+\/[a-z0-9-]+\/what-[a-z0-9-]+-should-know-about-/);
    await page.goto(explainer!);
    await hydrated(page);
    const state = await siteState(page);
    expect(state).toEqual({ brand: 'cnet', edition: 'us', hasStaticMyFiWidget: false, isCenterJustified: true });
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const links = toc.locator('a');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    const last = {
      title: (await links.last().textContent())!,
      id: (await links.last().getAttribute('href'))!.slice(1),
    };
    await toc.getByRole('link', { name: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.locator(`h2#${last.id}`)).toBeInViewport();
  });

  test('hasStaticMyFiWidget is set where the rate table shows, and only there', async ({ page }) => {
    await page.goto(RATES_PAGE);
    expect((await siteState(page)).hasStaticMyFiWidget).toBe(true);
    await expect(page.getByRole('heading', { name: 'Compare CD rates' })).toBeVisible();
    await page.goto(STUDIO_STORY);
    expect((await siteState(page)).hasStaticMyFiWidget).toBe(false);
    await expect(page.locator('.rate-table')).toHaveCount(0);
  });
});

test.describe('high value (hv)', () => {
  test('reaches the ad server as the collection key; the reader sees no trace of it', async ({ page }) => {
    await consent(page, ALL_CONSENT);
    await page.setViewportSize({ width: 1280, height: 800 });
    const candidates = await articleLinks(
      page,
      '/',
      /^\/(?:tech|news|science|culture|home|health)\/[a-z0-9-]+\/[a-z0-9-]+\/$/,
    );
    let highValue: string | undefined;
    let ordinary: string | undefined;
    for (const path of candidates) {
      const collections = await collectionsOf(page, path);
      if (collections.includes('hv')) highValue ??= path;
      else ordinary ??= path;
      if (highValue && ordinary) break;
    }
    expect(highValue, 'an hv article on the front door').toBeDefined();
    expect(ordinary, 'an article without hv on the front door').toBeDefined();

    const collectionsAsked = async (path: string): Promise<string[]> => {
      const call = page.waitForRequest((request) => request.url().includes(AD_SLOT_CALL));
      await page.goto(`${path}?setDevice=desktop`);
      const url = new URL((await call).url());
      return (new URLSearchParams(url.searchParams.get('cust_params') ?? '').get('collection') ?? '').split(',');
    };
    expect(await collectionsAsked(highValue!)).toContain('hv');
    await expect(page.locator('main')).not.toContainText('High Value');
    expect(await collectionsAsked(ordinary!)).not.toContain('hv');
  });
});
