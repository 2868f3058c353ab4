/**
 * Issue 10 points 2 and 3 as a reader meets them in Chromium: the page's largest picture is never
 * a lazy one (the first picture in view loads eagerly with high priority, later ones lazily);
 * listings lead with one story; a gallery moves one picture at a time with the arrow keys and a
 * swipe (scroll snap, no script); the video page shows the file's real length everywhere and
 * "Up next" as cards with thumbnails; a review ends with more to read.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { resolvePagePaths } from '../support/pageTypes';

let paths: Map<string, string> | undefined;
async function pathOf(baseURL: string, name: string): Promise<string> {
  if (!paths) paths = new Map((await resolvePagePaths(baseURL)).map((p) => [p.name, p.resolved]));
  return paths.get(name)!;
}

/** The device the server lays out for (the watcher's cookie, as for a returning reader). */
async function asDevice(page: Page, baseURL: string, width: number): Promise<void> {
  await page.context().addCookies([{ name: 'device', value: width >= 1024 ? 'desktop' : 'mobile', url: baseURL }]);
}

/** The LCP element (when it is an image) and every <img> in document order, with how it loads and whether it is in view. */
async function imagesAndLcp(page: Page) {
  return page.evaluate(async () => {
    const lcp = await new Promise<Element | null>((resolve) => {
      new PerformanceObserver((list) =>
        resolve((list.getEntries().at(-1) as unknown as { element: Element | null }).element),
      ).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(null), 3_000);
    });
    const images = [...document.images].map((image) => {
      const rect = image.getBoundingClientRect();
      return {
        src: image.currentSrc || image.src,
        loading: image.loading,
        priority: image.fetchPriority,
        inView: rect.width > 0 && rect.top < window.innerHeight && rect.bottom > 0,
        isLcp: image === lcp,
      };
    });
    return { lcpTag: lcp?.tagName ?? null, images };
  });
}

const LCP_PAGES = [
  'front door',
  'section door',
  'topic listing',
  'reviews door',
  'profile',
  'article with topic',
  'review',
  'gallery',
];

for (const width of [390, 1280]) {
  for (const name of LCP_PAGES) {
    test(`images: on the ${name} at ${width} px the first picture in view is eager with high priority, later ones lazy, and the LCP is never lazy`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: width >= 1024 ? 800 : 844 });
      await asDevice(page, baseURL!, width);
      await page.goto(await pathOf(baseURL!, name), { waitUntil: 'load' });
      const { images } = await imagesAndLcp(page);
      const first = images.findIndex((image) => image.inView);
      expect(first, 'a picture in the first screen').toBeGreaterThanOrEqual(0);
      expect(images[first]).toMatchObject({ loading: 'eager', priority: 'high' });
      for (const image of images.slice(first + 1)) expect(image.loading, image.src).toBe('lazy');
      for (const image of images.filter((i) => i.isLcp)) expect(image.loading, `LCP ${image.src}`).toBe('eager');
    });
  }
}

test('listings: the first story leads (larger than the others) on a phone and on a desktop', async ({
  page,
  baseURL,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(await pathOf(baseURL!, 'topic listing'));
    const boxes = await page
      .locator('.listing .card img')
      .evaluateAll((images) => images.slice(0, 3).map((i) => i.getBoundingClientRect().width));
    expect(boxes[0]!, `${width} px`).toBeGreaterThan(boxes[1]! * 1.5);
    expect(boxes[1]).toBe(boxes[2]);
  }
});

for (const width of [390, 1280]) {
  test(`gallery at ${width} px: one picture at a time, the arrow keys and a swipe move to the next one and back`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(await pathOf(baseURL!, 'gallery'));
    const strip = page.locator('.gallery-strip');
    const items = page.locator('.gallery-item');
    expect(await items.count()).toBeGreaterThan(2);
    // Where the strip stops for picture n: its left edge against the strip's.
    const stopOf = (n: number) =>
      items
        .nth(n)
        .evaluate(
          (item) =>
            item.getBoundingClientRect().left -
            item.closest('.gallery-strip')!.getBoundingClientRect().left +
            item.closest('.gallery-strip')!.scrollLeft,
        );
    const scrolled = () => strip.evaluate((element) => Math.round(element.scrollLeft));
    // Only the first picture is in the strip's view (the next one may peek in on a phone).
    const visibleWidth = await items.nth(0).evaluate((item) => item.getBoundingClientRect().width);
    expect(visibleWidth).toBeGreaterThan((await strip.evaluate((element) => element.clientWidth)) * 0.85);

    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrolled, { timeout: 5_000 }).toBe(Math.round(await stopOf(1)));
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrolled, { timeout: 5_000 }).toBe(Math.round(await stopOf(2)));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrolled, { timeout: 5_000 }).toBe(Math.round(await stopOf(1)));

    // A swipe is a horizontal scroll gesture: one past half a picture lands on the next whole picture, never between two.
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.wheel(Math.round(visibleWidth * 0.6), 0);
    await expect.poll(scrolled, { timeout: 5_000 }).toBe(Math.round(await stopOf(2)));
  });
}

test("video page: the file's real length in the page, the title and the structured data; Up next as cards with thumbnails", async ({
  page,
  baseURL,
}) => {
  await page.goto(await pathOf(baseURL!, 'video'));
  const shown = page.locator('.video-meta time');
  await expect(shown).toHaveText('0:08');
  const fileSeconds = await page.locator('.video-page video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (video.readyState >= 1) resolve(video.duration);
        else video.addEventListener('loadedmetadata', () => resolve(video.duration), { once: true });
        video.preload = 'metadata';
        video.load();
      }),
  );
  expect(Math.round(fileSeconds)).toBe(8);
  const ld = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts
      .flatMap((s) => [JSON.parse(s.textContent ?? '{}')].flat())
      .flatMap((node) => [node, ...(node['@graph'] ?? [])])
      .find((node) => node['@type'] === 'VideoObject'),
  );
  expect(ld.duration).toBe('PT8S');
  expect(await page.locator('h1').textContent()).not.toMatch(/\b\d+\s*(minutes?|seconds?|hours?)\b/i);

  const cards = page.locator('.up-next__list li');
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of await cards.all()) {
    await expect(card.locator('a img')).toHaveCount(1);
    await expect(card.locator('a .up-next__title')).not.toBeEmpty();
  }
});

test('review: more to read in the rail (after the review on a phone), before the closing ads', async ({
  page,
  baseURL,
}) => {
  await page.goto(await pathOf(baseURL!, 'review'));
  const related = page.locator('.review .rail .related');
  await expect(related.locator('h2')).toHaveText(/^More from /);
  expect(await related.locator('.card a').count()).toBeGreaterThan(1);
  // In the document: the review's main column, then the rail, then the closing ads (decision 121).
  const order = await page
    .locator('.review .columns')
    .evaluate((columns) => [...columns.children].map((child) => child.className));
  expect(order).toEqual(['columns__main', 'rail']);
  await expect(page.locator('.review .columns__main > .body')).toHaveCount(1);
});

for (const width of [412, 1280]) {
  test(`a profile's stories, which React DOM reveals after the shell, move nothing on the first screen at ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    // Without scripts the outlined list is never revealed: the page stays as it is before the reveal.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: width < 1024 ? 823 : 900 },
    });
    const page = await context.newPage();
    await page.goto(await pathOf(baseURL!, 'profile'), { waitUntil: 'load' });
    const placeholder = page.locator('section.profile-articles.placeholder');
    await expect(placeholder, 'the 24 stories are written after the shell').toHaveCount(1);
    const [top, bottom, viewport] = await placeholder.evaluate((element) => [
      element.getBoundingClientRect().top,
      element.getBoundingClientRect().bottom,
      window.innerHeight,
    ]);
    // It starts on the first screen and reaches past its end: whatever follows it is out of view
    // until the list takes its place, so the list's arrival shifts nothing a reader sees.
    expect(top).toBeLessThan(viewport);
    expect(bottom).toBeGreaterThanOrEqual(viewport);
    await context.close();
  });
}
