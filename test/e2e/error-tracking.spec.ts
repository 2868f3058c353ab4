/**
 * Client error tracking and connection status (spec 000 §8, 001 §8; decision 078): uncaught
 * errors, rejections and service-worker registration failures reach the collector as
 * `clientError` events only with performance consent; the monitor keeps at most 10; a reader
 * who goes offline is told so, and the notice leaves when the connection returns.
 */
import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_MESSAGE } from '../../client/runtime/OnlineStatus';
import { grantConsent, rejectConsent } from './consentHelpers';
import { hydrated } from './helpers';

const UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? 3211)}`;

interface Stored {
  event: string;
  fields: Record<string, unknown>;
}

async function clientErrors(marker: string): Promise<Stored[]> {
  const res = await fetch(`${UPSTREAM}/collect/v1/events?event=clientError`);
  return ((await res.json()) as { events: Stored[] }).events.filter((e) =>
    String(e.fields.message ?? '').includes(marker),
  );
}

const monitor = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __neutronErrors: () => Array<{ kind: string; message: string }> }).__neutronErrors(),
  );

async function throwErrors(page: Page, marker: string, count: number): Promise<void> {
  await page.evaluate(
    ({ marker, count }) => {
      void Promise.reject(new Error(`${marker} rejected`));
      // After the rejection has been reported.
      for (let i = 0; i < count; i++)
        setTimeout(() => {
          throw new Error(`${marker} uncaught ${i}`);
        }, 100);
    },
    { marker, count },
  );
}

test('uncaught errors and rejections go to the collector with performance consent; the monitor keeps 10', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, ['C0002']);
  await page.goto('/tech/');
  await hydrated(page);
  const marker = `e2e-${Date.now()}`;
  await throwErrors(page, marker, 14);
  await expect.poll(async () => (await monitor(page)).length).toBe(10);
  // Sent once each, at most 10 for the page; the rejection is its own kind.
  await expect.poll(async () => (await clientErrors(marker)).length, { timeout: 15_000 }).toBe(10);
  const sent = await clientErrors(marker);
  expect(new Set(sent.map((e) => e.fields.kind))).toEqual(new Set(['uncaught', 'unhandledRejection']));
  expect(sent.every((e) => e.fields.page === '/tech/')).toBe(true);
});

test('without performance consent errors stay in the browser', async ({ page, context, baseURL }) => {
  await rejectConsent(context, baseURL!);
  await page.goto('/tech/');
  await hydrated(page);
  const marker = `e2e-noconsent-${Date.now()}`;
  await throwErrors(page, marker, 2);
  await expect.poll(async () => (await monitor(page)).filter((e) => e.message.includes(marker)).length).toBe(3);
  await page.waitForTimeout(3_000);
  expect(await clientErrors(marker)).toEqual([]);
});

test('a failed service-worker registration is reported', async ({ page, context, baseURL }) => {
  await grantConsent(context, baseURL!, ['C0002']);
  await context.route('**/service-worker.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/no/such/page/');
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${UPSTREAM}/collect/v1/events?event=clientError`)).json()) as { events: Stored[] }
        ).events.filter((e) => e.fields.kind === 'serviceWorker' && String(e.fields.page) === '/no/such/page/').length,
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
});

test('the reader is told when the connection is gone, and not once it is back', async ({ page, context }) => {
  await page.goto('/tech/');
  await hydrated(page);
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-online', 'false');
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-online', 'true');
});
