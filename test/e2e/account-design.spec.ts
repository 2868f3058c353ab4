/**
 * Issue 39 point 10, what a reader sees on the account pages: the Join/Log in modal's choice is a
 * segmented control and its main button wears the brand's colour (as Facebook's wears blue); the
 * settings page draws its own fields, chips and buttons instead of the browser's, and axe finds
 * nothing in either, light or dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import { signInAs } from './authHelpers';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** The computed colour of a token on the page's body (so Roadshow's or the dark scheme's own value). */
function token(page: Page, name: string): Promise<string> {
  return page.evaluate((property) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${property})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function noAxeViolations(page: Page, include: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const results = await new AxeBuilder({ page }).include(include).analyze();
    expect(results.violations.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  }
}

test('the Join/Log in modal: a segmented Join | Log in control and a main button in the brand colour', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Join / Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Join' })).toBeVisible();
  // The dialog's name follows the chosen mode, so the controls are found by its class.
  const dialog = page.locator('.join-login-modal');
  const join = dialog.getByRole('button', { name: 'Join', exact: true });
  const logIn = dialog.getByRole('button', { name: 'Log in', exact: true });
  // The chosen segment is filled; the other is not; both are pills of one track.
  expect(await style(join, 'background-color')).toBe(await token(page, '--ink'));
  expect(await style(logIn, 'background-color')).toBe(TRANSPARENT);
  expect(await style(dialog.locator('.modal-tabs'), 'border-radius')).not.toBe('0px');
  const [joinBox, logInBox] = [await join.boundingBox(), await logIn.boundingBox()];
  expect(joinBox!.height).toBeGreaterThanOrEqual(40);
  expect(Math.round(joinBox!.width)).toBe(Math.round(logInBox!.width));
  expect(Math.abs(joinBox!.y - logInBox!.y)).toBeLessThan(1);

  const submit = dialog.getByRole('button', { name: 'Continue to join' });
  expect(await style(submit, 'background-color')).toBe(await token(page, '--accent-fill'));
  expect(await style(submit, 'color')).toBe(await token(page, '--on-accent'));
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await logIn.click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await style(logIn, 'background-color')).toBe(await token(page, '--ink'));
  expect(await style(join, 'background-color')).toBe(TRANSPARENT);
  await noAxeViolations(page, '.join-login-modal');
});

test('the settings page: drawn fields, newsletter chips and brand buttons; what the reader knows, not ids', async ({
  page,
}) => {
  await signInAs(page, 'reader6', '/user/settings/');
  await expect(page).toHaveURL(/\/user\/settings\/$/);
  const settings = page.locator('.user-settings');
  await expect(settings.getByText('Member since')).toBeVisible();
  await expect(settings).not.toContainText('Account id');
  await expect(settings).not.toContainText('Sign-ins');
  await expect(settings).not.toContainText('local|');

  const chip = settings.getByRole('checkbox', { name: 'Deals' });
  expect(await style(chip, 'appearance')).toBe('none');
  if (await chip.isChecked()) await chip.uncheck();
  expect(await style(chip, 'background-color')).not.toBe(await token(page, '--accent-fill'));
  await chip.check();
  expect(await style(chip, 'background-color')).toBe(await token(page, '--accent-fill'));

  const save = settings.getByRole('button', { name: 'Save profile' });
  expect(await style(save, 'background-color')).toBe(await token(page, '--accent-fill'));
  const name = settings.getByLabel('Display name');
  expect(await style(name, 'border-top-left-radius')).not.toBe('0px');
  expect((await name.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  for (const label of ['Reset password', 'Sign out']) {
    const button = settings.getByRole('button', { name: label });
    expect(await style(button, 'border-top-left-radius')).not.toBe('0px');
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await noAxeViolations(page, '.user-settings');
});
