import { LANDING_ITEM_LIMIT } from '../../../shared/node/doorPages';
import type { HIDDEN_PAGES } from '../../../shared/node/routes/enumerations';
import type { PrimaryLoader } from './types';

type HiddenPageName = (typeof HIDDEN_PAGES)[number]['name'];

interface HiddenPageCopy {
  heading: string;
  intro: string;
  /** The listing topic the page draws from. */
  topic: string;
  /** Content whose title mentions one of these words ranks first (compared lowercase). */
  keywords: readonly string[];
}

/**
 * The hidden proof-of-concept pages (000 §2: "under /_hidden/personal-finance/... for business
 * checking and hotel credit cards"): real pages over the world's finance coverage, robots
 * noindex (the view), never cached (route max-age 0).
 */
export const HIDDEN_PAGE_COPY: Readonly<Record<HiddenPageName, HiddenPageCopy>> = {
  'hidden-business-checking': {
    heading: 'Business Checking Accounts',
    intro:
      'Our banking coverage for business owners: checking accounts, fees, rates and what to compare before you open one.',
    topic: 'banking',
    keywords: ['checking', 'fee', 'apy', 'bank'],
  },
  'hidden-hotel-credit-cards': {
    heading: 'Hotel Credit Cards',
    intro: 'Cards for travelers who stay in hotels: rewards, annual fees, interest rates and the fine print.',
    topic: 'credit-cards',
    keywords: ['credit card', 'rewards', 'annual fee', 'travel'],
  },
};

function isHiddenPage(name: string): name is HiddenPageName {
  return name in HIDDEN_PAGE_COPY;
}

export const loadProofOfConcept: PrimaryLoader = async (ctx, { content }) => {
  const name = ctx.match.baseName;
  if (!isHiddenPage(name)) return { type: 'not-found' };
  const copy = HIDDEN_PAGE_COPY[name];
  const listing = await content.getListing(
    ctx.brand,
    'topic',
    copy.topic,
    { limit: LANDING_ITEM_LIMIT * 3 },
    ctx.timing,
  );
  const mentions = listing.items.filter((item) =>
    copy.keywords.some((word) => item.title.toLowerCase().includes(word)),
  );
  const rest = listing.items.filter((item) => !mentions.includes(item));
  const items = [...mentions, ...rest].slice(0, LANDING_ITEM_LIMIT);
  if (items.length === 0) return { type: 'not-found' };
  return { type: 'data', data: { kind: 'proof-of-concept', heading: copy.heading, intro: copy.intro, items } };
};
