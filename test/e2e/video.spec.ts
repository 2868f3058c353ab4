import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { hydrated } from './helpers';

/**
 * The video player in Debian's Chromium (issue 5 item 3): the real sample file from the local
 * upstream plays, tracking beacons follow the spec's event map (001 §7) only with performance
 * consent, quartiles go out once each, captions load, insecure renditions are never fetched, and
 * the video ad tag is asked only with targeting consent and without adSuppress=all (001 §5).
 */
const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 3211}`;
const PERFORMANCE_ONLY = 'v1:C0001:1|C0002:1|C0003:0|C0004:0|C0005:0';
const WITH_TARGETING = 'v1:C0001:1|C0002:1|C0003:0|C0004:1|C0005:0';
const PLAYER = 'figure.video-player';

interface Beacon {
  event: string;
  fields: Record<string, unknown>;
}

/** A cnet video that plays by hand and may carry ads (found through the upstream's content API). */
let videoPath: string;
async function manualVideo(request: APIRequestContext): Promise<string> {
  const door = await (await request.get('/videos/')).text();
  const paths = [...new Set([...door.matchAll(/href="(\/videos\/[a-z0-9-]+\/)"/g)].map((m) => m[1]!))];
  for (const path of paths) {
    const slug = path.split('/')[2]!;
    const text = await (
      await request.get(`${UPSTREAM}/api/neutron/composer/cnet/pages/video/${slug}/web?apiKey=e2e`)
    ).text();
    if (text.includes('"autoplayType":"MANUAL"') && text.includes('"suppressAds":false')) return path;
  }
  throw new Error('the world has no manual video with ads');
}

test.beforeAll(async ({ request }) => {
  videoPath = await manualVideo(request);
});

async function withConsent(page: Page, value: string): Promise<void> {
  await page.context().addCookies([{ name: 'neutron_consent', value, domain: '127.0.0.1', path: '/' }]);
}

/** Collects tracking beacons (answered here, so the test does not depend on the collector). */
async function collectBeacons(page: Page): Promise<Beacon[]> {
  const beacons: Beacon[] = [];
  await page.route('**/collect/v1/events', async (route) => {
    beacons.push(JSON.parse(route.request().postData() ?? '{}') as Beacon);
    await route.fulfill({ status: 204 });
  });
  return beacons;
}

/** The video events among the beacons, in order (page views go to the same collector). */
const names = (beacons: Beacon[]) => beacons.map((beacon) => beacon.event).filter((event) => event.startsWith('video'));
const quartiles = (beacons: Beacon[], videoId?: string) =>
  beacons
    .filter((b) => b.fields.quartile !== undefined && (videoId === undefined || b.fields.videoId === videoId))
    .map((b) => b.fields.quartile);
const eventsOf = (beacons: Beacon[], videoId: string, event: string) =>
  beacons.filter((b) => b.event === event && b.fields.videoId === videoId).length;

async function openVideo(page: Page, query = ''): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${videoPath}${query}`);
  await hydrated(page);
  // Metadata loaded: the player is stopped (0), no longer empty (-2) or loading (-1).
  await expect(page.locator(PLAYER)).toHaveAttribute('data-player-state', '0');
  return requests;
}

async function play(page: Page, rate = 1): Promise<void> {
  await page.locator(`${PLAYER} video`).evaluate(async (video: HTMLVideoElement, playbackRate) => {
    video.muted = true;
    video.playbackRate = playbackRate;
    await video.play();
  }, rate);
}

const currentTime = (page: Page) =>
  page.locator(`${PLAYER} video`).evaluate((video: HTMLVideoElement) => video.currentTime);

test('plays the real file from the local upstream and tracks loaded, started, played and paused', async ({ page }) => {
  await withConsent(page, PERFORMANCE_ONLY);
  const beacons = await collectBeacons(page);
  const requests = await openVideo(page);
  const src = await page.locator(`${PLAYER} video`).evaluate((video: HTMLVideoElement) => video.currentSrc);
  expect(src.startsWith(`${UPSTREAM}/media/video/`)).toBe(true);

  await play(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  await expect(page.locator(PLAYER)).toHaveAttribute('data-player-state', '1');
  await expect(page.locator(PLAYER)).toHaveAttribute('data-video-state', 'muted');
  await page.locator(`${PLAYER} video`).evaluate((video: HTMLVideoElement) => video.pause());
  await expect(page.locator(PLAYER)).toHaveAttribute('data-player-state', '2');
  await expect.poll(() => names(beacons)).toContain('videoPaused.v1');
  expect(names(beacons).slice(0, 3)).toEqual(['videoLoaded.v1', 'videoStarted.v1', 'videoPlayed.v1']);
  const started = beacons.find((b) => b.event === 'videoStarted.v1')!;
  expect(started.fields).toMatchObject({
    videoId: expect.any(String) as unknown,
    playerState: 1,
    videoState: 'played',
    muted: true,
  });

  // The insecure (http://, not loopback) rendition is never requested.
  expect(requests.filter((r) => r.url().includes('media.neutron.test') || r.url().endsWith('/480.mp4'))).toEqual([]);
});

test('reports the quartiles 25, 50, 75 and 100 once each, seeking back and forth included', async ({ page }) => {
  await withConsent(page, PERFORMANCE_ONLY);
  const beacons = await collectBeacons(page);
  await openVideo(page);
  // When it completes, the Up next countdown leads on to another video: judge this one's events.
  const id = (await page.locator(PLAYER).getAttribute('data-video-id'))!;
  await play(page, 2);
  await expect.poll(() => quartiles(beacons, id)).toEqual([25]);
  // Forward past 50 %, then back before 25 %: nothing is reported twice.
  await page.locator(`${PLAYER} video`).evaluate((video: HTMLVideoElement) => {
    video.currentTime = video.duration * 0.6;
  });
  await expect.poll(() => quartiles(beacons, id)).toEqual([25, 50]);
  await page.locator(`${PLAYER} video`).evaluate((video: HTMLVideoElement) => {
    video.currentTime = 0.1;
    video.playbackRate = 4;
  });
  await expect(page.locator(PLAYER)).toHaveAttribute('data-video-state', 'completed', { timeout: 15_000 });
  await expect.poll(() => quartiles(beacons, id)).toEqual([25, 50, 75, 100]);
  expect(names(beacons)).not.toContain('seeked');
  // Every beacon names the event map's events only.
  expect(new Set(names(beacons))).toEqual(
    new Set(['videoLoaded.v1', 'videoStarted.v1', 'videoPlayed.v1', 'videoWatched.v1', 'videoPaused.v1']),
  );
});

test('sends no tracking beacon without performance consent', async ({ page }) => {
  const beacons = await collectBeacons(page);
  await openVideo(page);
  await play(page, 2);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  await page.locator(`${PLAYER} video`).evaluate((video: HTMLVideoElement) => video.pause());
  await expect(page.locator(PLAYER)).toHaveAttribute('data-player-state', '2');
  expect(beacons).toEqual([]);
});

test('loads the webvtt captions track', async ({ page }) => {
  await openVideo(page);
  const track = page.locator(`${PLAYER} track[kind="captions"]`);
  await expect(track).toHaveAttribute('src', /^\/videos\/captions\/[a-z0-9-]+\.vtt$/);
  await expect.poll(() => track.evaluate((el: HTMLTrackElement) => el.readyState)).toBe(2);
  expect(await track.evaluate((el: HTMLTrackElement) => el.track.cues?.length ?? 0)).toBeGreaterThan(0);
});

test('docks the playing player in a corner when its place scrolls away, without moving the page', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await openVideo(page);
  const frame = page.locator(`${PLAYER} .video-player__frame`);
  const before = await frame.boundingBox();
  await play(page);
  // A video page is short; room below it stands for a long article around an embedded player.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '200vh';
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect(page.locator(PLAYER)).toHaveAttribute('data-sticky', 'true');
  await expect(page.locator(`${PLAYER} .video-player__stage`)).toHaveCSS('position', 'fixed');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(PLAYER)).toHaveAttribute('data-sticky', 'false');
  expect(await frame.boundingBox()).toEqual(before);
});

test('shows the duration of the file that plays, in the same place, once its metadata is known', async ({ page }) => {
  // Hold the media file back so the catalogue duration can be seen and measured first.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/media/video/**', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(videoPath);
  await hydrated(page);
  const time = page.locator('.video-meta time');
  const catalogue = await time.textContent();
  expect(catalogue).toMatch(/^\d+:\d\d$/);
  const after = page.locator('.video-meta .rating-vchip');
  const before = { time: await time.boundingBox(), next: await after.boundingBox() };
  release();
  // The local upstream's file is 8 seconds long whatever the catalogue says.
  await expect(time).toHaveText('0:08');
  await expect(time).toHaveAttribute('datetime', 'PT8S');
  expect(await time.boundingBox()).toEqual(before.time);
  expect(await after.boundingBox()).toEqual(before.next);
});

test.describe('Up next', () => {
  const COUNTDOWN = '.up-next__countdown';

  async function nearTheEnd(page: Page): Promise<void> {
    await page.locator(`${PLAYER} video`).evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      video.currentTime = Math.max(0, video.duration - 0.5);
      await video.play();
    });
  }

  test('lists other videos as links; when the video ends the next one plays in its own page with its own events', async ({
    page,
  }) => {
    await withConsent(page, PERFORMANCE_ONLY);
    const beacons = await collectBeacons(page);
    await openVideo(page);
    const first = (await page.locator(PLAYER).getAttribute('data-video-id'))!;
    const links = page.locator('.up-next .up-next__list a');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(5);
    const nextId = (await links.first().getAttribute('data-video-id'))!;
    const nextHref = (await links.first().getAttribute('href'))!;
    const nextTitle = (await links.first().locator('.up-next__title').textContent())!;
    expect(nextId).not.toBe(first);
    // A client navigation keeps the document: this mark survives it, a full load would not.
    await page.evaluate(() => ((window as unknown as { upNextMark: boolean }).upNextMark = true));

    await nearTheEnd(page);
    await expect(page.locator(PLAYER)).toHaveAttribute('data-video-state', 'completed');
    await expect(page.locator(COUNTDOWN)).toContainText(nextTitle);
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`), { timeout: 15_000 });
    await expect(page.locator(`${PLAYER}[data-video-id="${nextId}"]`)).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(nextTitle);
    await expect(page).toHaveTitle(new RegExp(nextTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await page.evaluate(() => (window as unknown as { upNextMark?: boolean }).upNextMark)).toBe(true);
    // The next video plays by itself, from its own file, with its own captions track.
    await expect(page.locator(PLAYER)).toHaveAttribute('data-player-state', '1');
    const src = await page.locator(`${PLAYER} video`).evaluate((video: HTMLVideoElement) => video.currentSrc);
    expect(src).toContain(`/media/video/${nextId}/`);
    await expect(page.locator(`${PLAYER} track`)).toHaveAttribute(
      'src',
      new RegExp(`${nextHref.split('/').at(-2)!}\\.vtt$`),
    );
    await page.locator(`${PLAYER} video`).evaluate((video: HTMLVideoElement) => (video.playbackRate = 4));
    await expect(page.locator(PLAYER)).toHaveAttribute('data-video-state', 'completed', { timeout: 15_000 });
    await expect.poll(() => quartiles(beacons, nextId)).toEqual([25, 50, 75, 100]);
    expect(eventsOf(beacons, nextId, 'videoStarted.v1')).toBe(1);
    expect(eventsOf(beacons, first, 'videoStarted.v1')).toBe(1);
    expect(quartiles(beacons, first)).toEqual([25, 50, 75, 100]);
  });

  test('cancelling the countdown stays on the page', async ({ page }) => {
    await page.clock.install();
    await openVideo(page);
    const path = new URL(page.url()).pathname;
    await nearTheEnd(page);
    await expect(page.locator(COUNTDOWN)).toBeVisible();
    await page.locator(COUNTDOWN).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator(COUNTDOWN)).toHaveCount(0);
    // Well past the countdown's end (the page's clock, not the test's).
    await page.clock.runFor(30_000);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator(COUNTDOWN)).toHaveCount(0);
  });
});

test.describe('video ads', () => {
  const adTags = (requests: Request[]) => requests.filter((r) => r.url().startsWith(`${UPSTREAM}/video-ads/tag?`));

  test('with targeting consent the pre-roll plays first, then the content', async ({ page }) => {
    await withConsent(page, WITH_TARGETING);
    const beacons = await collectBeacons(page);
    const requests = await openVideo(page);
    await expect.poll(() => adTags(requests).length).toBe(1);
    const tag = new URL(adTags(requests)[0]!.url());
    expect([...tag.searchParams.keys()]).toEqual([
      'iu',
      'sz',
      'pp',
      'env',
      'gdfp_req',
      'output',
      'cust_params',
      'cmsid',
      'url',
      'description_url',
      'correlator',
      'vid',
    ]);
    const custParams = new URLSearchParams(tag.searchParams.get('cust_params')!);
    expect(custParams.get('contentType')).toBe('content_video');
    expect(custParams.get('ptype')).toBe('video');

    await play(page);
    await expect(page.locator(PLAYER)).toHaveAttribute('data-ad', 'true');
    await expect(page.locator(`${PLAYER} video.video-player__ad`)).toHaveCount(1);
    await expect(page.locator(PLAYER)).toHaveAttribute('data-ad', 'false', { timeout: 10_000 });
    await expect(page.locator(`${PLAYER} video.video-player__ad`)).toHaveCount(0);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    expect(requests.some((r) => r.url() === `${UPSTREAM}/media/ads/preroll.mp4`)).toBe(true);
    // The content's start is tracked once, after the ad; the ad's own play is not a content event.
    await expect.poll(() => names(beacons).filter((n) => n === 'videoStarted.v1').length).toBe(1);
    expect(names(beacons)).not.toContain('videoPaused.v1');
  });

  test('an empty ad answer just plays the content', async ({ page }) => {
    await withConsent(page, WITH_TARGETING);
    const requests = await openVideo(page, '?adTargeting_vast=none');
    await expect.poll(() => adTags(requests).length).toBe(1);
    await play(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    expect(requests.some((r) => r.url().includes('/media/ads/'))).toBe(false);
  });

  for (const [name, consent, query] of [
    ['without targeting consent', PERFORMANCE_ONLY, ''],
    ['with adSuppress=all', WITH_TARGETING, '?adSuppress=all'],
  ] as const) {
    test(`asks for no ad ${name}`, async ({ page }) => {
      await withConsent(page, consent);
      const requests = await openVideo(page, query);
      await play(page);
      await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
      expect(adTags(requests)).toEqual([]);
      await expect(page.locator(PLAYER)).toHaveAttribute('data-ad', 'false');
    });
  }
});

test('an embedded player sets its poster when it comes near, at its frame’s width: none in the HTML, never the desktop poster on a phone', async ({
  browser,
  baseURL,
}) => {
  const { resolvePagePaths } = await import('../support/pageTypes');
  const path = (await resolvePagePaths(baseURL!)).find((row) => row.name === 'deal article')!.resolved;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url());
  });
  // The HTML's embedded player has no poster: nothing of it is fetched with the page.
  const html = await (await page.request.get(path)).text();
  const figure = html.match(/<figure[^>]*class="video-player video-player--embed"[\s\S]*?<\/figure>/)?.[0];
  expect(figure, 'the deal article of the local world embeds a video').toBeDefined();
  expect(figure).not.toMatch(/poster=/);
  await page.goto(path, { waitUntil: 'load' });
  const embed = page.locator('figure.video-player--embed video');
  await hydrated(page);
  await embed.scrollIntoViewIfNeeded();
  // Near, the player sets the narrowest poster that fills a phone's column (640 px at 1×).
  await expect(embed).toHaveAttribute('poster', /[?&]width=640&/);
  const poster = new URL((await embed.getAttribute('poster'))!);
  await expect.poll(() => images.includes(poster.href)).toBe(true);
  expect(
    images
      .map((url) => new URL(url))
      .filter((url) => url.pathname === poster.pathname && url.searchParams.get('width') !== '640'),
  ).toEqual([]);
  await context.close();
});
