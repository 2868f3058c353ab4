import { Suspense } from 'react';
import { sizedImage } from '../../../shared/node/images/imageUrl';
import type { Review } from '../../../shared/models/review';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { primaryTopic } from '../../render/articleCrumbs';
import { reviewCrumbs } from '../../render/reviewJsonLd';
import { sectionName } from '../../sections';
import { isAutomotive } from '../../../shared/node/routes/contentFacts';
import { sectionListingPath, topicListingPath } from '../../routes/topicLinks';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { HeroFigure } from '../../components/HeroFigure';
import { HERO_IMAGE } from '../../components/heroImage';
import { Byline } from '../../components/Byline';
import { AdPageScope } from '../../components/ads/AdSlot';
import { AdSlots } from '../../components/ads/AdSlots';
import { slotsAt } from '../../ads/placement';
import { pageAds } from '../../components/ads/pageAds';
import { RelatedArticles, RelatedArticlesPlaceholder } from '../article/RelatedArticles';
import { RatingCard } from './RatingCard';
import { Resellers } from './Resellers';
import { RichText } from './RichText';
import { richTextSource } from './richTextSource';

/** The automotive sub-brand as readers see it. */
export const ROADSHOW_LABEL = 'Roadshow';

interface ReviewPageProps {
  review: Review;
  request: PageRequest;
  services: RscServices;
}

/** A review or product page: verdict, where to buy, the review itself, then more from its topic to read next. */
export function ReviewPage({ review, request, services }: ReviewPageProps) {
  const hero = sizedImage(
    services.imageBaseUrl,
    review.image,
    HERO_IMAGE.width,
    HERO_IMAGE.height,
    HERO_IMAGE.widths,
    true,
  );
  const automotive = isAutomotive(review);
  const source = richTextSource(review, request, services);
  const ads = pageAds(request, services, 'review', review);
  const topic = primaryTopic(review.topics);
  const relatedSlug = topic?.slug ?? review.section;
  const relatedName = topic?.name ?? sectionName(review.section);
  const rail = Boolean(relatedSlug && relatedName) || (ads !== null && slotsAt(ads.fixed, 'side').length > 0);
  return (
    <AdPageScope ads={ads}>
      <article
        className={automotive ? 'review review--roadshow' : 'review'}
        data-brand={automotive ? 'roadshow' : request.brand}
      >
        <AdSlots ads={ads} placement="top" />
        {/* As an article: the main column and, on a desktop, the rail (the rail ad, then more from the topic); the rail after the review on a phone (decision 121). */}
        <div className="columns">
          <div className="columns__main">
            <Breadcrumbs crumbs={reviewCrumbs(review)} />
            {automotive ? <p className="brand-label">{ROADSHOW_LABEL}</p> : null}
            <h1>{review.title}</h1>
            {review.dek ? <p className="dek">{review.dek}</p> : null}
            <Byline content={review} now={request.now} />
            {hero ? (
              <HeroFigure
                image={hero}
                caption={review.image?.caption}
                credits={review.image?.credits}
                owner={review}
                segments={services.segments}
              />
            ) : null}
            <RatingCard review={review} now={request.now} />
            <Resellers review={review} source={source} />
            <RichText
              html={review.body}
              source={source}
              onBadShortcode={(name, error) =>
                services.log.warn('malformed shortcode ignored', { shortcode: name, contentId: review.id, err: error })
              }
              ads={ads}
            />
          </div>
          {rail ? (
            <aside className="rail" aria-label="More to read">
              <AdSlots ads={ads} placement="side" />
              {relatedSlug && relatedName ? (
                <Suspense fallback={<RelatedArticlesPlaceholder />}>
                  <RelatedArticles
                    services={services}
                    onFailure={request.onRenderError}
                    brand={request.brand}
                    topicSlug={relatedSlug}
                    moreHref={topic ? topicListingPath(topic.slug, review.section) : sectionListingPath(relatedSlug)}
                    topicName={relatedName}
                    excludeId={review.id}
                    now={request.now}
                  />
                </Suspense>
              ) : null}
            </aside>
          ) : null}
        </div>
        <AdSlots ads={ads} placement="bottom" />
      </article>
    </AdPageScope>
  );
}
