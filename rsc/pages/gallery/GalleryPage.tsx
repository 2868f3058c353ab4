import { sizedImage } from '../../../shared/node/images/imageUrl';
import type { Gallery } from '../../../shared/models/gallery';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { AFFILIATE_DISCLOSURE_TEXT, needsAffiliateDisclosure } from '../../render/galleryDisclosure';
import { galleryCrumbs, pictureSize } from '../../render/galleryJsonLd';
import { orderedItems } from '../../../shared/node/render/galleryPaging';
import { isAutomotive } from '../../../shared/node/routes/contentFacts';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Picture } from '../../components/Picture';
import { Byline } from '../../components/Byline';
import { AdPageScope } from '../../components/ads/AdSlot';
import { GalleryCarousel } from '../../../client/gallery/GalleryCarousel';
import { AdSlots } from '../../components/ads/AdSlots';
import { slotsAt } from '../../ads/placement';
import { pageAds } from '../../components/ads/pageAds';
import { ROADSHOW_LABEL } from '../review/ReviewPage';
import { RichText } from '../review/RichText';
import { richTextSource } from '../review/richTextSource';

/** Smaller renditions offered in each picture's srcset. */
const PICTURE_WIDTHS = [420, 644, 980] as const;

interface GalleryPageProps {
  gallery: Gallery;
  pageNumber: number;
  pageSize: number;
  request: PageRequest;
  services: RscServices;
}

/**
 * A gallery: all its pictures in order with captions and credits, one at a time in a strip that a
 * reader swipes or moves through with the arrow keys once it has focus: CSS scroll snap
 * (client/styles/media.css), no script (decision 062). Each picture sits in a frame of one shape,
 * so its caption and the controls stay put between pictures of different shapes. The island
 * around the strip adds previous/next buttons; a later page's address (spec 000 §2
 * "/pictures/{slug}/{pageNumber}?/") shows the same strip, opened at that page's first picture
 * (decision 123).
 */
export function GalleryPage({ gallery, pageNumber, pageSize, request, services }: GalleryPageProps) {
  const items = orderedItems(gallery);
  const start = Math.min((pageNumber - 1) * pageSize, Math.max(0, items.length - 1));
  const source = richTextSource(gallery, request, services);
  const onBad = (name: string, error: string) =>
    services.log.warn('malformed shortcode ignored', { shortcode: name, contentId: gallery.id, err: error });
  const automotive = isAutomotive(gallery);
  const ads = pageAds(request, services, 'gallery', gallery);
  const hasSide = ads !== null && slotsAt(ads.fixed, 'side').length > 0;
  return (
    <AdPageScope ads={ads}>
      <article className="gallery">
        <AdSlots ads={ads} placement="top" />
        {/* On a desktop the rail with its ad box beside the gallery's column, as an article (pages.css, decision 121). */}
        {hasSide ? (
          <aside className="rail" aria-label="Advertisement">
            <AdSlots ads={ads} placement="side" />
          </aside>
        ) : null}
        <Breadcrumbs crumbs={galleryCrumbs(gallery)} />
        {automotive ? <p className="brand-label">{ROADSHOW_LABEL}</p> : null}
        <h1>{gallery.title}</h1>
        {gallery.dek ? <p className="dek">{gallery.dek}</p> : null}
        <Byline content={gallery} now={request.now} />
        {needsAffiliateDisclosure(gallery) ? (
          <p className="affiliate-disclosure" role="note">
            {AFFILIATE_DISCLOSURE_TEXT}
          </p>
        ) : null}
        <GalleryCarousel total={items.length} start={start}>
          <div className="gallery-strip" tabIndex={0} role="region" aria-label="Pictures: swipe, or use the arrow keys">
            <ol className="gallery-items">
              {items.map((item, index) => {
                const size = pictureSize(item);
                const image = sizedImage(services.imageBaseUrl, item.image, size.width, size.height, PICTURE_WIDTHS);
                const title = item.title ?? item.headline;
                const credit = item.photoCredit ?? item.image?.credits;
                return (
                  <li key={item.id ?? index} id={item.id ? `picture-${item.id}` : undefined} className="gallery-item">
                    <figure>
                      <div className="gallery-stage">
                        {image ? (
                          <Picture image={image} sizes="(min-width: 800px) 800px, 100vw" priority={index === 0} />
                        ) : null}
                      </div>
                      <figcaption>
                        <p className="gallery-count">
                          {index + 1} / {items.length}
                        </p>
                        {title ? <h2>{title}</h2> : null}
                        {item.description ? (
                          <RichText
                            html={item.description}
                            source={source}
                            className="caption"
                            onBadShortcode={onBad}
                          />
                        ) : null}
                        {credit ? <p className="credit">{credit}</p> : null}
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ol>
          </div>
        </GalleryCarousel>
        <AdSlots ads={ads} placement="bottom" />
      </article>
    </AdPageScope>
  );
}
