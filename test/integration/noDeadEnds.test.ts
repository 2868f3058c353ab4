/**
 * No dead ends (issue 13 point 7): every internal link a reader can reach from the front door
 * (two levels deep), and from every route family's sample page, answers 200 or redirects to a
 * 200. Bounded: 4 fetches at a time and a cap on pages; the figures are printed.
 */
import { expect, it } from 'vitest';
import { crawlLinks } from '../support/linkCrawl';
import { PAGE_TYPES, resolvePagePaths } from '../support/pageTypes';
import { CRAWL_ORIGIN } from '../support/crawl';
import { useStack } from '../support/stack';

const stack = useStack({ SITE_ORIGIN: CRAWL_ORIGIN });

/** Enough for the local world's two levels (about 1,100 addresses when written) with room to grow. */
const MAX_PAGES = Number(process.env.CRAWL_MAX_PAGES ?? 3000);

/** Route families the front door need not link to: each must render (issue 13 point 7). */
const FAMILY_SAMPLES = [
  '/privacy/',
  '/terms-of-use/',
  '/about/',
  '/welcome/',
  '/roadshow/reviews/',
  '/roadshow/pictures/',
  '/roadshow/videos/',
  '/roadshow/features/the-long-drive-a-year-with-an-electric-pickup/',
  '/topics/commercial/',
  '/topics/services-and-software/',
  '/topics/how-to/',
  '/personal-finance/crypto/how-crypto-wallets-keep-your-coins-safe/',
  '/personal-finance/crypto/bitcoin/what-bitcoin-fees-really-cost-you/',
  '/personal-finance/features/the-year-we-paid-off-the-mortgage/',
  '/paid-content/roadshow/news/road-trip-ready-charging-on-the-go-presented-by-voltara/',
  '/paid-content/features/a-day-in-the-smart-home-presented-by-hearthly/',
  '/paid-content/videos/quick-kitchen-upgrades-presented-by-hearthly/',
];

it('reaches no internal 4xx or 5xx from the front door or any route family', async () => {
  const samples = (
    await resolvePagePaths(
      stack.neutron.url,
      PAGE_TYPES.filter((type) => type.status === 200),
    )
  ).map((row) => row.resolved);
  const result = await crawlLinks(stack.neutron.url, {
    seeds: ['/', ...FAMILY_SAMPLES, ...samples],
    depth: 2,
    width: 4,
    maxPages: MAX_PAGES,
    origin: CRAWL_ORIGIN,
  });
  console.info(
    `crawl: ${result.pagesCrawled} pages crawled, ${result.linksChecked} links checked, ${result.skipped} skipped over the cap`,
  );
  expect(result.failures).toEqual([]);
  expect(result.pagesCrawled).toBeGreaterThan(300);
}, 300_000);
