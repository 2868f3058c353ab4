import { jsonForScript } from '../escapeJson';
import { parseContentDate } from '../../shared/format/date';
import type { Article } from '../../shared/models/article';
import type { ArticleHeadData } from '../render/articleHead';
import { articleCanonical, articleHead } from '../render/articleHead';
import { ArticlePage } from '../pages/article/ArticlePage';
import { SeamlessArticles } from '../../client/seamless/SeamlessArticles';
import { isEnabled } from '../../shared/features/flags';
import { articlePageJsonLd } from '../render/articlePageJsonLd';
import type { PageView } from './types';
import { articleSiteState } from '../render/siteState';

type Site = Parameters<typeof articleHead>[2];

/**
 * Head and structured data depend on the article object, its canonical URL and the site only —
 * unless the article has no dates, when they fall back to the request's time. So they are made
 * once per content version (decision 025), not per request.
 */
const headMemo = new WeakMap<Article, Map<string, { head: ArticleHeadData; jsonLd: string }>>();
const MAX_HEADS_PER_ARTICLE = 4;

function headAndJsonLd(article: Article, canonical: string, site: Site): { head: ArticleHeadData; jsonLd: string } {
  const make = () => ({
    head: articleHead(article, canonical, site),
    jsonLd: jsonForScript(articlePageJsonLd(article, canonical, site)),
  });
  const dated = parseContentDate(article.datePublished) !== undefined;
  if (!dated) return make();
  let byCanonical = headMemo.get(article);
  if (!byCanonical) headMemo.set(article, (byCanonical = new Map()));
  const key = `${canonical} ${site.origin} ${site.publisherLogo}`;
  let made = byCanonical.get(key);
  if (!made) {
    made = make();
    if (byCanonical.size < MAX_HEADS_PER_ARTICLE) byCanonical.set(key, made);
  }
  return made;
}

export const articleView: PageView<'article'> = ({ article }, { request, services, path, origin }) => {
  const site = { origin, publisherLogo: services.publisherLogo, imageBaseUrl: services.imageBaseUrl, now: request.now };
  const canonical = articleCanonical(article, path, origin);
  const { head, jsonLd } = headAndJsonLd(article, canonical, site);
  return {
    head,
    jsonLd,
    site: articleSiteState(article, request),
    body: (
      <>
        <ArticlePage article={article} request={request} services={services} />
        {/* Seamless scrolling (decision 022): after the opened article, never inside a seamless one. */}
        {request.seamless || !isEnabled(request.state.flags, 'seamless') ? null : (
          <SeamlessArticles
            key={article.id}
            site={request.brand}
            slug={article.slug}
            contentId={article.id}
            collectionId={article.collections[0]?.id}
          />
        )}
      </>
    ),
  };
};
