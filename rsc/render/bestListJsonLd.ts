/**
 * The products of a best list as structured data (issue 39 point 11): an ItemList whose items are
 * Products, in the order the list shows them, each with the editors' review: its score on the
 * 0-to-10 scale (001 §5), its author and date. That is Google's product snippet of an editorial
 * review page. Retailer offers are not listed: the page does not sell, and an Offer asks for an
 * availability, a price validity date and user ratings the content does not have (the
 * validator's warnings; docs/decisions/120). An entry without a score is left out; no ItemList
 * when none is left.
 */
import type { Article } from '../../shared/models/article';
import type { Listicle } from '../../shared/models/listicle';
import { BEST_LIST_TYPES } from '../content/contentKind';
import type { JsonLd, JsonLdSite } from './contentJsonLd';
import { imageObject, isoDate, personAuthors, SCHEMA_CONTEXT } from './contentJsonLd';
import { parseContentDate } from '../../shared/format/date';

/** 001 §5: review rating scale is 0 to 10. */
const RATING_SCALE = { worstRating: 0, bestRating: 10 } as const;

function product(listicle: Listicle, article: Article, site: JsonLdSite): JsonLd | undefined {
  const name = listicle.productName ?? listicle.subhed;
  if (!name) return undefined;
  const score = listicle.productScore;
  const rated = score !== undefined && score >= RATING_SCALE.worstRating && score <= RATING_SCALE.bestRating;
  const [author] = personAuthors([article.author], site);
  const published = isoDate(parseContentDate(article.displayDatePublished) ?? parseContentDate(article.datePublished));
  const review =
    rated && author
      ? {
          '@type': 'Review',
          author,
          ...(published ? { datePublished: published } : {}),
          reviewRating: { '@type': 'Rating', ratingValue: score, ...RATING_SCALE },
        }
      : undefined;
  if (!review) return undefined;
  const image = imageObject(listicle.imageGroup?.image ?? listicle.precapImageGroup?.image, site);
  return {
    '@type': 'Product',
    name,
    ...(image ? { image } : {}),
    ...(listicle.hed && listicle.hed !== name ? { description: listicle.hed } : {}),
    review,
  };
}

export function bestListJsonLd(article: Article, site: JsonLdSite): JsonLd | undefined {
  if (!BEST_LIST_TYPES.includes(article.type ?? '')) return undefined;
  const products = article.listicles
    .map((listicle) => product(listicle, article, site))
    .filter((entry): entry is JsonLd => entry !== undefined);
  if (products.length === 0) return undefined;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name: article.headline,
    numberOfItems: products.length,
    itemListElement: products.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}
