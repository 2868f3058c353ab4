import { expect, test } from '@playwright/test';
import { ARTICLE_LINK, hydrated } from './helpers';

test('the front door hydrates without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('.cards .card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the browser accepts every policy header a page sends', async ({ page }) => {
  // Chromium reports a header it cannot apply (an unknown Permissions-Policy feature, a bad CSP
  // directive) as a console warning about that header.
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content-Security-Policy|Referrer-Policy/i.test(message.text()))
      complaints.push(message.text());
  });
  for (const path of ['/', '/about/']) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(complaints).toEqual([]);
});

test('clicking an article navigates on the client, and back returns', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const link = page.locator(ARTICLE_LINK).first();
  const title = (await link.locator('h3').textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.locator('.cards .card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('an unknown page shows the 404 page', async ({ page }) => {
  const response = await page.goto('/news/this-story-does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

test('a client navigation to a missing page shows the 404 page in place', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/news/this-story-does-not-exist/';
    a.id = 'missing-link';
    a.textContent = 'missing';
    document.body.append(a);
  });
  await page.click('#missing-link');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page).toHaveURL('/news/this-story-does-not-exist/');
});

test("the head's metadata follows client navigations: one canonical, the page's own Open Graph title and structured data", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const head = () =>
    page.evaluate(() => ({
      canonicals: Array.from(document.querySelectorAll('link[rel="canonical"]')).map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
      ogTitles: Array.from(document.querySelectorAll('meta[property="og:title"]')).map((meta) =>
        meta.getAttribute('content'),
      ),
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
      // Every named or property meta once: none left over from the page before.
      repeated: Array.from(document.head.querySelectorAll('meta[name], meta[property]'))
        .map((meta) => meta.getAttribute('name') ?? meta.getAttribute('property'))
        .filter((name, index, all) => all.indexOf(name) !== index),
    }));
  await page.goto('/');
  await hydrated(page);
  expect((await head()).canonicals).toEqual(['/']);
  const link = page.locator(ARTICLE_LINK).first();
  const title = (await link.locator('h3').textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page.locator('h1')).toHaveText(title);
  await expect.poll(async () => (await head()).canonicals).toEqual([href]);
  const after = await head();
  expect(after.ogTitles).toEqual([title]);
  expect(after.jsonLd).toBe(1);
  expect(after.repeated).toEqual([]);
  await page.goBack();
  await expect.poll(async () => (await head()).canonicals).toEqual(['/']);
  expect((await head()).repeated).toEqual([]);
  expect(errors).toEqual([]);
});
