/**
 * Content for the route families nothing else in the world fills (issue 13 point 7: every
 * route a link can promise renders): /welcome/, an automotive longform, personal-finance
 * articles with a topic, with a topic and subtopic, and a longform, and sponsored content of
 * every kind (roadshow article, longform, video).
 *
 * Ids start with ROUTE_FAMILY_ID_PREFIX. Each item borrows the body, byline and pictures of an existing item and gets its own id, slug,
 * headline, topics and canonical address. No random draw is made, so the rest of the world is
 * unchanged; each is dated a day before the archive begins, so listings show them last.
 */
import type { Article } from '../../shared/models/article';
import type { Topic } from '../../shared/models/topic';
import type { Video } from '../../shared/models/video';
import { ARCHIVE_SPAN_MS, DAY_MS, REFERENCE_DATE_MS, contentDate } from './dates';

/** Every item of this file has an id that starts so (the world's tests tell them apart). */
export const ROUTE_FAMILY_ID_PREFIX = 'family-';

const OLDEST = contentDate(REFERENCE_DATE_MS - ARCHIVE_SPAN_MS - DAY_MS);

const topic = (slug: string, name: string, parents: readonly Topic[] = [], primary = true): Topic => ({
  slug,
  name,
  primary,
  topicPath: parents.map((parent) => ({ slug: parent.slug, name: parent.name })),
});
const FINANCE = topic('personal-finance', 'Money');
const CRYPTO = topic('crypto', 'Crypto', [FINANCE]);
const BITCOIN: Topic = {
  ...topic('bitcoin', 'Bitcoin'),
  topicPath: [...CRYPTO.topicPath, { slug: 'crypto', name: 'Crypto' }],
};

interface ArticlePlan {
  from: (article: Article) => boolean;
  slug: string;
  path: string;
  headline: string;
  changes: Partial<Article>;
}

const ARTICLE_PLANS: readonly ArticlePlan[] = [
  {
    from: (a) => a.type === 'Longform' && a.section === 'tech',
    slug: 'welcome',
    path: '/welcome/',
    headline: 'Welcome: How We Cover the Tech in Your Life',
    // No section: a longform at the site root (000 §2 "plus /paid-content/features/{slug}/ and /welcome/").
    changes: { section: undefined },
  },
  {
    from: (a) => a.section === 'cars' && a.type === 'Feature',
    slug: 'the-long-drive-a-year-with-an-electric-pickup',
    path: '/roadshow/features/the-long-drive-a-year-with-an-electric-pickup/',
    headline: 'The Long Drive: A Year With an Electric Pickup',
    changes: { type: 'Longform' },
  },
  {
    from: (a) => a.section === 'personal-finance',
    slug: 'how-crypto-wallets-keep-your-coins-safe',
    path: '/personal-finance/crypto/how-crypto-wallets-keep-your-coins-safe/',
    headline: 'How Crypto Wallets Keep Your Coins Safe',
    changes: { topics: [CRYPTO] },
  },
  {
    from: (a) => a.section === 'personal-finance',
    slug: 'what-bitcoin-fees-really-cost-you',
    path: '/personal-finance/crypto/bitcoin/what-bitcoin-fees-really-cost-you/',
    headline: 'What Bitcoin Fees Really Cost You',
    changes: { topics: [BITCOIN, { ...CRYPTO, primary: false }] },
  },
  {
    from: (a) => a.section === 'personal-finance',
    slug: 'the-year-we-paid-off-the-mortgage',
    path: '/personal-finance/features/the-year-we-paid-off-the-mortgage/',
    headline: 'The Year We Paid Off the Mortgage',
    changes: { type: 'Longform' },
  },
  {
    from: (a) => a.section === 'commercial',
    slug: 'road-trip-ready-charging-on-the-go-presented-by-voltara',
    path: '/paid-content/roadshow/news/road-trip-ready-charging-on-the-go-presented-by-voltara/',
    headline: 'Road-Trip Ready: Charging on the Go, Presented by Voltara',
    changes: { site: 'roadshow', automotive: true },
  },
  {
    from: (a) => a.section === 'commercial',
    slug: 'a-day-in-the-smart-home-presented-by-hearthly',
    path: '/paid-content/features/a-day-in-the-smart-home-presented-by-hearthly/',
    headline: 'A Day in the Smart Home, Presented by Hearthly',
    changes: { type: 'Longform' },
  },
];

export function createRouteFamilyArticles(articles: readonly Article[]): Article[] {
  const out: Article[] = [];
  for (const plan of ARTICLE_PLANS) {
    const template = articles.find(plan.from);
    if (!template) continue;
    out.push({
      ...template,
      ...plan.changes,
      id: `${ROUTE_FAMILY_ID_PREFIX}${plan.slug}`,
      slug: plan.slug,
      canonicalUrl: plan.path,
      headline: plan.headline,
      titleTag: plan.headline,
      promoHed: plan.headline,
      datePublished: OLDEST,
      availableOn: [{ edition: 'us', slug: plan.slug }],
    });
  }
  return out;
}

/** A sponsored video at /paid-content/videos/{slug}/ (route video-sponsored). */
export function createRouteFamilyVideos(videos: readonly Video[]): Video[] {
  const template = videos.find((video) => video.section === 'home');
  if (!template) return [];
  const slug = 'quick-kitchen-upgrades-presented-by-hearthly';
  return [
    {
      ...template,
      id: `${ROUTE_FAMILY_ID_PREFIX}${slug}`,
      slug,
      section: 'commercial',
      canonicalUrl: `/paid-content/videos/${slug}/`,
      title: 'Quick Kitchen Upgrades, Presented by Hearthly',
      datePublished: OLDEST,
    },
  ];
}
