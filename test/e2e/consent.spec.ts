/**
 * Consent and scripts (issue 5 item 1; spec 001 §3 "Scripts store and tags", "Privacy
 * categories", §4): no third-party request before consent; the right stand-in scripts after
 * Accept all, Reject all, Customise and a later change in Privacy settings; each loads once, also
 * across a client navigation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ARTICLE_LINK, hydrated } from './helpers';
import { grantConsent, recordRequests } from './consentHelpers';

const AD_LIBRARY = '/thirdparty/ad-library.js';
const ANALYTICS = '/thirdparty/analytics.js';
const RECOMMENDATIONS = '/thirdparty/recommendations.js';
const ANALYTICS_HIT = '/thirdparty/analytics/hit';

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

/**
 * The ad library needs the ad plugin, which the service-off A/B test's testA bucket turns off
 * (000 §4); a fresh context may land in it, so the expectation follows the page's own data.
 */
async function adLibraryExpected(page: Page): Promise<number> {
  const data = JSON.parse((await page.locator('#neutron-page-data').textContent()) ?? '{}') as {
    ads?: { pluginEnabled?: boolean };
  };
  return data.ads?.pluginEnabled === false ? 0 : 1;
}

async function openFrontDoor(page: Page): Promise<void> {
  await page.goto('/');
  await hydrated(page);
}

test('before consent no request leaves for third-party scripts or the collector, and the banner shows', async ({
  page,
  context,
}) => {
  const requests = recordRequests(context);
  await openFrontDoor(page);
  await expect(banner(page)).toBeVisible();
  // The server wrote the recommendation widget inert, with its consent class.
  await expect(
    page.locator('script[type="text/plain"].consent-category-C0003[data-tag-id="recommendations"]'),
  ).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.locator(ARTICLE_LINK).first().click();
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.thirdParty()).toEqual([]);
  expect(await page.evaluate(() => 'neutronAnalytics' in window)).toBe(false);
});

test('the banner appears without shifting the page, and is keyboard reachable', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await hydrated(page);
  await page.locator(ARTICLE_LINK).first().click();
  await expect(page.locator('h1')).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
  // Tab order reaches the banner's buttons.
  await banner(page).getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
});

test('Accept all loads analytics, the ad library and recommendations exactly once, also after a client navigation', async ({
  page,
  context,
}) => {
  const requests = recordRequests(context);
  await openFrontDoor(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { neutronAnalytics?: { loads: number } }).neutronAnalytics?.loads),
    )
    .toBe(1);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { neutronRecommendations?: { ready: boolean } }).neutronRecommendations?.ready,
      ),
    )
    .toBe(true);
  await expect.poll(() => requests.count(ANALYTICS_HIT)).toBe(1);
  const adLibrary = await adLibraryExpected(page);
  expect([requests.count(ANALYTICS), requests.count(AD_LIBRARY), requests.count(RECOMMENDATIONS)]).toEqual([
    1,
    adLibrary,
    1,
  ]);

  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator(ARTICLE_LINK).first().click();
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect([requests.count(ANALYTICS), requests.count(AD_LIBRARY), requests.count(RECOMMENDATIONS)]).toEqual([
    1,
    adLibrary,
    1,
  ]);
  expect(
    await page.evaluate(() => (window as unknown as { neutronAnalytics: { loads: number } }).neutronAnalytics.loads),
  ).toBe(1);
  // The live scripts are marked by tagId and carry the page's nonce.
  expect(
    await page.evaluate(
      () =>
        document.querySelector<HTMLScriptElement>(
          'script[type="text/javascript"][data-tag-id="analytics"], script:not([type])[data-tag-id="analytics"]',
        )?.nonce,
    ),
  ).toBeTruthy();
});

test('Reject all loads nothing, and the choice holds across a reload', async ({ page, context }) => {
  const requests = recordRequests(context);
  await openFrontDoor(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  expect(requests.thirdParty()).toEqual([]);
});

test('Customise with performance only loads analytics but neither the ad library nor recommendations', async ({
  page,
  context,
}) => {
  const requests = recordRequests(context);
  await openFrontDoor(page);
  await banner(page).getByRole('button', { name: 'Customise' }).click();
  const necessary = banner(page).getByRole('checkbox', { name: 'Strictly necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  // Focus moved to the first choice, so the keyboard can go on from there.
  await expect(banner(page).getByRole('checkbox', { name: 'Performance' })).toBeFocused();
  await page.keyboard.press('Space');
  // The expanded panel is accessible too (the page suite checks the collapsed banner).
  const axe = await new AxeBuilder({ page }).include('.consent').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => requests.count(ANALYTICS)).toBe(1);
  await page.waitForLoadState('networkidle');
  expect([requests.count(AD_LIBRARY), requests.count(RECOMMENDATIONS)]).toEqual([0, 0]);
});

test('granting more later in Privacy settings loads the newly allowed scripts without a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, ['C0002']);
  const requests = recordRequests(context);
  await openFrontDoor(page);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => requests.count(ANALYTICS)).toBe(1);
  // A container the page provides for the recommendation widget.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    const box = document.createElement('div');
    box.setAttribute('data-recommendations', '');
    document.querySelector('main')!.prepend(box);
  });
  expect(requests.count(RECOMMENDATIONS)).toBe(0);

  const settings = page.getByRole('button', { name: 'Privacy settings' });
  await settings.click();
  await expect(banner(page).getByRole('heading', { name: 'Your privacy choices' })).toBeFocused();
  await expect(banner(page).getByRole('checkbox', { name: 'Performance' })).toBeChecked();
  await banner(page).getByRole('checkbox', { name: 'Functional' }).check();
  await banner(page).getByRole('checkbox', { name: 'Targeting' }).check();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();

  await expect(page.locator('[data-recommendations] a')).toHaveCount(4);
  await expect.poll(async () => requests.count(AD_LIBRARY)).toBe(await adLibraryExpected(page));
  expect([requests.count(ANALYTICS), requests.count(RECOMMENDATIONS)]).toEqual([1, 1]);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // Escape closes a reopened panel without changing the choice.
  await settings.click();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toHaveCount(0);
});

test('a script that fails to load is logged with the spec message and not retried', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, ['C0002']);
  await context.route(`**${ANALYTICS}`, (route) => route.abort('connectionrefused'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const requests = recordRequests(context);
  await openFrontDoor(page);
  await expect.poll(() => errors).toContain("Loading of script 'analytics' failed.");
  await page.locator(ARTICLE_LINK).first().click();
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.count(ANALYTICS)).toBe(1);
});

test('without JavaScript there is no banner and no third-party request', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const requests = recordRequests(context);
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Privacy settings' })).toBeDisabled();
  expect(requests.thirdParty()).toEqual([]);
  await context.close();
});
