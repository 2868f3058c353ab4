/**
 * Sign-in in Chromium against the local OpenID Connect provider (decision 040): the modal with
 * live validation, joining, signing out and in again, the name in the header after client
 * navigation, the profile kept, a reset request, Facebook, coming back to /user/settings/, and
 * the whole path without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';
import { logInOnProvider, signInAs } from './authHelpers';

const UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? 3211)}`;

test('a new reader joins through the modal (live validation), signs out, and signs in again', async ({ page }) => {
  const email = `joiner.${Date.now()}@example.com`;
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Join / Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/about/');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', /\/do-not-sell/);
  await dialog.getByLabel('Email').fill('not-an-email');
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByText('Email looks good')).toBeVisible();
  await dialog.getByLabel('Password').fill('abc123');
  await expect(dialog.locator('[data-rule="isValidPasswordSpecialChars"]')).toHaveText(/✗/);
  await dialog.getByLabel('Password').fill('abc123!');
  await expect(dialog.locator('[data-rule="isValidPasswordSpecialChars"]')).toHaveText(/✓/);
  // Escape closes; the control opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Join / Log in' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('abc123!');
  await dialog.getByRole('button', { name: 'Continue to join' }).click();
  // The provider's own join page (the browser left the site), email carried over.
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.locator('#email')).toHaveValue(email);
  await page.locator('#name').fill('Joiner');
  await page.locator('#password').fill('abc123!');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.locator('.account-name')).toHaveText('Joiner');
  expect(await page.evaluate(() => localStorage.getItem('neutron.auth.strategy'))).toBe('password');

  // Sign out from the header menu.
  await page.locator('.account-menu summary').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Join / Log in' })).toBeVisible({ timeout: 15_000 });

  // Sign in again as that reader.
  await page.goto('/signin/?returnTo=/');
  await logInOnProvider(page, email, 'abc123!');
  await expect(page.locator('.account-name')).toHaveText('Joiner');
});

test('the back button closes the modal', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Join / Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('the name stays in the header after client navigation; the profile change persists; a reset is requested', async ({
  page,
}) => {
  await signInAs(page, 'reader5', '/');
  await hydrated(page);
  await expect(page.locator('.account-name')).toHaveText('Reader 5');
  await page.locator('main a[href^="/news/"]').first().click();
  await expect(page).toHaveURL(/\/news\//);
  await expect(page.locator('.account-name')).toHaveText('Reader 5');

  await page.goto('/user/settings/');
  await page.getByLabel('Display name').fill('Five');
  await page.getByLabel('Deals').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Five');
  await expect(page.getByLabel('Deals')).toBeChecked();

  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/a message with a link to reset the password is on its way/)).toBeVisible();
  const outbox = (await (await fetch(`${UPSTREAM}/__identity/resets`)).json()) as { mails: Array<{ to: string }> };
  expect(outbox.mails.map((m) => m.to)).toContain('reader5@readers.neutron.test');
});

test('signs in with "Facebook"', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Join / Log in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page.locator('.account-name')).toHaveText('Reader 12');
  expect(await page.evaluate(() => localStorage.getItem('neutron.auth.strategy'))).toBe('facebook');
});

test('signing in from /user/settings/ comes back to it', async ({ page }) => {
  await page.goto('/user/settings/');
  await page.getByRole('link', { name: 'Join or log in' }).click();
  await logInOnProvider(page, 'reader3@readers.neutron.test', 'Reader3!');
  await expect(page).toHaveURL(/\/user\/settings\/$/);
  await expect(page.getByText('You are signed in as reader3@readers.neutron.test.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/signin/ → the provider → back signed in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join / Log in' }).click();
    await logInOnProvider(page, 'reader4@readers.neutron.test', 'Reader4!');
    await expect(page.locator('body')).toHaveAttribute('data-auth', 'logged-in');
    await expect(page.locator('.account-name')).toHaveText('Reader 4');
  });
});
