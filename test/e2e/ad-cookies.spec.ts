/**
 * The ad cookies of 001 §9 (cnet_ad, cnet_ad_ftag, pv; decision 074) as the ad server sees them:
 * with targeting consent each ad request carries the sub-session, the first-touch campaign code
 * once the reader has arrived with one (never before), and the session's ad page views. Bad
 * cookie values are ignored, the page keeps its ads; without consent nothing is written.
 */
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { createWorld } from '../../upstream/world/world';
import { grantConsent } from './consentHelpers';
import { hydrated } from './helpers';

const world = createWorld();
const article = world.articles.find(
  (a) => !a.suppressAds && a.type === 'News' && a.canonicalUrl?.startsWith('/tech/'),
)!;
const AD_SLOT_CALL = '/ads/v1/slot';
const SKYBOX = 'globalSkybox-1';
const FTAG = 'CNM-16-10aac3a';

/** The service-off test's testA bucket would switch the ad plugin off: keep the reader in control. */
async function controlBucket(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'nemo_highlander', value: 'service_off%3A1%3Acontrol', url: baseURL }]);
}

/** Opens `path` and returns the targeting the skybox's ad request carried. */
async function skyboxTargeting(page: Page, path: string): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes(AD_SLOT_CALL) && new URL(r.url()).searchParams.get('pos') === SKYBOX, {
      timeout: 25_000,
    }),
    page.goto(path).then(() => hydrated(page)),
  ]);
  return new URLSearchParams(new URL(request.url()).searchParams.get('cust_params') ?? '');
}

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('ad requests carry the sub-session and page views, and the campaign code only once the reader arrived with one', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, ['C0002', 'C0004']);
  await controlBucket(context, baseURL!);

  const first = await skyboxTargeting(page, `${article.canonicalUrl!}?setDevice=desktop`);
  expect(first.get('subses')).toMatch(/^[1-6]$/);
  expect(first.get('pv')).toBe('1');
  expect(first.has('ftag')).toBe(false);
  expect(await cookie(context, 'cnet_ad_ftag')).toBeUndefined();

  const arrived = await skyboxTargeting(page, `${article.canonicalUrl!}?setDevice=desktop&ftag=${FTAG}`);
  expect(arrived.get('ftag')).toBe(FTAG);
  expect(arrived.get('subses')).toBe(first.get('subses'));
  expect(arrived.get('pv')).toBe('2');
  expect(await cookie(context, 'cnet_ad_ftag')).toBe(FTAG);

  // First touch: a later campaign code does not replace it; a page without one still carries it.
  const later = await skyboxTargeting(page, `${article.canonicalUrl!}?setDevice=desktop&ftag=OTHER-1`);
  expect(later.get('ftag')).toBe(FTAG);
  const plain = await skyboxTargeting(page, `${article.canonicalUrl!}?setDevice=desktop`);
  expect(plain.get('ftag')).toBe(FTAG);
  expect(plain.get('pv')).toBe('4');
});

test('bad ad cookie values are ignored and replaced; the ads still load', async ({ page, context, baseURL }) => {
  await grantConsent(context, baseURL!, ['C0002', 'C0004']);
  await controlBucket(context, baseURL!);
  await context.addCookies([
    { name: 'cnet_ad', value: '99', url: baseURL! },
    { name: 'cnet_ad_ftag', value: '%3Cscript%3Ealert(1)%3C%2Fscript%3E', url: baseURL! },
    { name: 'pv', value: 'lots', url: baseURL! },
  ]);
  const targeting = await skyboxTargeting(page, `${article.canonicalUrl!}?setDevice=desktop`);
  expect(targeting.get('subses')).toMatch(/^[1-6]$/);
  expect(targeting.has('ftag')).toBe(false);
  expect(targeting.get('pv')).toBe('1');
  expect(await cookie(context, 'cnet_ad')).toMatch(/^[1-6]$/);
  await expect(page.locator(`#ad-container-${SKYBOX}`)).toHaveAttribute('data-ad-phase', 'rendered');
});

test('without targeting consent no ad cookie is written, even arriving with a campaign code', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, ['C0002']);
  await controlBucket(context, baseURL!);
  await page.goto(`${article.canonicalUrl!}?setDevice=desktop&ftag=${FTAG}`);
  await hydrated(page);
  await page.mouse.wheel(0, 2000);
  await expect(page.locator('h1')).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('cnet_ad');
  expect(names).not.toContain('cnet_ad_ftag');
  expect(names).not.toContain('pv');
});
