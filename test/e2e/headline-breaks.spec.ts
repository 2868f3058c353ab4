/**
 * Headlines do not break inside a hyphenated word ("E-/reader") or between a number and the word
 * it counts ("Battery Drain: 5 / Things to Know"), issue 39 point 9. Measured as a reader sees it:
 * each character's line box in Chromium, at phone, tablet and desktop widths, over the doors and
 * story pages where such headlines show.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const WIDTHS = [320, 390, 768, 1280];

/** Headings whose text breaks where it must not: "E-|reader", "5 |Things". */
async function badBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const headings = document.querySelectorAll('h1, h2, h3');
    for (const heading of headings) {
      const text = heading.textContent ?? '';
      // Each character's line: the top of its first client rect.
      const tops: number[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          tops.push(rect ? Math.round(rect.top) : (tops.at(-1) ?? 0));
        }
      }
      if (tops.length !== text.length || heading.getClientRects().length === 0) continue;
      const lineBreakBefore = (i: number) => tops[i]! > tops[i - 1]! + 2;
      for (const match of text.matchAll(/[\p{L}\p{N}]-(?=[\p{L}\p{N}])/gu)) {
        const next = match.index + 2;
        if (lineBreakBefore(next)) found.push(`${text.slice(0, next)}/${text.slice(next)}`);
      }
      for (const match of text.matchAll(/(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*%?(\s+)(?=[\p{L}\p{N}])/gu)) {
        const next = match.index + match[0].length;
        const spaceAt = next - match[1]!.length;
        if (lineBreakBefore(next) || lineBreakBefore(spaceAt))
          found.push(`${text.slice(0, spaceAt)}/${text.slice(next)}`);
      }
    }
    return found;
  });
}

async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, String(pattern)).toBeTruthy();
  return href!;
}

test('headlines keep hyphenated words and counted words whole at every width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/videos/');
  const video = await firstLink(page, /^\/videos\/[a-z0-9-]+-things-to-know[a-z0-9-]*\/$/);
  await page.goto('/');
  const hyphenated = await firstLink(page, /^\/[a-z-]+\/(?:[a-z0-9-]+\/)?[a-z0-9-]*-e-reader-[a-z0-9-]*\/$/);
  const paths = ['/', '/tech/', '/videos/', video, hyphenated];
  const bad: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      bad.push(...(await badBreaks(page)).map((line) => `${width}px ${path}: ${line}`));
    }
  }
  expect(bad).toEqual([]);
});
