import { jsonForScript } from '../escapeJson';
import { canonicalUrl, contentHead } from '../render/contentHead';
import { productName, reviewPageJsonLd } from '../render/reviewJsonLd';
import { ReviewPage } from '../pages/review/ReviewPage';
import { richTextLinks } from '../pages/review/RichText';
import { richTextSource } from '../pages/review/richTextSource';
import type { PageView } from './types';

export const reviewView: PageView<'review'> = ({ review }, { request, services, path, origin }) => {
  const site = { origin, publisherLogo: services.publisherLogo, imageBaseUrl: services.imageBaseUrl, now: request.now };
  const canonical = canonicalUrl(review.canonicalUrl, path, origin);
  const head = contentHead(
    {
      kind: 'review',
      title: review.title,
      description: review.seoMetaDescription ?? review.dek ?? `Our review of ${productName(review)}.`,
      ogTitle: review.seoOgTitle,
      ogDescription: review.seoOgDescription,
      image: review.seoOgImage ?? review.image,
      author: review.author,
      ogType: 'article',
    },
    canonical,
    site,
  );
  return {
    head,
    jsonLd: jsonForScript(
      reviewPageJsonLd(review, canonical, site, richTextLinks(richTextSource(review, request, services)).rewriteHref),
    ),
    body: <ReviewPage review={review} request={request} services={services} />,
  };
};
