/**
 * The content calls of 000 §7 that pages make besides their primary one (issue 12 point 4), seen
 * through a recording relay in front of the local upstream: money pages come from the content
 * bridge, and reviews and best lists show the Products call's current offers (a rewritten answer
 * shows on the page; a failed or late call keeps the saved offers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../rsc/format/currency';
import type { Review } from '../../shared/models/review';
import { startUpstream, type RunningUpstream } from '../../upstream/start';
import { moneyPagePlans } from '../../upstream/world/money';
import { get, startNeutron, type Neutron } from '../support/neutron';
import { startRecordingRelay, type RecordingRelay } from '../support/recordingRelay';

let upstream: RunningUpstream;
let relay: RecordingRelay;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0 });
  relay = await startRecordingRelay(upstream.url);
  neutron = await startNeutron({ CONTENT_API_URL: relay.url, SITE_ORIGIN: 'https://www.neutron.test' });
});
afterAll(async () => {
  await neutron?.stop();
  await relay?.close();
  await upstream?.close();
});

const control = (body?: unknown) =>
  fetch(`${upstream.url}/__control`, {
    method: body === undefined ? 'DELETE' : 'PUT',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** The calls made while `work` ran. */
async function callsDuring(work: () => Promise<void>): Promise<URL[]> {
  const from = relay.seen.length;
  await work();
  return relay.seen.slice(from);
}
const page = async (path: string) => {
  const res = await get(neutron.url, path);
  return { status: res.status, html: await res.text() };
};

describe('money pages: the content bridge (Page call, money type)', () => {
  it('every money page of the bridge answers 200 with its article, asked of /api/bridge/composer/{site}/pages/article/{slug}/{experience}', async () => {
    const plans = moneyPagePlans();
    expect(plans.length).toBeGreaterThan(20);
    for (const plan of plans) {
      let shown = { status: 0, html: '' };
      const calls = await callsDuring(async () => {
        shown = await page(plan.path);
      });
      const article = upstream.world.moneyBySlug.get(plan.slug)!;
      expect(shown.status, plan.path).toBe(200);
      expect(shown.html).toContain(article.headline!);
      const bridge = calls.find((url) => url.pathname === `/api/bridge/composer/cnet/pages/article/${plan.slug}/web`);
      expect(bridge, plan.path).toBeDefined();
      expect(bridge!.searchParams.get('useNeonHeader')).toBe('true');
      expect(calls.some((url) => url.pathname.startsWith('/api/neutron/articles/'))).toBe(false);
    }
  });

  it('the replay of a money page shows the bridge article too', async () => {
    const shown = await page('/replay/personal-finance/crypto/best-crypto-exchanges/');
    expect(shown.status).toBe(200);
    // Only the bridge knows this article (the content API's article call answers 404 for it).
    expect(shown.html).toContain(upstream.world.moneyBySlug.get('best-crypto-exchanges')!.headline!);
  });

  it('a money path the bridge does not know is a 404 page; finance articles still come from the content API', async () => {
    const calls = await callsDuring(async () => {
      expect((await page('/personal-finance/banking/no-such-guide/')).status).toBe(404);
    });
    expect(calls.map((url) => url.pathname)).toContain('/api/bridge/composer/cnet/pages/article/no-such-guide/web');
    const finance = upstream.world.articles.find((article) => article.section === 'personal-finance')!;
    const financeCalls = await callsDuring(async () => {
      expect((await page(finance.canonicalUrl!)).status).toBe(200);
    });
    expect(financeCalls.map((url) => url.pathname)).toContain(`/api/neutron/articles/cnet/${finance.slug}/web`);
    expect(financeCalls.some((url) => url.pathname.startsWith('/api/bridge/'))).toBe(false);
  });
});

describe('Products call where pages show products', () => {
  const CURRENT_PRICE = 4321;
  const reprice = (_url: URL, body: unknown) => {
    const data = body as { data: { products: Array<{ resellers: Array<{ price?: number }> }> } };
    for (const product of data.data.products) for (const reseller of product.resellers) reseller.price = CURRENT_PRICE;
    return data;
  };

  /** Reviews on the main brand whose product has resellers, each product once. */
  function reviewsWithOffers(): Review[] {
    const byProduct = new Map<string, Review>();
    for (const review of upstream.world.reviews) {
      const id = String(review.relatedProduct?.id ?? '');
      if (
        review.canonicalUrl?.startsWith('/reviews/') &&
        (review.relatedProduct?.resellers.length ?? 0) > 0 &&
        !byProduct.has(id)
      )
        byProduct.set(id, review);
    }
    return [...byProduct.values()];
  }

  it('a review asks for its related product by uuid and shows the current resellers', async () => {
    const review = reviewsWithOffers()[0]!;
    relay.rewrites.set('/api/neutron/products/', reprice);
    try {
      let shown = { status: 0, html: '' };
      const calls = await callsDuring(async () => {
        shown = await page(review.canonicalUrl!);
      });
      expect(shown.status).toBe(200);
      const products = calls.find((url) => url.pathname === '/api/neutron/products/cnet/web');
      expect(products?.searchParams.get('uuids')).toBe(String(review.relatedProduct!.id));
      expect(shown.html).toContain('$4,321');
    } finally {
      relay.rewrites.clear();
    }
  });

  it('a best list asks once for the products its entries show and shows their current offers', async () => {
    const article = upstream.world.articles.find(
      (one) =>
        one.site === 'cnet' && one.listicles.some((entry) => entry.techProd) && one.body?.includes('type="listicle"'),
    )!;
    const ids = [
      ...new Set(article.listicles.map((entry) => (entry.techProd as { id?: string } | undefined)?.id).filter(Boolean)),
    ];
    relay.rewrites.set('/api/neutron/products/', reprice);
    try {
      let shown = { status: 0, html: '' };
      const calls = await callsDuring(async () => {
        shown = await page(article.canonicalUrl!);
      });
      expect(shown.status).toBe(200);
      const products = calls.filter((url) => url.pathname === '/api/neutron/products/cnet/web');
      expect(products).toHaveLength(1);
      expect(products[0]!.searchParams.get('uuids')!.split(',').sort()).toEqual([...ids].sort());
      expect(shown.html).toMatch(/shortcode--listicle[\s\S]*product-offer__price">\$4,321</);
    } finally {
      relay.rewrites.clear();
    }
  });

  it('keeps the saved offers when the Products call fails', async () => {
    // A product not asked for yet: nothing cached to fall back on.
    const review = reviewsWithOffers()[1]!;
    const saved = review.relatedProduct!.resellers.find((reseller) => reseller.price !== undefined)!;
    await control({ faults: [{ match: '/products/', mode: 'error500' }] });
    try {
      const shown = await page(review.canonicalUrl!);
      expect(shown.status).toBe(200);
      expect(
        shown.html.includes(`<span class="price">${formatPrice(saved.price)}</span>`),
        'the saved price is shown',
      ).toBe(true);
      expect(shown.html.includes('$4,321'), 'no current price').toBe(false);
    } finally {
      await control();
    }
  });
});
