/**
 * "More from {topic}": a secondary section. It streams in its own Suspense boundary, so a slow
 * listing call delays only this section; a failed one leaves it out and is logged.
 */
import { LISTING_LIMIT } from '../../../shared/constants';
import type { RscServices } from '../../../shared/render/contract';
import type { Brand } from '../../../shared/routes/types';
import { ContentList } from '../../components/ContentList';

interface RelatedArticlesProps {
  services: RscServices;
  /** Told when the section is left out because its call failed (so the page is not reused). */
  onFailure?: (error: unknown) => void;
  brand: Brand;
  topicSlug: string;
  /** The listing the section's "more" link opens (rsc/routes/topicLinks.ts). */
  moreHref: string;
  topicName: string;
  excludeId: string;
  now: number;
  /** Extra classes of the section (`compact`: thumbnail rows, as after a review). */
  variant?: string;
}

export async function RelatedArticles({
  services,
  onFailure,
  brand,
  topicSlug,
  moreHref,
  topicName,
  excludeId,
  now,
  variant,
}: RelatedArticlesProps) {
  let items;
  let listing;
  try {
    listing = await services.content.getListing(brand, 'topic', topicSlug, { limit: LISTING_LIMIT + 1 });
    items = listing.items.filter((item) => item.id !== excludeId).slice(0, LISTING_LIMIT);
  } catch (error) {
    onFailure?.(error);
    services.log.warn('related articles unavailable', {
      topic: topicSlug,
      err: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  if (items.length === 0) return null;
  return (
    <ContentList
      title={`More from ${topicName}`}
      items={items}
      imageBaseUrl={services.imageBaseUrl}
      now={now}
      moreHref={moreHref}
      moreText={`All ${topicName} stories`}
      className={variant ? `related ${variant}` : 'related'}
      segments={services.segments}
      owner={listing}
    />
  );
}

export function RelatedArticlesPlaceholder() {
  return <section className="related placeholder" aria-busy="true" aria-label="Loading related articles" />;
}
