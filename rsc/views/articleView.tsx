import { jsonForScript } from '../../shared/escapeJson';
import { articleCanonical, articleHead, newsArticleJsonLd } from '../../shared/render/articleHead';
import { ArticlePage } from '../pages/article/ArticlePage';
import type { PageView } from './types';

export const articleView: PageView<'article'> = ({ article }, { request, services, path, origin }) => {
  const site = { origin, publisherLogo: services.publisherLogo, imageBaseUrl: services.imageBaseUrl, now: request.now };
  const canonical = articleCanonical(article, path, origin);
  return {
    head: articleHead(article, canonical, site),
    jsonLd: jsonForScript(newsArticleJsonLd(article, canonical, site)),
    body: <ArticlePage article={article} request={request} services={services} />,
  };
};
