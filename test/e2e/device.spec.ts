import { expect, test } from '@playwright/test';
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
