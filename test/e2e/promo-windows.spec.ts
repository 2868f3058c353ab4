/**
 * Every date window of 001 §9 in a real browser (issue 13.1; decision 070). The shared e2e stack
 * runs in production, where `?now=` is dropped by design, so this file starts its own server
 * outside production (NODE_ENV=test, the rules clock honours `?now=`) against its own local
 * upstream, and shows each promo callout inside its window and gone on its end day, and the
 * health page variant inside its window only.
 */
import { expect, test } from '@playwright/test';
import { HEALTH_VARIANT_WINDOW, PROMO_WINDOWS } from '../../shared/features/promoWindows';
import { HEALTH_VARIANT_ARTICLE_IDS } from '../../shared/features/ruleLists';
import { startNeutron, type Neutron } from '../support/neutron';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

let upstream: TestUpstream;
let neutron: Neutron;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  upstream = await startTestUpstream();
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url, NODE_ENV: 'test' });
});

test.afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

/** The day after a window's first day (inside it). */
const inside = (start: string) => new Date(Date.parse(`${start}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The article a window's callout shows on: sleep content for the mattress promo, else a commerce article. */
function articleFor(name: string): string {
  const articles = upstream.world.articles;
  const found =
    name === 'mattress-review-promo'
      ? articles.find((a) => a.topics?.some((t) => t.slug === 'sleep' || t.topicPath?.some((p) => p.slug === 'sleep')))
      : articles.find((a) => a.type === 'Best List' && a.canonicalUrl?.startsWith('/tech/'));
  return found!.canonicalUrl!;
}

for (const [name, window] of Object.entries(PROMO_WINDOWS)) {
  test(`${name}: its callout shows from ${window.start} and is gone on ${window.end}`, async ({ page }) => {
    const path = articleFor(name);
    await page.goto(`${neutron.url}${path}?now=${inside(window.start)}`);
    await expect(page.locator(`aside.promo-callout[data-rule="${name}"]`)).toBeVisible();
    await page.goto(`${neutron.url}${path}?now=${window.end}`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator(`[data-rule="${name}"]`)).toHaveCount(0);
  });
}

test(`the health page variant shows on its listed articles from ${HEALTH_VARIANT_WINDOW.start} to ${HEALTH_VARIANT_WINDOW.end} only`, async ({
  page,
}) => {
  const listed = upstream.world.articles.find((a) => a.id === HEALTH_VARIANT_ARTICLE_IDS[0])!.canonicalUrl!;
  await page.goto(`${neutron.url}${listed}?now=${inside(HEALTH_VARIANT_WINDOW.start)}`);
  await expect(page.locator('.article--health-variant')).toHaveCount(1);
  await page.goto(`${neutron.url}${listed}?now=${HEALTH_VARIANT_WINDOW.end}`);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.article--health-variant')).toHaveCount(0);
});
