/**
 * Structured data of the pages that list content (composer doors, landing and hidden pages,
 * HTML sitemaps): a CollectionPage whose main entity is the ItemList of the links shown, in
 * the order shown, and the BreadcrumbList (spec 001 §5 pattern; docs/decisions/011).
 */
import type { ContentLink } from '../../shared/models/contentLink';
import type { Crumb } from './articleCrumbs';
import { breadcrumbList, SCHEMA_CONTEXT, type JsonLd } from './contentJsonLd';

export interface CollectionInput {
  name: string;
  description?: string;
  /** Absolute URL of the page. */
  url: string;
  origin: string;
  items: readonly Pick<ContentLink, 'title' | 'url'>[];
  /** Position of the first item (page 2 of a 12-item door starts at 13). */
  firstPosition?: number;
  /** Crumbs above the page (site paths); the page itself is added last. None on the front door: no BreadcrumbList. */
  crumbs: readonly Crumb[];
}

/** A site path or an absolute URL as an absolute URL on `origin`; other schemes are dropped. */
function absolute(url: string, origin: string): string | undefined {
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

export function collectionJsonLd({
  name,
  description,
  url,
  origin,
  items,
  firstPosition = 1,
  crumbs,
}: CollectionInput): JsonLd[] {
  const elements = items
    .map((item) => ({ name: item.title, url: absolute(item.url, origin) }))
    .filter((item): item is { name: string; url: string } => item.url !== undefined)
    .map((item, index) => ({ '@type': 'ListItem', position: firstPosition + index, name: item.name, url: item.url }));
  const page: JsonLd = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name,
    url,
    ...(description ? { description } : {}),
    mainEntity: { '@type': 'ItemList', numberOfItems: elements.length, itemListElement: elements },
  };
  return crumbs.length > 0 ? [page, breadcrumbList(crumbs, { name, url }, { origin })] : [page];
}
