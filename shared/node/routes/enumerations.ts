/**
 * Fixed lists the routes and the route-name selection work from. Lists the spec gives are quoted
 * from it; lists it leaves out ("not reproduced", "a fixed list") are our choice, taken from the
 * local upstream's world where it has the thing (docs/decisions/006-route-table.md).
 */

// ---- Given by the spec --------------------------------------------------------------------

/** 000 §2 Landing pages: "variation is one of best-vpn, best-vpn-overall, best-free-vpn, best-vpn-for-mobile, best-vpn-for-computers". */
export const VPN_VARIATIONS = [
  'best-vpn',
  'best-vpn-overall',
  'best-free-vpn',
  'best-vpn-for-mobile',
  'best-vpn-for-computers',
] as const;
/** 000 §2: /tech/services-and-software/landing/{variation}/ and /tech/services-and-software/rvmn-landing/{variation}/. */
export const VPN_LANDING_SEGMENTS = ['landing', 'rvmn-landing'] as const;

/** 000 §2 Live coverage: "/{type}-live/{slug}/ where type is news or deals"; an invalid type becomes news. */
export const LIVE_TYPES = ['news', 'deals'] as const;
export type LiveType = (typeof LIVE_TYPES)[number];
export const DEFAULT_LIVE_TYPE: LiveType = 'news';

/** 000 §2 Selection rules: "Vertical articles (finance, money, culture, health, home, science, tech, news)". */
export const VERTICALS = ['finance', 'money', 'culture', 'health', 'home', 'science', 'tech', 'news'] as const;
export type Vertical = (typeof VERTICALS)[number];
/** 000 §2: "Longform variants of culture, health, home, science, tech and news use one route for all levels." */
export const LONGFORM_VERTICALS: readonly Vertical[] = ['culture', 'health', 'home', 'science', 'tech', 'news'];

/** 000 §2 "Sponsored: content whose section is commercial". */
export const COMMERCIAL_SECTION = 'commercial';
/** 000 §2 "how-to article (section how_to)". */
export const HOW_TO_SECTION = 'how_to';

// ---- Our choices (the spec does not give them) --------------------------------------------

/** Section keys (article.section) of each vertical; the world's personal finance is `personal-finance`. */
export const VERTICAL_SECTIONS: Readonly<Record<string, Vertical>> = {
  'personal-finance': 'finance',
  finance: 'finance',
  money: 'money',
  culture: 'culture',
  health: 'health',
  home: 'home',
  science: 'science',
  tech: 'tech',
  news: 'news',
};

/** The automotive section (the world's roadshow content); its content is automotive even without the flag. */
export const AUTOMOTIVE_SECTION = 'cars';

/** Longform pages at the site root: /welcome/ (000 §2 Longform features) is `article-longform` with slug welcome. */
export const ROOT_LONGFORM_SLUGS = ['welcome'] as const;

/**
 * 000 §2 "Topic routes use the auto variant when the slug contains an auto topic": the world's
 * automotive topics (home's electric-vehicles, the cars section's topics) and the sub-brand.
 */
export const AUTO_TOPICS = [
  'roadshow',
  'electric-vehicles',
  'electric-cars',
  'car-tech',
  'car-industry',
  'car-buying',
] as const;

/** The home topic whose automotive articles live at /home/electric-vehicles/{slug}/. */
export const ELECTRIC_VEHICLES_TOPIC = 'electric-vehicles';

/** 000 §2 "Home topics in a marketplace list": the world's commerce-led home topics. */
export const MARKETPLACE_TOPICS = ['home-internet', 'home-energy-and-utilities'] as const;
/** Their URL segments (the leading 'home-' stripped), as /home/{topic}/{slug}/ shows them. */
export const MARKETPLACE_TOPIC_SEGMENTS: readonly string[] = MARKETPLACE_TOPICS.map((topic) =>
  topic.replace(/^home-/, ''),
);

/** 000 §2 sponsored "id is on a fixed list": stand-ins until the editorial list exists. */
export const SPONSORED_CONTENT_IDS = ['sponsored-legacy-0001', 'sponsored-legacy-0002'] as const;
/** 000 §2 sponsored "author username contains the studio label" (compared lowercase). */
export const STUDIO_LABEL = 'brandstudio';

/**
 * Personal finance (000 §2 "Topic and slug values are restricted to enumerated lists that are
 * not reproduced here"). Paths matching these lists are money (content bridge) pages; any
 * other /personal-finance/ path is a finance article from the content API.
 */
export const PERSONAL_FINANCE_ROOT = 'personal-finance';
/** The world's personal-finance topic URL segments, except crypto (a sub-area of its own). */
export const MONEY_TOPICS = ['banking', 'credit-cards', 'mortgages', 'taxes', 'car'] as const;
/** Subtopics per money topic (the world's finance products). */
export const MONEY_SUBTOPICS: Readonly<Record<string, readonly string[]>> = {
  banking: ['savings-accounts', 'cds', 'personal-loans'],
  'credit-cards': ['rewards', 'balance-transfer'],
  mortgages: ['refinance'],
  taxes: ['tax-apps'],
};
/** Every subtopic of any money topic, for the path matcher. */
export const MONEY_SUBTOPIC_SEGMENTS: readonly string[] = [...new Set(Object.values(MONEY_SUBTOPICS).flat())];
/** The crypto sub-area: /personal-finance/crypto/{slug}/. */
export const MONEY_CRYPTO_SLUGS = ['best-crypto-exchanges', 'crypto-exchanges-explained'] as const;
/** The checking sub-area: /personal-finance/banking/checking/{slug}/. */
export const MONEY_CHECKING_SLUGS = ['best-checking-accounts', 'checking-account-fees'] as const;
/** Money articles filed without a category: /personal-finance/{slug}/. */
export const MONEY_NO_CATEGORY_SLUGS = ['best-budgeting-apps', 'budgeting-apps-explained'] as const;

/** Hidden proof-of-concept pages (000 §2 "/_hidden/personal-finance/... for business checking and hotel credit cards"). */
export const HIDDEN_PAGES = [
  { name: 'hidden-business-checking', path: '/_hidden/personal-finance/banking/business-checking/' },
  { name: 'hidden-hotel-credit-cards', path: '/_hidden/personal-finance/credit-cards/hotel-credit-cards/' },
] as const;
