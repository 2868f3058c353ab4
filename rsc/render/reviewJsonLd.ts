/**
 * Structured data of a review or product page (spec 001 §5): a Review only when a rating exists
 * (scale 0 to 10), reviewing a Product with its resellers' offers in USD; always a BreadcrumbList.
 */
import { DEFAULT_CURRENCY } from '../format/currency';
import { preferredDate } from '../../shared/format/date';
import type { Reseller } from '../../shared/models/product';
import type { Review } from '../../shared/models/review';
import { REVIEW_RATING_MAX } from '../../shared/models/review';
import { isAutomotive } from '../../shared/node/routes/contentFacts';
import type { Crumb } from './articleCrumbs';
import type { JsonLd, JsonLdSite } from './contentJsonLd';
import { breadcrumbList, doorCrumbs, imageObject, personAuthors, publisher, SCHEMA_CONTEXT } from './contentJsonLd';

/** 001 §5: "Review rating scale is 0 to 10". */
export const REVIEW_RATING_MIN = 0;
/** 001 §9: "price currency USD". */
export const PRICE_CURRENCY = DEFAULT_CURRENCY;

export const REVIEWS_DOOR = { name: 'Reviews', path: '/reviews/', roadshowPath: '/roadshow/reviews/' } as const;

export function reviewCrumbs(review: Pick<Review, 'section'>): Crumb[] {
  return doorCrumbs(REVIEWS_DOOR, isAutomotive(review));
}

/** The name of the reviewed product. */
export function productName(review: Review): string {
  return review.preferredProductName ?? review.relatedProduct?.product?.name ?? review.title;
}

/** Split good/bad points: a tilde or a period followed by a space separates items (001 §3 listicle rule); empty items are dropped. */
export function reviewPoints(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/~|\.\s/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Resellers a reader can buy from: a name, a URL and a price ≥ 0. */
export function offeredResellers(
  review: Pick<Review, 'relatedProduct'>,
): Array<Reseller & { name: string; url: string; price: number }> {
  return (review.relatedProduct?.resellers ?? [])
    .filter(
      (r): r is Reseller & { name: string; url: string; price: number } =>
        Boolean(r.name) && Boolean(r.url) && typeof r.price === 'number' && Number.isFinite(r.price) && r.price >= 0,
    )
    .sort((a, b) => a.price - b.price);
}

function offers(review: Review, rewriteHref: (href: string) => string): JsonLd | undefined {
  const resellers = offeredResellers(review);
  if (resellers.length === 0) return undefined;
  return {
    '@type': 'AggregateOffer',
    priceCurrency: PRICE_CURRENCY,
    lowPrice: resellers[0]!.price,
    highPrice: resellers[resellers.length - 1]!.price,
    offerCount: resellers.length,
    offers: resellers.map((r) => ({
      '@type': 'Offer',
      price: r.price,
      priceCurrency: PRICE_CURRENCY,
      url: rewriteHref(r.url),
      seller: { '@type': 'Organization', name: r.name },
    })),
  };
}

function notes(points: string[]): JsonLd | undefined {
  if (points.length === 0) return undefined;
  return {
    '@type': 'ItemList',
    itemListElement: points.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })),
  };
}

/** Offer links as the page shows them (affiliate links rewritten, 001 §9); unchanged by default. */
type RewriteHref = (href: string) => string;
const unchanged: RewriteHref = (href) => href;

/** The Review, or null when the review has no rating (001 §5). */
export function reviewJsonLd(
  review: Review,
  canonical: string,
  site: JsonLdSite,
  rewriteHref: RewriteHref = unchanged,
): JsonLd | null {
  if (review.rating === undefined) return null;
  const image = imageObject(review.image, site);
  const manufacturer = review.relatedProduct?.manufacturer?.name;
  const offer = offers(review, rewriteHref);
  const positive = notes(reviewPoints(review.good));
  const negative = notes(reviewPoints(review.bad));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Review',
    name: review.title,
    headline: review.title,
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    ...(review.dek ? { description: review.dek } : {}),
    ...(review.bottomLine ? { reviewBody: review.bottomLine } : {}),
    datePublished: preferredDate(review, 'created', site.now).toISOString(),
    dateModified: preferredDate(review, 'updated', site.now).toISOString(),
    ...(image ? { image } : {}),
    author: personAuthors([review.author, ...review.moreAuthors], site),
    publisher: publisher(site),
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
    ...(positive ? { positiveNotes: positive } : {}),
    ...(negative ? { negativeNotes: negative } : {}),
    itemReviewed: {
      '@type': 'Product',
      name: productName(review),
      ...(manufacturer ? { brand: { '@type': 'Brand', name: manufacturer } } : {}),
      ...(image ? { image: image.url } : {}),
      ...(offer ? { offers: offer } : {}),
    },
  };
}

/** Everything the page carries: the Review (when rated) and the BreadcrumbList. */
export function reviewPageJsonLd(
  review: Review,
  canonical: string,
  site: JsonLdSite,
  rewriteHref: RewriteHref = unchanged,
): JsonLd[] {
  const rated = reviewJsonLd(review, canonical, site, rewriteHref);
  const crumbs = breadcrumbList(reviewCrumbs(review), { name: review.title, url: canonical }, site);
  return rated ? [rated, crumbs] : [crumbs];
}
