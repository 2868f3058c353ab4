/**
 * The browser half of sign-in (spec 000 §4; issue 11 points 2, 3 and 5): anonymous readers
 * download no sign-in code until the modal opens; the modal keeps focus inside and leaves the
 * page as it was on back; the stored strategy makes the client fetch the user at startup and is
 * forgotten once the session is gone; a new signup is tracked once (with consent).
 */
import { expect, test, type Page } from '@playwright/test';
import { SIGN_IN_STRATEGY_STORAGE_KEY } from '../../shared/authConstants';
import { ARTICLE_LINK, hydrated, withoutPrefetch } from './helpers';
import { logInOnProvider } from './authHelpers';

const UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? 3211)}`;
const PERFORMANCE_ONLY = 'v1:C0001:1|C0002:1|C0003:0|C0004:0|C0005:0';

/** Script files and user fetches the page makes from now on. */
function watch(page: Page): { scripts: string[]; userFetches: () => number; rsc: () => number } {
  const scripts: string[] = [];
  let users = 0;
  let rsc = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/static/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (url.pathname === '/user/me/') users += 1;
    if (request.headers()['rsc'] === '1' || url.searchParams.has('_rsc')) rsc += 1;
  });
  return { scripts, userFetches: () => users, rsc: () => rsc };
}

const strategy = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SIGN_IN_STRATEGY_STORAGE_KEY);

async function signupEvents(): Promise<Array<{ fields: Record<string, unknown> }>> {
  const res = await fetch(`${UPSTREAM}/collect/v1/events?event=signup`);
  return ((await res.json()) as { events: Array<{ fields: Record<string, unknown> }> }).events;
}

test('an anonymous article reader loads no sign-in code; the modal code comes when it opens', async ({ page }) => {
  await page.goto('/');
  const article = await page.locator(ARTICLE_LINK).first().getAttribute('href');
  const seen = watch(page);
  await page.goto(article!);
  await hydrated(page);
  // Nothing to initialise: the auth store never even loaded.
  await expect(page.locator('html')).not.toHaveAttribute('data-auth-client', /.*/);
  expect(seen.scripts.some((path) => path.includes('auth-startup'))).toBe(false);
  expect(seen.userFetches()).toBe(0);
  const before = seen.scripts.length;
  await page.getByRole('link', { name: 'Join / Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Join' })).toBeVisible();
  expect(seen.scripts.length).toBeGreaterThan(before);
});

test('the modal keeps focus inside, and back closes it without reloading the page', async ({ page }) => {
  await withoutPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  const seen = watch(page);
  const control = page.getByRole('link', { name: 'Join / Log in' });
  await control.click();
  const dialog = page.getByRole('dialog', { name: 'Join' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).toBeFocused();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
  expect(seen.rsc()).toBe(0);
});

test('a stored strategy makes the client fetch the user at startup; signed out, it is forgotten', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Join / Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByLabel('Email').fill('reader6@readers.neutron.test');
  await dialog.getByRole('button', { name: 'Continue to log in' }).click();
  await logInOnProvider(page, 'reader6@readers.neutron.test', 'Reader6!');
  await expect(page.locator('.account-name')).toHaveText('Reader 6');
  expect(await strategy(page)).toBe('password');
  await expect(page.locator('html')).toHaveAttribute('data-auth-client', 'logged-in');

  const seen = watch(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-auth-client', 'logged-in');
  expect(seen.userFetches()).toBe(1);

  // The session ends behind the page's back (cookie gone): the next startup finds no user.
  await page.context().clearCookies({ name: 'neutron_session' });
  await page.goto('/news/');
  await expect(page.locator('html')).toHaveAttribute('data-auth-client', 'logged-out');
  expect(seen.userFetches()).toBe(2);
  expect(await strategy(page)).toBeNull();
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-auth-client', /.*/);
  expect(seen.userFetches()).toBe(2);
});

test('a new signup is tracked once (performance consent)', async ({ page, context }) => {
  await context.addCookies([
    { name: 'neutron_consent', value: encodeURIComponent(PERFORMANCE_ONLY), domain: '127.0.0.1', path: '/' },
  ]);
  const before = (await signupEvents()).length;
  const email = `signup.${Date.now()}@example.com`;
  await page.goto('/signin/?returnTo=/&screen=signup');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.locator('#email').fill(email);
  await page.locator('#name').fill('Newcomer');
  await page.locator('#password').fill('abc123!');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.locator('.account-name')).toHaveText('Newcomer');
  await expect.poll(async () => (await signupEvents()).length).toBe(before + 1);
  const sub = (await signupEvents()).at(-1)!.fields.userId;
  expect(sub).toEqual(expect.any(String));

  // More pages of the same session (login_count is still 1): still one signup.
  const newsUrl = `${new URL(page.url()).origin}/news/`;
  const newsViews = async () => {
    const res = await fetch(`${UPSTREAM}/collect/v1/events?event=pageView`);
    return ((await res.json()) as { events: Array<{ fields: Record<string, unknown> }> }).events.filter(
      (e) => e.fields.url === newsUrl,
    ).length;
  };
  const viewsBefore = await newsViews();
  await page.goto('/news/');
  await hydrated(page);
  // A view is sent when the browser is first idle: let it go out before the reload starts the next one.
  await expect.poll(newsViews).toBeGreaterThanOrEqual(viewsBefore + 1);
  await page.reload();
  await hydrated(page);
  await expect.poll(newsViews).toBeGreaterThanOrEqual(viewsBefore + 2);
  expect((await signupEvents()).filter((event) => event.fields.userId === sub)).toHaveLength(1);
});
