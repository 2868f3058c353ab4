/** Signing in through the real provider's hosted page in Chromium (decision 040). */
import { expect, type Page } from '@playwright/test';
import { createReaders } from '../../upstream/identity/readers';
import { testPassword } from '../../upstream/identity/accounts';
import { DEFAULT_SEED } from '../../upstream/world/world';

export const READERS = createReaders(DEFAULT_SEED);

/** Goes to /signin/ (returnTo), logs in on the provider's page, and waits to be back at returnTo. */
export async function signInAs(page: Page, username: string, returnTo = '/'): Promise<void> {
  const reader = READERS.find((r) => r.username === username)!;
  await page.goto(`/signin/?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.locator('#email').fill(reader.email);
  await page.locator('#password').fill(testPassword(reader.username));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-auth', 'logged-in');
}
