/**
 * Live coverage in Chromium against the local upstream's live service (decision 021): items
 * published, updated and deleted through the upstream's control API show up, change and
 * disappear on an open live article; after the service drops the connection the page reconnects
 * and catches up on what was published meanwhile; a reader who scrolled into the updates gets a
 * "new updates" button instead of content moving; a 4104 error code ends the connection. The
 * pinned block follows the same store (held while the reader is below it), and relative times
 * are refreshed (driven by Playwright's clock, not the wall clock).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 3211}`;

interface LiveEntry {
  contentId: string;
  url: string;
  liveNow: boolean;
}

async function liveArticle(request: APIRequestContext): Promise<LiveEntry> {
  const res = await request.get(`${UPSTREAM}/__live`);
  const { articles } = (await res.json()) as { articles: LiveEntry[] };
  const live = articles.find((entry) => entry.liveNow && entry.url.startsWith('/news-live/'));
  if (!live) throw new Error('no ongoing live article in the upstream world');
  return live;
}

async function publish(request: APIRequestContext, live: LiveEntry, headline: string): Promise<string> {
  const res = await request.post(`${UPSTREAM}/__live/${live.contentId}/items`, { data: { headline } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { item: { id: string } }).item.id;
}

async function openLive(page: Page, live: LiveEntry) {
  await page.goto(live.url);
  await expect(page.locator('.live-stream')).toHaveAttribute('data-live-state', 'subscribed', { timeout: 10_000 });
}

const updates = (page: Page) => page.getByRole('region', { name: 'Live updates' });
const pinnedBlock = (page: Page) => page.getByRole('region', { name: 'Pinned updates' });

/** The id and sequence of the stream's first pinned item (the pinned block's copy carries no id). */
async function firstPinned(page: Page): Promise<{ id: string; sequence: string }> {
  const item = updates(page).locator('.live-item[data-pinned="true"]').first();
  return {
    id: (await item.getAttribute('id'))!.slice('update-'.length),
    sequence: (await item.getAttribute('data-sequence'))!,
  };
}

test.beforeEach(async ({ request }) => {
  await request.delete(`${UPSTREAM}/__live`);
});

// The composer's live page carries published items: leave the world's own for the specs after this one.
test.afterAll(async ({ request }) => {
  await request.delete(`${UPSTREAM}/__live`);
});

test('a published item appears within 2 seconds, an update changes it and a deletion removes it', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  // Errors, and the warning entry.tsx logs when hydration had to recover from a mismatch.
  page.on(
    'console',
    (message) => (message.type() === 'error' || /hydration/i.test(message.text())) && errors.push(message.text()),
  );
  page.on('pageerror', (error) => errors.push(error.message));
  const live = await liveArticle(request);
  await openLive(page, live);
  const id = await publish(request, live, 'E2E: the first live item');
  await expect(updates(page).getByRole('heading', { name: 'E2E: the first live item' })).toBeVisible({
    timeout: 2_000,
  });
  // It is the newest, so it comes first, marked as new for a moment.
  await expect(updates(page).locator('.live-item').first()).toHaveAttribute('id', `update-${id}`);
  await expect(updates(page).locator(`#update-${id}`)).toHaveClass(/live-item--fresh/);

  await request.patch(`${UPSTREAM}/__live/${live.contentId}/items/${id}`, {
    data: { headline: 'E2E: the first live item, corrected' },
  });
  await expect(updates(page).getByRole('heading', { name: 'E2E: the first live item, corrected' })).toBeVisible({
    timeout: 2_000,
  });
  await expect(updates(page).getByRole('heading', { name: 'E2E: the first live item', exact: true })).toHaveCount(0);

  await request.delete(`${UPSTREAM}/__live/${live.contentId}/items/${id}`);
  await expect(updates(page).locator(`#update-${id}`)).toHaveCount(0, { timeout: 2_000 });
  // Hydration matched the server's markup and nothing failed on the way.
  expect(errors).toEqual([]);
});

test('an update of an item the server rendered re-renders it, and deleting one removes it', async ({
  page,
  request,
}) => {
  const live = await liveArticle(request);
  await openLive(page, live);
  const items = updates(page).locator('.live-item');
  const firstId = (await items.nth(0).getAttribute('id'))!.slice('update-'.length);
  const secondId = (await items.nth(1).getAttribute('id'))!.slice('update-'.length);
  await request.patch(`${UPSTREAM}/__live/${live.contentId}/items/${firstId}`, {
    data: { headline: 'E2E: corrected server item' },
  });
  await expect(updates(page).locator(`#update-${firstId} h3`)).toHaveText('E2E: corrected server item', {
    timeout: 2_000,
  });
  await request.delete(`${UPSTREAM}/__live/${live.contentId}/items/${secondId}`);
  await expect(updates(page).locator(`#update-${secondId}`)).toHaveCount(0, { timeout: 2_000 });
});

test('after the service drops the connection the page reconnects and catches up', async ({ page, request }) => {
  const live = await liveArticle(request);
  await openLive(page, live);
  // The service goes away: every socket is dropped and new ones are refused.
  await request.put(`${UPSTREAM}/__live/socket`, { data: { accepting: false } });
  await expect(page.locator('.live-stream')).not.toHaveAttribute('data-live-state', 'subscribed');
  // Published while no socket is connected: only the catch-up call can bring it.
  await publish(request, live, 'E2E: published while disconnected');
  await request.put(`${UPSTREAM}/__live/socket`, { data: { accepting: true } });
  await expect(page.locator('.live-stream')).toHaveAttribute('data-live-state', 'subscribed', { timeout: 15_000 });
  await expect(updates(page).getByRole('heading', { name: 'E2E: published while disconnected' })).toBeVisible({
    timeout: 5_000,
  });
});

test('a reader scrolled into the updates gets a "new updates" button that shows them', async ({ page, request }) => {
  const live = await liveArticle(request);
  await openLive(page, live);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const reading = updates(page).locator('.live-item').last();
  const before = await reading.boundingBox();

  await publish(request, live, 'E2E: arrived while scrolled away');
  const button = page.getByRole('button', { name: /^\d+ new updates?$/ });
  await expect(button).toBeVisible({ timeout: 2_000 });
  await expect(page.locator('[aria-live="polite"]', { hasText: /new update/ })).toHaveCount(1);
  // Nothing moved above what the reader is reading, and the item is not shown yet.
  expect((await reading.boundingBox())?.y).toBe(before?.y);
  await expect(updates(page).getByRole('heading', { name: 'E2E: arrived while scrolled away' })).toHaveCount(0);
  // The button and the live region are accessible (axe: no serious or critical violations).
  const axe = await new AxeBuilder({ page }).include('.live-stream').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await button.click();
  await expect(updates(page).getByRole('heading', { name: 'E2E: arrived while scrolled away' })).toBeInViewport();
  await expect(button).toHaveCount(0);
});

test('error code 4104 disconnects for good', async ({ page, request }) => {
  const live = await liveArticle(request);
  await openLive(page, live);
  await request.post(`${UPSTREAM}/__live/socket/error`, { data: { code: 4104 } });
  await expect(page.locator('.live-stream')).toHaveAttribute('data-live-state', 'disconnected');
  // The page closed its socket and does not come back.
  const connections = async () =>
    ((await (await request.get(`${UPSTREAM}/__live`)).json()) as { socket: { connections: number } }).socket
      .connections;
  await expect.poll(connections).toBe(0);
});

test('the pinned block follows the store: an edited pinned item changes there, a deleted one disappears', async ({
  page,
  request,
}) => {
  const live = await liveArticle(request);
  await openLive(page, live);
  const { id, sequence } = await firstPinned(page);
  const copy = pinnedBlock(page).locator(`.live-item[data-sequence="${sequence}"]`);
  await expect(copy).toHaveCount(1);

  await request.patch(`${UPSTREAM}/__live/${live.contentId}/items/${id}`, {
    data: { headline: 'E2E: corrected pinned item' },
  });
  await expect(copy.locator('h3')).toHaveText('E2E: corrected pinned item', { timeout: 2_000 });
  await expect(updates(page).locator(`#update-${id} h3`)).toHaveText('E2E: corrected pinned item');
  // The copy in the pinned block never takes the stream's id.
  await expect(page.locator(`[id="update-${id}"]`)).toHaveCount(1);

  // A new item arriving pinned joins the block; an update un-pinning it takes it out again.
  const added = await (async () => {
    const res = await request.post(`${UPSTREAM}/__live/${live.contentId}/items`, {
      data: { headline: 'E2E: pinned on arrival', pinned: true },
    });
    return ((await res.json()) as { item: { id: string } }).item.id;
  })();
  await expect(pinnedBlock(page).getByRole('heading', { name: 'E2E: pinned on arrival' })).toBeVisible({
    timeout: 2_000,
  });
  await request.patch(`${UPSTREAM}/__live/${live.contentId}/items/${added}`, { data: { pinned: false } });
  await expect(pinnedBlock(page).getByRole('heading', { name: 'E2E: pinned on arrival' })).toHaveCount(0, {
    timeout: 2_000,
  });
  await expect(updates(page).getByRole('heading', { name: 'E2E: pinned on arrival' })).toBeVisible();

  await request.delete(`${UPSTREAM}/__live/${live.contentId}/items/${id}`);
  await expect(copy).toHaveCount(0, { timeout: 2_000 });
  await expect(updates(page).locator(`#update-${id}`)).toHaveCount(0);
});

test('pinned-block changes wait while the reader is below it, and show when they are back', async ({
  page,
  request,
}) => {
  const live = await liveArticle(request);
  await openLive(page, live);
  const { id, sequence } = await firstPinned(page);
  const copy = pinnedBlock(page).locator(`.live-item[data-sequence="${sequence}"]`);
  const before = await copy.locator('h3').textContent();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const reading = updates(page).locator('.live-item').last();
  const position = (await reading.boundingBox())?.y;

  await request.patch(`${UPSTREAM}/__live/${live.contentId}/items/${id}`, {
    data: { headline: 'E2E: pinned edit while away', body: '<p>longer</p>'.repeat(12) },
  });
  // The stream's copy changes in place; the pinned block above the reader holds, nothing moves.
  await expect(updates(page).locator(`#update-${id} h3`)).toHaveText('E2E: pinned edit while away', { timeout: 2_000 });
  await expect(copy.locator('h3')).toHaveText(before ?? '');
  expect((await reading.boundingBox())?.y).toBe(position);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(copy.locator('h3')).toHaveText('E2E: pinned edit while away', { timeout: 2_000 });
});

test('an update arriving as important joins "Key updates" with a link to it in the stream; edited and deleted, it follows', async ({
  page,
  request,
}) => {
  const live = await liveArticle(request);
  await openLive(page, live);
  const keyUpdates = page.getByRole('navigation', { name: 'Key updates' });
  const res = await request.post(`${UPSTREAM}/__live/${live.contentId}/items`, {
    data: { headline: 'E2E: an important update', important: true },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { item: { id: string } }).item.id;

  // The reader is at the top: the update shows in the stream and, newest first, at the top of "Key updates".
  const link = keyUpdates.getByRole('link', { name: 'E2E: an important update' });
  await expect(link).toBeVisible({ timeout: 2_000 });
  await expect(keyUpdates.getByRole('link').first()).toHaveAttribute('href', `#update-${id}`);
  await expect(keyUpdates.getByRole('listitem').first().locator('time')).toHaveText('Just now');
  expect(await keyUpdates.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  await link.click();
  await expect(updates(page).locator(`#update-${id}`)).toBeInViewport();
  await expect(updates(page).locator(`#update-${id} h3`)).toHaveText('E2E: an important update');

  // Back at the top, an edit changes its entry, an update that is no longer important leaves the list.
  await page.evaluate(() => window.scrollTo(0, 0));
  await request.patch(`${UPSTREAM}/__live/${live.contentId}/items/${id}`, {
    data: { headline: 'E2E: an important update, corrected' },
  });
  await expect(keyUpdates.getByRole('link', { name: 'E2E: an important update, corrected' })).toBeVisible({
    timeout: 2_000,
  });
  await request.patch(`${UPSTREAM}/__live/${live.contentId}/items/${id}`, { data: { important: false } });
  await expect(page.locator(`.live-key a[href="#update-${id}"]`)).toHaveCount(0, { timeout: 2_000 });
  await expect(updates(page).locator(`#update-${id}`)).toHaveCount(1);
});

/**
 * Two plain updates; the reader reads the newer one, "Key updates" above them, the older one
 * below. The older update becomes important: "Key updates" above the reader would gain an entry,
 * and hold it instead; back at the top, the entry shows. With `framesHeld`, the page gets no
 * animation frame between the scroll and the change (a busy browser): the scroll has happened
 * but has not been reported to the page when the change arrives.
 */
async function keyUpdatesHoldBelow(page: Page, request: APIRequestContext, framesHeld: boolean) {
  const live = await liveArticle(request);
  await openLive(page, live);
  const older = await publish(request, live, 'E2E: the older plain update');
  const newer = await publish(request, live, 'E2E: the newer plain update');
  await expect(updates(page).locator('.live-item').first()).toHaveAttribute('id', `update-${newer}`, {
    timeout: 2_000,
  });
  await expect(updates(page).locator('.live-item').nth(1)).toHaveAttribute('id', `update-${older}`);
  // As in a browser without scroll anchoring (Safari): nothing makes up for a block that grows above the reader.
  await page.addStyleTag({ content: 'html{overflow-anchor:none}' });
  if (framesHeld) {
    await page.evaluate(() => {
      const frames = window as Window & { heldFrames?: typeof requestAnimationFrame };
      frames.heldFrames = window.requestAnimationFrame;
      window.requestAnimationFrame = () => 0;
    });
  }
  const reading = updates(page).locator(`#update-${newer}`);
  await reading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const position = (await reading.boundingBox())?.y;

  await request.patch(`${UPSTREAM}/__live/${live.contentId}/items/${older}`, { data: { important: true } });
  await expect(updates(page).locator(`#update-${older}`)).toHaveAttribute('data-important', 'true', { timeout: 2_000 });
  await expect(page.locator(`.live-key a[href="#update-${older}"]`)).toHaveCount(0);
  expect((await reading.boundingBox())?.y).toBe(position);

  await page.evaluate(() => {
    const frames = window as Window & { heldFrames?: typeof requestAnimationFrame };
    if (frames.heldFrames) window.requestAnimationFrame = frames.heldFrames;
    window.scrollTo(0, 0);
  });
  await expect(page.locator(`.live-key a[href="#update-${older}"]`)).toHaveText('E2E: the older plain update', {
    timeout: 2_000,
  });
}

test('"Key updates" wait while the reader is below them, so nothing they read moves', async ({ page, request }) => {
  await keyUpdatesHoldBelow(page, request, false);
});

test('"Key updates" hold also when the change comes before the scroll past them has been reported', async ({
  page,
  request,
}) => {
  await keyUpdatesHoldBelow(page, request, true);
});

test('relative times of items are refreshed while the page is open', async ({ page, request }) => {
  // Playwright's clock: time flows as usual until the test moves it on.
  await page.clock.install();
  const live = await liveArticle(request);
  await openLive(page, live);
  await publish(request, live, 'E2E: a timed item');
  const time = updates(page)
    .locator('.live-item', { has: page.getByRole('heading', { name: 'E2E: a timed item' }) })
    .locator('time');
  await expect(time).toHaveText('Just now', { timeout: 2_000 });
  // Past the moment it is marked as new (FRESH_MS): nothing else re-renders the item after this.
  await page.clock.runFor(6_000);
  await expect(time.locator('..')).not.toHaveClass(/live-item--fresh/);
  await expect(time).toHaveText('Just now');
  await page.clock.fastForward('05:30');
  await expect(time).toHaveText('5 minutes ago');
});

test('the "Updated" line under the headline follows an update as it arrives', async ({ page, request }) => {
  const live = await liveArticle(request);
  await openLive(page, live);
  const updated = page.locator('.live__head .live-updated time');
  const before = (await updated.getAttribute('datetime'))!;
  await publish(request, live, 'E2E: an update the head line follows');
  await expect(updates(page).getByRole('heading', { name: 'E2E: an update the head line follows' })).toBeVisible({
    timeout: 2_000,
  });
  await expect.poll(async () => (await updated.getAttribute('datetime'))! > before).toBe(true);
  await expect(updated).toHaveText('Just now');
});
