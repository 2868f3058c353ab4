/**
 * Tracking in Chromium against the local collection service (spec 001 §4 Tracking, §7
 * Analytics, §9; 000 §6 consent): nothing reaches /collect/* without consent; with performance
 * consent a page view carries the spec's variables for the article, a client navigation is a
 * second view with a new guid, view number 2 and a higher session page count, the
 * Comscore-style pixel goes once per page lifetime, the 404 page sends its beacon and page
 * view, and a utility form sends formViewed and formSubmitted.
 */
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { signInAs } from './authHelpers';
import { ARTICLE_LINK, hydrated } from './helpers';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? 3211)}`;
const PERFORMANCE_ONLY = 'v1:C0001:1|C0002:1|C0003:0|C0004:0|C0005:0';

interface Stored {
  id: number;
  event: string;
  fields: Record<string, unknown>;
}

async function grantPerformance(context: BrowserContext): Promise<void> {
  await context.addCookies([
    { name: 'neutron_consent', value: encodeURIComponent(PERFORMANCE_ONLY), domain: '127.0.0.1', path: '/' },
  ]);
}

async function clearEvents(): Promise<void> {
  const res = await fetch(`${UPSTREAM}/collect/v1/events`, { method: 'DELETE' });
  expect(res.status).toBe(204);
}

async function events(event: string): Promise<Stored[]> {
  const res = await fetch(`${UPSTREAM}/collect/v1/events?event=${encodeURIComponent(event)}`);
  return ((await res.json()) as { events: Stored[] }).events;
}

/** Waits until `count` events of the name have arrived, and returns them. */
async function arrived(event: string, count: number): Promise<Stored[]> {
  await expect
    .poll(async () => (await events(event)).length, { message: `${count} ${event} event(s)` })
    .toBeGreaterThanOrEqual(count);
  return events(event);
}

function collectRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/collect/')) seen.push(request);
  });
  return seen;
}

/** The view count the tracker keeps on <html> (it counts views with or without consent). */
async function viewsCounted(page: Page, count: number): Promise<void> {
  await expect(page.locator(`html[data-tracking-views="${count}"]`)).toHaveCount(1);
}

/**
 * An article's address, read from the front door. By default the page then leaves the front
 * door, so that its page view (started when the browser is idle) cannot arrive after a later
 * consent grant and count as the test's first view; `stay` keeps the front door open.
 */
async function anArticlePath(page: Page, { stay = false } = {}): Promise<string> {
  await page.goto('/');
  const path = (await page.locator(ARTICLE_LINK).first().getAttribute('href'))!;
  if (!stay) await page.goto('about:blank');
  return path;
}

test.beforeEach(async () => {
  await clearEvents();
});

test('without consent nothing reaches the collection service', async ({ page }) => {
  const seen = collectRequests(page);
  await page.goto('/');
  await hydrated(page);
  await viewsCounted(page, 1);
  await page.locator(ARTICLE_LINK).first().click();
  await viewsCounted(page, 2);
  await page.goto('/this-page-is-missing/');
  await viewsCounted(page, 1);
  expect(seen.map((request) => request.url())).toEqual([]);
  expect(
    ((await fetch(`${UPSTREAM}/collect/v1/events`).then((res) => res.json())) as { events: Stored[] }).events,
  ).toEqual([]);
});

test('with performance consent: page views with the spec fields, a new guid per view, the pixel once', async ({
  page,
  context,
}) => {
  const path = await anArticlePath(page);
  await grantPerformance(context);
  await clearEvents();
  const seen = collectRequests(page);

  await page.goto(path);
  await hydrated(page);
  const [first] = await arrived('pageView', 1);
  const slug = path.split('/').filter(Boolean).pop()!;
  const api = await fetch(`${UPSTREAM}/api/neutron/articles/cnet/${slug}/web?apiKey=local-dev-key`);
  const { article } = (
    (await api.json()) as {
      data: {
        article: Record<string, unknown> & {
          author?: { username: string; firstName?: string; lastName?: string };
          topics: { slug: string }[];
          tags: { slug: string }[];
        };
      };
    }
  ).data;
  const authorName =
    [article.author?.firstName, article.author?.lastName].filter(Boolean).join(' ').toLowerCase() ||
    article.author?.username.toLowerCase();
  expect(first!.fields).toMatchObject({
    pageViewGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    viewNumber: 1,
    articleId: article.id,
    contentId: article.id,
    articleTitle: String(article.headline).toLowerCase(),
    articleAuthorName: authorName,
    authorUsername: article.author?.username,
    section: article.section,
    siteSection: article.section,
    edition: 'us',
    contentType: 'content_article',
    siteType: 'responsive web',
    siteName: 'CNET',
    brand: 'cnet',
    deviceType: expect.stringMatching(/^(mobile|tablet|desktop)$/),
    url: `http://127.0.0.1:${PORT}${path}`,
    seamless: false,
  });
  if (article.topics.length > 0) expect(first!.fields.topicSlugs).toEqual(article.topics.map((topic) => topic.slug));
  expect(first!.fields.title).toEqual(await page.title());
  const sessionCount = first!.fields.sessionPageCount as number;
  expect(sessionCount).toBeGreaterThanOrEqual(1);

  // A client navigation is a new view.
  await page.locator('header a.brand').click();
  await expect(page).toHaveURL('/');
  const views = await arrived('pageView', 2);
  const second = views[1]!;
  expect(second.fields.viewNumber).toBe(2);
  expect(second.fields.pageViewGuid).not.toBe(first!.fields.pageViewGuid);
  expect(second.fields.sessionPageCount).toBe(sessionCount + 1);
  expect(second.fields.referrer).toBe(`http://127.0.0.1:${PORT}${path}`);
  expect(second.fields.traffic_source).toBe('internal');
  await arrived('pageviewCandidate', 1);

  // And another: still one pixel for the page lifetime.
  await page.locator(ARTICLE_LINK).first().click();
  const third = (await arrived('pageView', 3))[2]!;
  expect(third.fields.viewNumber).toBe(3);
  await arrived('pageviewCandidate', 2);
  expect(seen.filter((request) => new URL(request.url()).pathname === '/collect/pixel')).toHaveLength(1);
  const pixels = await events('pixel');
  expect(pixels).toHaveLength(1);
  expect(pixels[0]!.fields).toMatchObject({
    c1: '2',
    c4: path,
    c5: article.section,
    ns_vguid: first!.fields.pageViewGuid,
  });
});

test('the 404 page sends the error beacon and its page view', async ({ page, context }) => {
  await grantPerformance(context);
  const response = await page.goto('/this-page-is-missing/');
  expect(response?.status()).toBe(404);
  const [beacon] = await arrived('errorBeacon', 1);
  const [view] = await arrived('pageView', 1);
  expect(beacon!.fields).toEqual({
    xref: '',
    srcurl: `http://127.0.0.1:${PORT}/this-page-is-missing/`,
    pagetype: 'error_page',
    pguid: view!.fields.pageViewGuid,
    devicetype: expect.stringMatching(/^(mobile|tablet|desktop)$/),
    sid: expect.stringMatching(/^[\w-]{8,64}$/),
    env: 'prod',
  });
  expect(view!.fields).toMatchObject({
    pageType: 'error_page',
    articleType: 'error_404',
    section: 'error',
    channelType: 'error:error_page',
  });
});

test('a client navigation to a missing page sends the error beacon with the previous address as xref', async ({
  page,
  context,
}) => {
  await grantPerformance(context);
  await page.goto('/');
  await hydrated(page);
  const [home] = await arrived('pageView', 1);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/news/this-story-does-not-exist/';
    a.id = 'missing-link';
    a.textContent = 'missing';
    document.body.append(a);
  });
  await page.click('#missing-link');
  const [beacon] = await arrived('errorBeacon', 1);
  const view = (await arrived('pageView', 2))[1]!;
  expect(beacon!.fields).toMatchObject({
    xref: home!.fields.url,
    srcurl: `http://127.0.0.1:${PORT}/news/this-story-does-not-exist/`,
    pguid: view.fields.pageViewGuid,
  });
  expect(view.fields).toMatchObject({ viewNumber: 2, pageType: 'error_page', articleType: 'error_404' });
});

test('a utility form sends formViewed, then formSubmitted on submit', async ({ page, context }) => {
  await grantPerformance(context);
  await page.goto('/newsletters/');
  await hydrated(page);
  const form = page.locator('form[data-form-id]');
  const formId = await form.getAttribute('data-form-id');
  await form.scrollIntoViewIfNeeded();
  const [viewed] = await arrived('formViewed', 1);
  expect(viewed!.fields).toMatchObject({ formId, formName: expect.any(String) });
  await form.locator('input[type="email"]').first().fill('reader@example.com');
  await form.locator('button[type="submit"]').click();
  const [submitted] = await arrived('formSubmitted', 1);
  expect(submitted!.fields).toMatchObject({ formId });
  expect(JSON.stringify(submitted!.fields)).not.toContain('reader@example.com');
});

test('a signed-in reader is identified once per session, by user id only', async ({ page, context }) => {
  await grantPerformance(context);
  await signInAs(page, 'reader2');
  const path = await anArticlePath(page, { stay: true });
  await expect(page.locator('body')).toHaveAttribute('data-auth', 'logged-in');
  // A page view is counted once the page is hydrated (its scripts start after its largest picture).
  await hydrated(page);
  await viewsCounted(page, 1);
  await page.goto(path);
  await hydrated(page);
  const identifies = await arrived('identify', 1);
  expect(identifies).toHaveLength(1);
  expect(Object.keys(identifies[0]!.fields)).toEqual(['userId']);
  expect(identifies[0]!.fields.userId).toEqual(expect.any(String));
  expect(JSON.stringify(identifies[0]!.fields)).not.toContain('@');
  // Further views in the same session (two page loads so far) do not identify again.
  await arrived('pageView', 2);
  expect(await events('identify')).toHaveLength(1);
});
