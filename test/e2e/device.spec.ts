import { devices, expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from './helpers';

async function deviceCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'device')?.value;
}

test('the device watcher stores the device for the viewport and follows resizes (200 ms debounce)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => deviceCookie(page)).toBe('desktop');
  await page.setViewportSize({ width: 800, height: 800 });
  await expect.poll(() => deviceCookie(page)).toBe('tablet');
  await page.setViewportSize({ width: 375, height: 700 });
  await expect.poll(() => deviceCookie(page)).toBe('mobile');
  // The next page is rendered for the stored device.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-device', 'mobile');
});

/**
 * A first visit (no device cookie, no CDN header) gets the layout of the device the browser says
 * it is (decision 117): a desktop Chromium the desktop ads, an emulated phone the phone's.
 */
const ALL_CONSENT = 'v1:C0001:1|C0002:1|C0003:1|C0004:1|C0005:1';
const AD_SLOT_CALL = '/ads/v1/slot';

async function firstVisit(page: Page): Promise<{ slots: string[]; targetedDevices: Set<string> }> {
  await page.context().addCookies([
    { name: 'neutron_consent', value: ALL_CONSENT, domain: '127.0.0.1', path: '/' },
    { name: 'nemo_highlander', value: 'service_off%3A1%3Acontrol', domain: '127.0.0.1', path: '/' },
  ]);
  const targetedDevices = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(AD_SLOT_CALL)) return;
    const device = new URLSearchParams(url.searchParams.get('cust_params') ?? '').get('device');
    if (device) targetedDevices.add(device);
  });
  expect(await deviceCookie(page)).toBeUndefined();
  await page.goto('/');
  await hydrated(page);
  const slots = await page
    .locator('[id^="ad-container-"]')
    .evaluateAll((elements) => elements.map((element) => element.id.replace(/^ad-container-|-\d+$/g, '')));
  await expect.poll(() => targetedDevices.size, { timeout: 10_000 }).toBeGreaterThan(0);
  return { slots, targetedDevices };
}

test('a desktop Chromium’s first page has the desktop ad layout and device=desktop targeting', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { slots, targetedDevices } = await firstVisit(page);
  await expect(page.locator('body')).toHaveAttribute('data-device', 'desktop');
  expect(slots).toEqual(expect.arrayContaining(['globalSkybox', 'leaderboard', 'mpu']));
  expect(slots).not.toContain('mobileBanner');
  expect([...targetedDevices]).toEqual(['desktop']);
});

test('a phone’s first page has the phone’s ad layout and device=mobile targeting', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  try {
    const { slots, targetedDevices } = await firstVisit(page);
    await expect(page.locator('body')).toHaveAttribute('data-device', 'mobile');
    expect(slots).toEqual(expect.arrayContaining(['mobileBanner', 'mpu']));
    expect(slots).not.toContain('leaderboard');
    expect(slots).not.toContain('globalSkybox');
    expect([...targetedDevices]).toEqual(['mobile']);
  } finally {
    await context.close();
  }
});
