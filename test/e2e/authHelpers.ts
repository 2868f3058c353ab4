/** Signing in through the real provider's hosted page in Chromium (decision 040). */
import { expect, type Page } from '@playwright/test';
import { createReaders } from '../../upstream/identity/readers';
import { testPassword } from '../../upstream/identity/accounts';
import { DEFAULT_SEED } from '../../upstream/world/world';

export const READERS = createReaders(DEFAULT_SEED);

/** On the provider's hosted page (the browser has left the site): log in with an email and password. */
export async function logInOnProvider(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Goes to /signin/ (returnTo), logs in on the provider's page as a world reader, and waits to be back signed in. */
export async function signInAs(page: Page, username: string, returnTo = '/'): Promise<void> {
  const reader = READERS.find((r) => r.username === username)!;
  await page.goto(`/signin/?returnTo=${encodeURIComponent(returnTo)}`);
  await logInOnProvider(page, reader.email, testPassword(reader.username));
  await expect(page.locator('body')).toHaveAttribute('data-auth', 'logged-in');
}
