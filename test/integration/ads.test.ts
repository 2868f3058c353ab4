/**
 * Ads as the server renders them (issue 5 item 2): slot placeholders per page type with the
 * 001 §3 element attributes and reserved heights, disabled slots per device (001 §5), the
 * in-article slots at their interval positions in a real article, targeting in the props the
 * client island gets, and the switches that turn ads off: the service-off testA bucket, the
 * page's ads.enabled false, and suppressAds content.
 */
import { fromJsonProp } from '../../shared/render/jsonText';
import type { JsonProp } from '../../shared/render/jsonText';
import { elementProps, flightRows, resolve } from '../support/flight';
import { slotProps } from '../../shared/ads/slotWire';
import type { AdPageWire } from '../../shared/ads/slotWire';
import type { AdSlot as AdSlotDefinition } from '../../shared/ads/slot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/models/article';
import { startUpstream } from '../../upstream/start';
import type { RunningUpstream } from '../../upstream/start';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';

let upstream: RunningUpstream;
let neutron: Neutron;
let adsOff: Article;

const CONTROL = { cookie: 'nemo_highlander=service_off%3A1%3Acontrol' };
const TEST_A = { cookie: 'nemo_highlander=service_off%3A1%3AtestA' };

beforeAll(async () => {
  const world = createWorld({ seed: DEFAULT_SEED });
  // 001 §4: a page whose ads.enabled is false shows no ads (the generated world has none such).
  adsOff = world.articles.find((a) => !a.suppressAds && a.section === 'news')!;
  adsOff.ads = { enabled: false };
  upstream = await startUpstream({ port: 0, world });
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url, RENDER_CACHE_TTL_MS: '0' });
});

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

async function html(path: string, headers: Record<string, string> = CONTROL): Promise<string> {
  const res = await get(neutron.url, path, headers);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The slot containers in document order: name-instance and their reserved height. */
function slots(page: string): Array<{ id: string; minHeight: number; attrs: string }> {
  return [
    ...page.matchAll(
      /<div id="ad-container-([A-Za-z]+-\d+)" class="ad-slot[^"]*" style="--ad-min-height:(\d+)px"([^>]*)>/g,
    ),
  ].map((m) => ({ id: m[1]!, minHeight: Number(m[2]), attrs: m[3]! }));
}

const ids = (page: string) => slots(page).map((s) => s.id);
const pathOf = (article: Article) => article.canonicalUrl ?? '';
/** Articles whose body is plain paragraphs and headings (positions are then easy to count). */
const plainArticles = () =>
  upstream.world.articles.filter(
    (a) =>
      !a.suppressAds &&
      a.ads === undefined &&
      !a.body.includes('<shortcode') &&
      !/<(?!\/?(p|h2|h3|a|em|strong)\b)[a-z]/i.test(a.body) &&
      (a.body.match(/<p>/g) ?? []).length >= 16 &&
      (pathOf(a).startsWith('/tech/') || pathOf(a).startsWith('/science/')),
  );

describe('slot placeholders per page type', () => {
  it('an article on desktop: the skybox alone on top, in-article slots in the body, rail, leaderboard and widgets after it (decision 062)', async () => {
    const article = plainArticles()[0]!;
    const page = await html(`${pathOf(article)}?setDevice=desktop`);
    const found = ids(page);
    expect(found[0]).toBe('globalSkybox-1');
    expect(found[1]).toMatch(/^(inArticle|nativeMiddle)-/);
    expect(found.slice(-5)).toEqual([
      'rightRail-1',
      'leaderboard-1',
      'contextual-1',
      'searchAds-1',
      'recommendations-1',
    ]);
    expect(found).toContain('inArticle-1');
    expect(found).not.toContain('mobileBanner-1');
    const leaderboard = slots(page).find((s) => s.id === 'leaderboard-1')!;
    expect(leaderboard.minHeight).toBe(90);
    expect(leaderboard.attrs).toContain(
      'data-slot-name="leaderboard" data-instance="1" data-div-id="ad-leaderboard-1" data-container-id="ad-container-leaderboard-1" data-devices="desktop,tablet"',
    );
    expect(page).toContain('<div id="ad-leaderboard-1" class="ad-slot__creative"></div>');
    expect(slots(page).every((s) => s.minHeight === 90 || s.minHeight === 250)).toBe(true);
    expect(new Set(found).size).toBe(found.length);
  });

  it('an article on mobile: the mobile banner instead of the desktop-only slots (001 §5 device constraint list)', async () => {
    const found = ids(await html(`${pathOf(plainArticles()[0]!)}?setDevice=mobile`));
    expect(found[0]).toBe('mobileBanner-1');
    for (const desktopOnly of ['globalSkybox-1', 'leaderboard-1', 'rightRail-1'])
      expect(found).not.toContain(desktopOnly);
  });

  it.each([
    // Beside a skybox the leaderboard goes to the bottom (decision 062).
    // The front door's MPU sits in its rail, after the main column and its leaderboard (decision 121).
    ['front door', '/', ['globalSkybox-1', 'leaderboard-1', 'mpu-1', 'bottomBanner-1']],
    ['topic listing', null, ['globalSkybox-1', 'mpu-1', 'leaderboard-1', 'bottomBanner-1']],
    ['review', 'review', ['globalSkybox-1', 'rightRail-1', 'leaderboard-1', 'contextual-1', 'recommendations-1']],
    ['gallery', 'gallery', ['leaderboard-1', 'rightRail-1', 'bottomBanner-1']],
    ['video', 'video', ['leaderboard-1', 'videoCompanion-1', 'bottomBanner-1']],
    ['live article', 'live', ['globalSkybox-1', 'rightRail-1', 'leaderboard-1', 'recommendations-1']],
    ['profile', 'profile', ['leaderboard-1', 'mpu-1']],
  ] as const)('%s on desktop has its layout’s slots', async (_name, kind, expected) => {
    const world = upstream.world;
    const path =
      kind === '/'
        ? '/'
        : kind === 'review'
          ? world.reviews[0]!.canonicalUrl!
          : kind === 'gallery'
            ? world.galleries[0]!.canonicalUrl!
            : kind === 'video'
              ? world.videos.find((v) => !v.suppressAds)!.canonicalUrl!
              : kind === 'live'
                ? world.liveArticles[0]!.canonicalUrl!
                : kind === 'profile'
                  ? `/profiles/${plainArticles()[0]!.author!.username}/`
                  : '/topics/tech/';
    const injected = /^(inArticle|nativeMiddle)-/;
    expect(
      ids(await html(`${path}${path.includes('?') ? '&' : '?'}setDevice=desktop`)).filter((id) => !injected.test(id)),
    ).toEqual(expected);
  });

  it.each([
    ['topic listing', '/topics/tech/'],
    ['section door', '/tech/'],
    ['composer door', '/reviews/'],
  ])(
    'a %s spreads its boxes through the list (decision 063): one before the headline, never two in a row',
    async (_name, path) => {
      for (const device of ['mobile', 'desktop']) {
        const page = await html(`${path}?setDevice=${device}`);
        // The page's main content as a sequence of ad boxes (A), cards (C) and the headline (H).
        const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
        const sequence = [...main.matchAll(/<div id="ad-container-|<li class="card|<h1/g)]
          .map((m) => (m[0].startsWith('<div') ? 'A' : m[0] === '<h1' ? 'H' : 'C'))
          .join('')
          .replace(/C+/g, 'C');
        expect(sequence, `${path} ${device}`).toMatch(/^AHC(AC)+A$/);
      }
    },
  );

  it('pages of the default layout (interstitial: delayed loading) render no slot at first', async () => {
    expect(ids(await html('/newsletters/?setDevice=desktop'))).toEqual([]);
  });

  it('a listing page renders no element for its delayed interstitial (001 §5); the client loads it later', async () => {
    const page = await html('/topics/tech/?setDevice=desktop');
    expect(ids(page).some((id) => id.startsWith('interstitial'))).toBe(false);
    expect(page).not.toMatch(/<div[^>]+id="ad-container-interstitial-1"/);
  });
});

describe('in-article injection in a real article (001 §9)', () => {
  it('puts in-article after paragraph 3 and every 6th after it, native-middle after the 6th and 18th, never after the last block', async () => {
    for (const article of plainArticles().slice(0, 3)) {
      const page = await html(`${pathOf(article)}?setDevice=desktop`);
      const body = page.slice(page.indexOf('<div class="body">'), page.indexOf('id="ad-container-rightRail-1"'));
      const expected: string[] = [];
      const blocks = article.body.match(/<(p|h2|h3)>/g)!;
      let paragraphs = 0;
      let inArticle = 0;
      let nativeMiddle = 0;
      blocks.forEach((tag, i) => {
        if (tag !== '<p>' || i === blocks.length - 1) return void (tag === '<p>' && (paragraphs += 1));
        paragraphs += 1;
        if (paragraphs === 3 || (paragraphs > 3 && (paragraphs - 3) % 6 === 0))
          expected.push(`${paragraphs}:inArticle-${++inArticle}`);
        else if ((paragraphs === 6 || (paragraphs > 6 && (paragraphs - 6) % 12 === 0)) && nativeMiddle < 2)
          expected.push(`${paragraphs}:nativeMiddle-${++nativeMiddle}`);
      });
      const found: string[] = [];
      let seen = 0;
      for (const m of body.matchAll(/<p>|<div id="ad-container-([A-Za-z]+-\d+)"/g)) {
        if (m[0] === '<p>') seen += 1;
        else found.push(`${seen}:${m[1]}`);
      }
      expect(found, pathOf(article)).toEqual(expected);
    }
  });
});

describe('in-article injection in a review body', () => {
  it('puts the review layout’s in-article slot after the third paragraph of the review body', async () => {
    const plainStart = (body: string) =>
      body.startsWith('<p>') &&
      body
        .split('</p>')
        .slice(0, 4)
        .every((chunk) => !/<(ul|ol|figure|blockquote|table|shortcode)\b/.test(chunk));
    const review = upstream.world.reviews.find(
      (r) => !r.suppressAds && (r.body.match(/<p>/g) ?? []).length >= 5 && plainStart(r.body),
    );
    expect(review, 'a review with a plain body of at least 5 paragraphs').toBeTruthy();
    const page = await html(`${review!.canonicalUrl}?setDevice=desktop`);
    const body = page.slice(page.indexOf('<div class="body">'));
    const slot = body.indexOf('<div id="ad-container-inArticle-1"');
    expect(slot).toBeGreaterThan(0);
    expect((body.slice(0, slot).match(/<p>/g) ?? []).length).toBe(3);
  });
});

describe('targeting handed to the client island', () => {
  it('carries the page keys, pos per slot and the query overrides (which win), region and categories', async () => {
    const article = plainArticles()[0]!;
    const res = await get(
      neutron.url,
      `${pathOf(article)}?setDevice=desktop&adTargeting_section=override&adPtype=x&adRegion=EU`,
      { ...CONTROL, RSC: '1' },
    );
    const rows = flightRows(await res.text());
    // The island gets its name and instance; the page's part and the slot definitions come once, in the AdPage around the page.
    const [ref] = elementProps(rows, (props) => props.name === 'inArticle' && props.instance === 1);
    expect(ref).toBeTruthy();
    const [scope] = elementProps(rows, (props) => props.wire !== undefined);
    expect(scope).toBeTruthy();
    // One JSON text (shared/render/jsonText.ts), sent as a text row when it is long.
    const wire = fromJsonProp(
      resolve(rows, scope!.wire) as JsonProp<{ page: AdPageWire; slots: Record<string, AdSlotDefinition> }>,
    );
    const island = slotProps({ page: wire.page, slot: wire.slots.inArticle!, instance: 1 });
    expect(island.divId).toBe('ad-inArticle-1');
    expect(island.targeting).toMatchObject({
      device: 'desktop',
      env: 'production',
      cid: article.id,
      section: 'override',
      ptype: 'x',
      user: 'anonymous',
      seamlessIndicator: '0',
      pos: 'inArticle-1',
    });
    expect(island.targeting).not.toHaveProperty('region');
    expect(island.region).toBe('eu');
  });
});

describe('switches that turn ads off', () => {
  it('the service-off testA bucket disables the ad plugin; control keeps it', async () => {
    expect(ids(await html('/', TEST_A))).toEqual([]);
    expect(ids(await html('/', CONTROL)).length).toBeGreaterThan(0);
    expect(ids(await html(`${pathOf(plainArticles()[0]!)}`, TEST_A))).toEqual([]);
  });

  it('a page with ads.enabled false has none', async () => {
    expect(ids(await html(pathOf(adsOff)))).toEqual([]);
  });

  it('suppressAds content has none', async () => {
    const suppressed = upstream.world.articles.find((a) => a.suppressAds)!;
    const page = await html(pathOf(suppressed));
    expect(page).toContain('<div class="body">');
    expect(ids(page)).toEqual([]);
  });
});
