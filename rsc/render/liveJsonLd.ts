/**
 * Structured data of a live coverage page (spec 001 §5): a LiveBlogPosting with the coverage
 * window and the visible updates as BlogPostings (newest first); plus the BreadcrumbList.
 */
import { textOf, parseBody } from '../../shared/body/parseBody';
import { parseContentDate, preferredDate } from '../../shared/format/date';
import type { LiveArticle, LiveItem } from '../../shared/models/liveArticle';
import { liveLastUpdated } from '../../shared/live/lastUpdated';
import { articleCrumbs } from './articleCrumbs';
import type { JsonLd, JsonLdSite } from './contentJsonLd';
import { breadcrumbList, imageObject, isoDate, personAuthors, publisher, SCHEMA_CONTEXT } from './contentJsonLd';

/** Most updates listed in the structured data (not shown in the spec; decision 010). */
export const LIVE_JSON_LD_MAX_UPDATES = 50;

function update(item: LiveItem, live: LiveArticle, canonical: string, site: JsonLdSite): JsonLd {
  const published = parseContentDate(item.displayDatePublished) ?? parseContentDate(item.datePublished);
  const modified = parseContentDate(item.dateUpdated);
  const body = textOf(parseBody(item.body)).trim();
  return {
    '@type': 'BlogPosting',
    headline: item.headline ?? live.headline,
    url: `${canonical}#update-${item.id}`,
    ...(published ? { datePublished: published.toISOString() } : {}),
    ...(modified ? { dateModified: modified.toISOString() } : {}),
    ...(body ? { articleBody: body } : {}),
    ...(item.author ? { author: personAuthors([item.author], site) } : {}),
  };
}

/** `items` are the visible items, newest first (rsc/render/liveItems.ts). */
export function liveJsonLd(live: LiveArticle, items: readonly LiveItem[], canonical: string, site: JsonLdSite): JsonLd {
  const image = imageObject(live.image ?? live.promoImage, site);
  const start = isoDate(parseContentDate(live.eventStart));
  const end = isoDate(parseContentDate(live.eventEnd));
  const description = live.seoMetaDescription ?? live.dek ?? live.promoDek;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'LiveBlogPosting',
    headline: live.headline,
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    ...(description ? { description } : {}),
    datePublished: preferredDate(live, 'created', site.now).toISOString(),
    // Follows the newest update (an edit counts), not the article's own date (issue 39 point 9).
    dateModified: liveLastUpdated(live, items, site.now).toISOString(),
    ...(start ? { coverageStartTime: start } : {}),
    ...(end ? { coverageEndTime: end } : {}),
    ...(image ? { image } : {}),
    author: personAuthors([live.author, ...live.moreAuthors], site),
    publisher: publisher(site),
    liveBlogUpdate: items.slice(0, LIVE_JSON_LD_MAX_UPDATES).map((item) => update(item, live, canonical, site)),
  };
}

export function livePageJsonLd(
  live: LiveArticle,
  items: readonly LiveItem[],
  canonical: string,
  site: JsonLdSite,
): JsonLd[] {
  return [
    liveJsonLd(live, items, canonical, site),
    breadcrumbList(articleCrumbs(live), { name: live.headline, url: canonical }, site),
  ];
}
