/**
 * Which seamless requests are made (spec 001 §4, §5):
 * - "a page already requested for a type and identifier is not requested again": a set of
 *   `${type}:${id}` keys, seeded with the opened article, so the opened article, duplicates in
 *   the listing and anything already loaded are skipped;
 * - "Seamless listing requests need a slug or content id ...; otherwise a warning and no
 *   request": `listingRequest` answers the URL to ask, or the warning to log instead.
 */
import { SEAMLESS_DEFAULT_TYPE, SEAMLESS_LISTING_PATH, SEAMLESS_MISSING_ID_WARNING } from './constants';

/** A next article as the listing proxy hands it to the browser (001 §3 "Seamless listing item"). */
export interface SeamlessEntry {
  id: string;
  slug: string;
  /** Root-relative URL of the article on this site. */
  url: string;
  type: string;
  source?: string;
  title?: string;
}

export function pageKey(type: string | null | undefined, id: string): string {
  return `${type || SEAMLESS_DEFAULT_TYPE}:${id}`;
}

/** The pages requested so far in this seamless run (the spec's "already requested" memory). */
export class RequestedPages {
  private readonly keys = new Set<string>();

  constructor(opened?: { type?: string | null; id: string }) {
    if (opened) this.keys.add(pageKey(opened.type, opened.id));
  }

  has(type: string | null | undefined, id: string): boolean {
    return this.keys.has(pageKey(type, id));
  }

  /** Marks the page requested; false when it already was (then it must not be requested). */
  claim(type: string | null | undefined, id: string): boolean {
    const key = pageKey(type, id);
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }
}

/** The first listing entry not requested yet, claimed; undefined when none is left. */
export function claimNext(entries: readonly SeamlessEntry[], requested: RequestedPages): SeamlessEntry | undefined {
  return entries.find((entry) => requested.claim(entry.type, entry.id));
}

export interface ListingInput {
  site: string;
  slug?: string | null;
  contentId?: string | null;
  collectionId?: string | null;
}

export type ListingRequest = { type: 'request'; url: string } | { type: 'skip'; warning: string };

/** The listing proxy URL for the opened article, or the spec's warning when it cannot be asked. */
export function listingRequest({ site, slug, contentId, collectionId }: ListingInput): ListingRequest {
  if (!slug && !contentId) return { type: 'skip', warning: SEAMLESS_MISSING_ID_WARNING };
  const query = new URLSearchParams();
  if (slug) query.set('slug', slug);
  if (contentId) query.set('contentId', contentId);
  if (collectionId) query.set('collectionId', collectionId);
  return { type: 'request', url: `${SEAMLESS_LISTING_PATH}/${encodeURIComponent(site)}?${query.toString()}` };
}

/** Reads the listing proxy's JSON (`{ items: [...] }`) without trusting it: bad entries are dropped. */
export function readListing(json: unknown): SeamlessEntry[] {
  const items = (json as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  const entries: SeamlessEntry[] = [];
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  for (const item of items as Array<Record<string, unknown> | null>) {
    const id = text(item?.id);
    const slug = text(item?.slug);
    const url = text(item?.url);
    // Only root-relative URLs of this site: the island fetches them with the page's cookies.
    if (!id || !slug || !url || !url.startsWith('/') || url.startsWith('//')) continue;
    entries.push({
      id,
      slug,
      url,
      type: text(item?.type) ?? SEAMLESS_DEFAULT_TYPE,
      source: text(item?.source),
      title: text(item?.title),
    });
  }
  return entries;
}
