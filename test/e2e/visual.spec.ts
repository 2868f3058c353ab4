/**
 * Issue 10 point 5: visual regression. Every page type at 390 and 1280 px, compared against the
 * committed baselines in visual.spec.ts-snapshots/ with a small threshold (decision 062).
 *
 * Deterministic by construction: the fonts are self-hosted and each shot waits for every face the
 * page asked for (`font-display: swap`: the fallbacks only until they are in, decision 025); the local world's pictures are seeded from their paths without the date folders (the same on
 * every day); consent is decided beforehand (no banner, no ad scripts: the ad slots stay the
 * reserved boxes); the device and the A/B bucket are fixed by cookie; animations, transitions
 * and the caret are off; every date in a <time> reads the same fixed text (the world's dates
 * follow the day it was made); the native video controls are hidden; the live feed, which the
 * world publishes into every 30 s, is masked. Each shot is the top of the page (one and a half
 * phone screens, one desktop screen), not the whole page, to keep the baselines small. Every page
 * type is shot again in the dark colour scheme (`{name}-dark-{width}.png`), from the same load
 * with the scheme switched (decision 064).
 *
 * Update the baselines after an intended change: `npx playwright test test/e2e/visual.spec.ts
 * --update-snapshots` (same Debian Chromium), then look at every changed PNG before committing.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { resolvePagePaths } from '../support/pageTypes';
import { rejectConsent } from './consentHelpers';

/** One row per page type: its file name and the page-type row (test/support/pageTypes.ts) it comes from. */
const SHOTS: ReadonlyArray<{ file: string; type: string }> = [
  { file: 'front-door', type: 'front door' },
  // Section doors (/tech/) render as their topic listing (/topics/tech/): one shot for both.
  { file: 'topic-listing', type: 'topic listing' },
  { file: 'composer-door', type: 'reviews door' },
  { file: 'article', type: 'article with topic' },
  // Article treatments (decision 118): the sponsored band, the centred head of an Explainer.
  { file: 'sponsored-article', type: 'sponsored article' },
  { file: 'centred-article', type: 'explainer article' },
  { file: 'review', type: 'review' },
  { file: 'gallery', type: 'gallery' },
  { file: 'video', type: 'video' },
  { file: 'live', type: 'live article' },
  { file: 'profile', type: 'profile' },
  { file: 'utility', type: 'utility /newsletters/' },
  { file: 'not-found', type: '404 page (unmatched route)' },
  { file: 'roadshow', type: 'roadshow front door' },
];

const VIEWPORTS = [
  { width: 390, height: 844, screens: 1.5 },
  { width: 1280, height: 800, screens: 1 },
] as const;

/** What every <time> reads in a shot: the world's dates depend on the day it was made. */
const FROZEN_TIME = 'Nov 1, 2026';

let paths: Map<string, string> | undefined;

/**
 * The Chromium the baselines were shot with (its major.minor.build): another build draws text and
 * images a few pixels differently, which says nothing about the site. With another Chromium the
 * shots are skipped with a note to re-shoot, instead of failing every page.
 */
const BASELINE_CHROMIUM = readFileSync(
  new URL('./visual.spec.ts-snapshots/chromium-version.txt', import.meta.url),
  'utf8',
).trim();
const build = (version: string) => version.split('.').slice(0, 3).join('.');

/** Waits until the page is as a reader sees it settled: hydrated, fonts in, every picture in view decoded. */
async function settle(page: Page): Promise<void> {
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(async (frozen) => {
    await document.fonts.ready;
    // Dates only: a duration (datetime "PT8S") is the same every day.
    for (const time of document.querySelectorAll('time')) if (!time.dateTime.startsWith('P')) time.textContent = frozen;
    const inView = [...document.images].filter((image) => {
      const rect = image.getBoundingClientRect();
      return rect.width > 0 && rect.top < window.innerHeight && rect.bottom > 0;
    });
    for (const image of inView) image.loading = 'eager';
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  }, FROZEN_TIME);
}

const SHOT_OPTIONS = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002, timeout: 15_000 } as const;

for (const viewport of VIEWPORTS) {
  test.describe(`visual at ${viewport.width} px`, () => {
    test.use({
      viewport: { width: viewport.width, height: Math.round(viewport.height * viewport.screens) },
      colorScheme: 'light',
    });

    for (const shot of SHOTS) {
      // One load, two shots: the scheme changes colours only, so the dark shot reuses the page (the load is most of a test's time).
      test(`${shot.file} looks as its baselines in the light and the dark scheme`, async ({
        page,
        context,
        baseURL,
        browser,
      }) => {
        test.skip(
          build(browser.version()) !== build(BASELINE_CHROMIUM),
          `baselines were shot with Chromium ${BASELINE_CHROMIUM}, this is ${browser.version()}: re-shoot them (--update-snapshots)`,
        );
        if (!paths) paths = new Map((await resolvePagePaths(baseURL!)).map((p) => [p.name, p.resolved]));
        await rejectConsent(context, baseURL!);
        // The layout the server picks for this screen (the device watcher's cookie of a returning reader).
        // and one A/B bucket (a new reader is bucketed at random; the service-off test's testA bucket drops the ad slots).
        await context.addCookies([
          { name: 'device', value: viewport.width >= 1024 ? 'desktop' : 'mobile', url: baseURL! },
          { name: 'nemo_highlander', value: 'service_off%3A1%3Acontrol', url: baseURL! },
        ]);
        await page.goto(paths.get(shot.type)!, { waitUntil: 'load' });
        // Every page sets Inter; settle then waits for any face still loading (the serif, its italic).
        await page.waitForFunction(
          () => [...document.fonts].some((font) => font.family === 'Inter Variable' && font.status === 'loaded'),
          undefined,
          { timeout: 20_000 },
        );
        await settle(page);
        // The native controls draw a loading spinner while the file's metadata arrives.
        await page.addStyleTag({ content: 'video::-webkit-media-controls{display:none!important}' });
        const mask = [page.locator('.live-items')];
        await expect(page).toHaveScreenshot(`${shot.file}-${viewport.width}.png`, { ...SHOT_OPTIONS, mask });
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page).toHaveScreenshot(`${shot.file}-dark-${viewport.width}.png`, { ...SHOT_OPTIONS, mask });
      });
    }
  });
}
