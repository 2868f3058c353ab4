import { expect, test } from '@playwright/test';
import { SIGN_IN_TRANSACTION_COOKIE } from '../../shared/authConstants';
import { hydrated, withoutPrefetch } from './helpers';

test('links in view are prefetched on idle, and a click uses the prefetched payload', async ({ page }) => {
  const rscRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers().rsc === '1') rscRequests.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => rscRequests.length, { timeout: 5000 }).toBeGreaterThan(0);
  // Only links in view, and at most six of them (PREFETCH_MAX_LINKS).
  await page.waitForTimeout(500);
  expect(rscRequests.length).toBeLessThanOrEqual(6);
  const inView = await page.evaluate(
    (paths) =>
      paths.map((path) =>
        Array.from(document.querySelectorAll(`main a[href="${path}"]`)).some((a) => {
          const rect = a.getBoundingClientRect();
          return rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0;
        }),
      ),
    rscRequests,
  );
  expect(inView.every(Boolean)).toBe(true);
  const prefetched = rscRequests[0]!;
  const before = rscRequests.length;
  await page.locator(`main a[href="${prefetched}"]`).first().click();
  await expect(page).toHaveURL(prefetched);
  expect(rscRequests.slice(before).filter((path) => path === prefetched)).toEqual([]);
  // The page does not jump to a full load: the article rendered in place.
  await expect(page.locator('main h1').first()).toBeVisible();
});

test('nothing is prefetched with data-saver on', async ({ page }) => {
  await withoutPrefetch(page);
  const rscRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers().rsc === '1') rscRequests.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await page.waitForTimeout(2500);
  expect(rscRequests).toEqual([]);
});

test('a link marked for the browser is not prefetched: /user/settings/ does not start a sign-in behind the reader', async ({
  page,
}) => {
  const rscRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers().rsc === '1') rscRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/user/settings/');
  await hydrated(page);
  const join = page.getByRole('link', { name: 'Join or log in' });
  await expect(join).toHaveAttribute('data-reload', '');
  // Prefetch waits for the load event and idle (at most 2 s); its links are all asked for at once.
  await page.waitForTimeout(2500);
  expect(rscRequests.filter((path) => path.startsWith('/signin/'))).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain(SIGN_IN_TRANSACTION_COOKIE);
});
