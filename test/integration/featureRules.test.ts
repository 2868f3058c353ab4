/**
 * Feature rules on real pages (decision 070): each rule decides something a reader or a crawler
 * can see, over HTTP against the local world. The server runs outside production here, so the
 * rules clock honours `?now=` and every 001 §9 promo window can be shown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/models/article';
import { PROMO_WINDOWS } from '../../shared/features/promoWindows';
import { HEALTH_VARIANT_ARTICLE_IDS } from '../../shared/features/ruleLists';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack({ NODE_ENV: 'test' });
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let articles: Article[];
const pathOf = (article: Article) => article.canonicalUrl!;
const withTopic = (slug: string) =>
  articles.find((a) => a.topics?.some((t) => t.slug === slug || t.topicPath?.some((p) => p.slug === slug)))!;
const ofType = (type: string) => articles.find((a) => a.type === type && a.canonicalUrl?.startsWith('/tech/'))!;

async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await get(stack.neutron.url, path, headers);
  expect(res.status, path).toBe(200);
  return res.text();
}
const rulesShown = (page: string) => [...page.matchAll(/ data-rule="([a-z0-9-]+)"/g)].map((m) => m[1]!);

beforeAll(() => {
  articles = stack.upstream.world.articles;
});

describe('promo windows of 001 §9 (?now= outside production)', () => {
  const inside = (start: string) => `${start.slice(0, 8)}${String(Number(start.slice(8)) + 1).padStart(2, '0')}`;

  it.each(Object.entries(PROMO_WINDOWS).filter(([name]) => name !== 'mattress-review-promo'))(
    '%s shows its callout on a commerce article inside its window only',
    async (name, window) => {
      const bestList = pathOf(ofType('Best List'));
      expect(rulesShown(await html(`${bestList}?now=${inside(window.start)}`))).toContain(name);
      expect(rulesShown(await html(`${bestList}?now=${window.end}`))).not.toContain(name);
      // A news article is not commerce content: no callout even inside the window.
      expect(rulesShown(await html(`${pathOf(ofType('News'))}?now=${inside(window.start)}`))).not.toContain(name);
    },
  );

  it('mattress-review-promo shows on sleep articles inside its window', async () => {
    const sleep = pathOf(withTopic('sleep'));
    expect(rulesShown(await html(`${sleep}?now=2023-05-30`))).toContain('mattress-review-promo');
    expect(rulesShown(await html(`${sleep}?now=2023-06-07`))).not.toContain('mattress-review-promo');
  });

  it('disable-bots: Googlebot does not get the promo callout', async () => {
    const bestList = `${pathOf(ofType('Best List'))}?now=2023-11-23`;
    expect(rulesShown(await html(bestList))).toContain('black-friday');
    expect(rulesShown(await html(bestList, { 'user-agent': GOOGLEBOT }))).not.toContain('black-friday');
  });

  it('a bad ?now= is ignored: the page as of today', async () => {
    for (const now of ['yesterday', '2023-02-31', '%00', 'x'.repeat(200)]) {
      const page = await html(`${pathOf(ofType('Best List'))}?now=${now}`);
      expect(page).not.toContain('class="promo-callout"');
    }
  });
});

describe('the health page variant (2024-02-14 to 2024-02-28)', () => {
  it('changes the markup of its listed articles inside the window only', async () => {
    const listed = articles.find((a) => a.id === HEALTH_VARIANT_ARTICLE_IDS[0])!;
    expect(await html(`${pathOf(listed)}?now=2024-02-20`)).toContain('article article--health-variant');
    expect(await html(`${pathOf(listed)}?now=2024-03-01`)).not.toContain('article--health-variant');
    const other = articles.find(
      (a) => a.section === 'health' && !(HEALTH_VARIANT_ARTICLE_IDS as readonly string[]).includes(a.id),
    )!;
    expect(await html(`${pathOf(other)}?now=2024-02-20`)).not.toContain('article--health-variant');
  });
});

describe('gates of 001 §6 on an article', () => {
  it('solar-campaign: utm_campaign=sem_solar shows the solar estimator callout', async () => {
    const path = pathOf(ofType('News'));
    expect(rulesShown(await html(`${path}?utm_campaign=sem_solar`))).toContain('solar-campaign');
    expect(rulesShown(await html(`${path}?utm_campaign=other`))).not.toContain('solar-campaign');
  });

  it('solar-state-offer: the CDN state-code header of a solar state on an energy article', async () => {
    const path = pathOf(withTopic('home-energy-and-utilities'));
    expect(await html(path, { 'x-cdn-state-code': 'CA' })).toContain('Solar incentives in CA');
    expect(rulesShown(await html(path, { 'x-cdn-state-code': 'AK' }))).not.toContain('solar-state-offer');
    expect(rulesShown(await html(path, { 'x-cdn-state-code': '<script>' }))).not.toContain('solar-state-offer');
  });

  it('vpn-ads: bucket testA of vpn_ads on a VPN article shows the VPN module', async () => {
    const path = pathOf(withTopic('vpn'));
    expect(rulesShown(await html(`${path}?ab=vpn_ads:1:testA`))).toContain('vpn-ads');
    expect(rulesShown(await html(`${path}?ab=vpn_ads:1:control`))).not.toContain('vpn-ads');
  });

  it("device rules: 'Shop Related Products' (US marketplace) sits in the rail on a desktop and after the body elsewhere", async () => {
    const path = pathOf(ofType('Best List'));
    const desktop = await html(`${path}?setDevice=desktop`);
    expect(rulesShown(desktop)).toContain('shop-related-products-rail');
    expect(desktop).toContain('data-marketplace="US"');
    expect(desktop).toContain('<h2>Shop Related Products</h2>');
    const mobile = await html(`${path}?setDevice=mobile`);
    expect(rulesShown(mobile)).toContain('shop-related-products-inline');
    expect(rulesShown(mobile)).not.toContain('shop-related-products-rail');
    expect(rulesShown(await html(pathOf(ofType('News'))))).not.toContain('shop-related-products-inline');
  });

  it('the server flag rule: featureDisable=relatedArticles removes "More from"', async () => {
    const path = pathOf(ofType('News'));
    expect(await html(path)).toContain('More to read');
    expect(await html(`${path}?featureDisable=relatedArticles,ads`)).not.toContain('More to read');
  });

  it('sticky newsletter is off, even when its flag is enabled (the disabled rule is always false)', async () => {
    expect(await html(`${pathOf(ofType('News'))}?featureEnable=stickyNewsletter`)).not.toContain('sticky-newsletter');
  });
});
