/**
 * An article page's structured data (issue 39 point 11): the NewsArticle, the BreadcrumbList of
 * the breadcrumb the page shows (its trail, without the article, as on the page) and, on a best list, its products.
 */
import type { Article } from '../../shared/models/article';
import { articleCrumbs } from './articleCrumbs';
import { newsArticleJsonLd } from './articleHead';
import { bestListJsonLd } from './bestListJsonLd';
import { breadcrumbList, type JsonLd, type JsonLdSite } from './contentJsonLd';

export function articlePageJsonLd(article: Article, canonical: string, site: JsonLdSite): JsonLd[] {
  const products = bestListJsonLd(article, site);
  return [
    newsArticleJsonLd(article, canonical, site),
    breadcrumbList(articleCrumbs(article), null, site),
    ...(products ? [products] : []),
  ];
}
