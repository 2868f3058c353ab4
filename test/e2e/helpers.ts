import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Cards that link to article pages (the front door also lists galleries, videos and reviews). */
export const ARTICLE_LINK =
  '.cards .card a[href^="/tech/"], .cards .card a[href^="/news/"], .cards .card a[href^="/science/"]';

/** Waits until React has hydrated the document (the router marks <html> when it is live). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** Turns link prefetching off for a test that must see its navigations hit the network. */
export async function withoutPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
}
