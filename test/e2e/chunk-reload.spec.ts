import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

/**
 * A stale deployment: the client chunk a navigation needs is gone. The router falls back to a
 * full page load of the destination, and does that at most once per 60 s.
 */
test('a chunk-load failure during navigation loads the page afresh, at most once per 60 s', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // The error page uses a client component the front door never loaded (service worker registration).
  await page.route(/\/static\/client\d+\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  const addLink = (href: string) =>
    page.evaluate((target) => {
      const a = document.createElement('a');
      a.href = target;
      a.id = 'probe';
      a.textContent = 'probe';
      document.getElementById('probe')?.remove();
      document.body.append(a);
    }, href);

  await addLink('/news/gone-missing-one/');
  await Promise.all([page.waitForEvent('load'), page.click('#probe')]);
  await expect(page).toHaveURL('/news/gone-missing-one/');
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const stamp = await page.evaluate(() => sessionStorage.getItem('neutron:chunk-reload-at'));
  expect(Number(stamp)).toBeGreaterThan(0);

  // The fresh page cannot load its chunks either (still blocked): it must not reload again.
  let loads = 0;
  page.on('load', () => loads++);
  await page.waitForTimeout(2000);
  expect(loads).toBe(0);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
