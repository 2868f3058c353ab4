/**
 * The internet plans address lookup, progressively enhanced (decision 077): without JavaScript
 * the GET form finds the providers; with it, suggestions from the Geo autocomplete fill the
 * input's list as the reader types.
 */
import { expect, test } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the address form finds the providers', async ({ page }) => {
    await page.goto('/home/internet/plans/');
    await page.getByLabel('Street address, or city and state').fill('Denver, CO');
    await page.getByRole('button', { name: 'Look up address' }).click();
    await expect(page.getByText('Showing providers for Denver, CO')).toBeVisible();
    await expect(page.locator('.providers-table')).toBeVisible();
  });
});

test('suggestions fill the address list as the reader types', async ({ page }) => {
  await page.goto('/home/internet/plans/');
  const input = page.getByLabel('Street address, or city and state');
  // The island starts after hydration; typing again until suggestions arrive keeps the test robust on a busy machine.
  await expect(async () => {
    await input.fill('');
    await input.pressSequentially('42 Oak', { delay: 20 });
    await expect(page.locator('#address-suggestions option').first()).toHaveAttribute('value', /^42 Oak Ave, /, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
});
