import type { Brand } from '../routes/types';

/** What a page puts in the document head. */
export interface HeadData {
  title: string;
  description?: string;
  canonical?: string;
  robots?: string;
  og?: Record<string, string | undefined>;
  twitter?: Record<string, string | undefined>;
  /** Further `<meta name content>` entries (content kind, spec 001 §2). */
  meta?: Record<string, string>;
  /** `<link rel="alternate">` entries: the page's feeds (rsc/syndication/feedAlternates.ts). */
  alternates?: readonly { type: string; href: string; title: string }[];
}

/** Spec 001 §9: sharing image size seo_image_wide, 1200 × 675. */
export const SHARING_IMAGE = { width: 1200, height: 675 } as const;
/** Spec 001 §9: publisher logo 310 × 310. */
export const PUBLISHER_LOGO = { width: 310, height: 310 } as const;
export const SITE_NAME = 'CNET';
/** The name a reader sees for each brand: titles, the footer, photo credits. */
export const BRAND_NAMES: Readonly<Record<Brand, string>> = { cnet: SITE_NAME, roadshow: 'Roadshow' };
/**
 * Spec 001 §9: "a speakable selector list (values not shown)". Ours: the headline and the dek,
 * the parts of a page written to be read aloud.
 */
export const SPEAKABLE_SELECTORS: readonly string[] = ['article h1', 'article .dek'];

/** Twitter card properties that fall back to their Open Graph twin when absent. */
const TWITTER_OG_FALLBACKS = { title: 'title', description: 'description', image: 'image' } as const;

/**
 * The `twitter:*` entries worth writing: an entry equal to the Open Graph property Twitter cards
 * fall back to (title, description, image) says nothing new and is left out; empty ones too.
 */
export function twitterEntries(head: Pick<HeadData, 'og' | 'twitter'>): [string, string][] {
  return Object.entries(head.twitter ?? {}).filter((entry): entry is [string, string] => {
    const [key, value] = entry;
    if (!value) return false;
    const twin = TWITTER_OG_FALLBACKS[key as keyof typeof TWITTER_OG_FALLBACKS];
    return !twin || head.og?.[twin] !== value;
  });
}
