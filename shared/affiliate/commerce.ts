/**
 * Commerce constants of spec 001 §9: the commerce types, the site-section codes and the
 * shopping module ("Shop Related Products", US marketplace). They decide the commerce pixel,
 * the shopping module and the section code of an affiliate click (decision 072).
 */

/** 001 §9 "Commerce types". */
export const COMMERCE_TYPES = [
  'best-list',
  'best-list-precap',
  'versus',
  'versus-precap',
  'deals',
  'deals-precap',
  'commerce',
] as const;
export type CommerceType = (typeof COMMERCE_TYPES)[number];

/** An article type (`Best List - Precap`) as a commerce type (`best-list-precap`), or undefined. */
export function commerceTypeOf(articleType: string | null | undefined): CommerceType | undefined {
  if (!articleType) return undefined;
  const slug = articleType
    .trim()
    .toLowerCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, '-');
  return (COMMERCE_TYPES as readonly string[]).includes(slug) ? (slug as CommerceType) : undefined;
}

/** 001 §9 "Site sections map to codes: home, news, reviews, videos" (codes ours, decision 072). */
export const SITE_SECTION_CODES = { home: 'hm', news: 'nw', reviews: 'rv', videos: 'vd' } as const;
export type SiteSection = keyof typeof SITE_SECTION_CODES;

/** The site section of a page type: the front door, reviews and videos; everything else is news. */
export function siteSectionOf(pageType: string): SiteSection {
  if (pageType.endsWith('frontdoor')) return 'home';
  if (pageType.startsWith('review') || pageType.includes('product')) return 'reviews';
  if (pageType.includes('video')) return 'videos';
  return 'news';
}

/** 001 §9: "Shopping module title 'Shop Related Products', US marketplace". */
export const SHOP_RELATED_PRODUCTS = {
  title: 'Shop Related Products',
  marketplace: 'US',
  links: [
    { href: '/shopping/', label: 'Deals our editors checked' },
    { href: '/deals/', label: "Today's best deals" },
    { href: '/reviews/', label: 'Product reviews' },
  ],
} as const;
