import { jsonForScript } from '../../shared/escapeJson';
import { articleCanonical, articleHead, newsArticleJsonLd } from '../../shared/render/articleHead';
import { ArticlePage } from '../pages/article/ArticlePage';
import { SeamlessArticles } from '../../client/seamless/SeamlessArticles';
import { isEnabled } from '../../shared/features/flags';
import type { PageView } from './types';

export const articleView: PageView<'article'> = ({ article }, { request, services, path, origin }) => {
  const site = { origin, publisherLogo: services.publisherLogo, imageBaseUrl: services.imageBaseUrl, now: request.now };
  const canonical = articleCanonical(article, path, origin);
  return {
    head: articleHead(article, canonical, site),
    jsonLd: jsonForScript(newsArticleJsonLd(article, canonical, site)),
    body: (
      <>
        <ArticlePage article={article} request={request} services={services} />
        {/* Seamless scrolling (decision 022): after the opened article, never inside a seamless one. */}
        {request.seamless || !isEnabled(request.state.flags, 'seamless') ? null : (
          <SeamlessArticles key={article.id} site={request.brand} slug={article.slug} contentId={article.id} collectionId={article.collections[0]?.id} />
        )}
      </>
    ),
  };
};
