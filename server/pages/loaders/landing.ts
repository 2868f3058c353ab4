import { LANDING_ITEM_LIMIT, VPN_TOPIC } from '../../../shared/node/doorPages';
import type { ContentLink } from '../../../shared/models/contentLink';
import { VPN_VARIATIONS } from '../../../shared/node/routes/enumerations';
import { canonicalAddress } from '../../../shared/node/routes/links';
import type { PrimaryLoader } from './types';

type VpnVariation = (typeof VPN_VARIATIONS)[number];

interface VariationCopy {
  heading: string;
  intro: string;
  /** Content on these topics ranks first. */
  topics: readonly string[];
  /** Then content of these types (compared lowercase). */
  types: readonly string[];
}

/** One page per variation (000 §2), each with its own heading and its own ranking. */
export const VPN_VARIATION_COPY: Readonly<Record<VpnVariation, VariationCopy>> = {
  'best-vpn': {
    heading: 'Best VPN',
    intro: 'The services our editors rank highest after testing speed, privacy and ease of use, best first.',
    topics: [],
    types: ['review', 'best list', 'versus'],
  },
  'best-vpn-overall': {
    heading: 'Best VPN Overall',
    intro: 'The strongest all-round choices: fast connections, a clear privacy policy and apps for every device.',
    topics: [],
    types: ['best list', 'review', 'versus'],
  },
  'best-free-vpn': {
    heading: 'Best Free VPN',
    intro: 'What you get without paying, what a free plan leaves out, and when upgrading is worth it.',
    topics: [],
    types: ['explainer', 'how to', 'best list'],
  },
  'best-vpn-for-mobile': {
    heading: 'Best VPN for Mobile',
    intro: 'Apps that stay out of the way on phones and tablets and keep public Wi-Fi private.',
    topics: ['mobile', 'phones'],
    types: ['review', 'best list'],
  },
  'best-vpn-for-computers': {
    heading: 'Best VPN for Computers',
    intro: 'Desktop and laptop clients with kill switches, split tunneling and the fastest servers we measured.',
    topics: ['computing', 'laptops'],
    types: ['review', 'versus', 'best list'],
  },
};

function isVariation(value: string | undefined): value is VpnVariation {
  return (VPN_VARIATIONS as readonly string[]).includes(value ?? '');
}

/** Stable ranking: preferred topics first, then preferred types in order, then newest first. */
export function rankItems(
  items: readonly ContentLink[],
  copy: Pick<VariationCopy, 'topics' | 'types'>,
  limit: number,
): ContentLink[] {
  const score = (item: ContentLink): number => {
    const onTopic = item.topics.some((topic) => copy.topics.includes(topic.slug)) ? 0 : 1;
    const typeRank = copy.types.indexOf((item.type ?? '').toLowerCase());
    return onTopic * 100 + (typeRank === -1 ? copy.types.length : typeRank);
  };
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}

/**
 * Paid-search landing pages (000 §2 "Landing pages"): the five VPN variations rank the world's
 * VPN coverage (listing of topic VPN_TOPIC); /landing/{slug}/ (and with a {token}) ranks the
 * listing of the topic named by the slug. No content is the 404 page.
 */
export const loadLanding: PrimaryLoader = async (ctx, { content }) => {
  const { params } = ctx.match;
  const variation = params.variation;
  const topic = isVariation(variation) ? VPN_TOPIC : params.slug;
  if (!topic) return { type: 'not-found' };
  const listing = await content.getListing(ctx.brand, 'topic', topic, { limit: LANDING_ITEM_LIMIT * 3 }, ctx.timing);
  if (listing.items.length === 0) return { type: 'not-found' };
  const canonicalPath = canonicalAddress(ctx.match, ctx.edition).path ?? ctx.url.pathname;

  if (isVariation(variation)) {
    const copy = VPN_VARIATION_COPY[variation];
    return {
      type: 'data',
      data: {
        kind: 'landing',
        heading: copy.heading,
        intro: copy.intro,
        items: rankItems(listing.items, copy, LANDING_ITEM_LIMIT),
        canonicalPath,
        variation,
      },
    };
  }
  const title = listing.title ?? topic;
  return {
    type: 'data',
    data: {
      kind: 'landing',
      heading: `Best in ${title}`,
      intro: `Our editors' top ${title} picks, reviews first, then buying guides and comparisons.`,
      items: rankItems(listing.items, { topics: [], types: ['review', 'best list', 'versus'] }, LANDING_ITEM_LIMIT),
      canonicalPath,
    },
  };
};
