import { fragmentHtml } from '../../../body/fragmentHtml';
import { namedSizedImage } from '../../../../shared/node/images/imageUrl';
import type { Listicle } from '../../../../shared/models/listicle';
import { splitLikes } from '../../../../shared/models/listicle';
import { Picture } from '../../../components/Picture';
import { BuyButton } from './BuyButton';
import { LikeList } from './ReviewCard';
import { RawHtml } from '../../../components/RawHtml';
import type { ShortcodeContext } from './types';

/** Listicle image: col_6_wide (640 × 360) with col_4_wide in the srcset. */
export const LISTICLE_IMAGE_SIZE = 'col_6_wide';
const LISTICLE_IMAGE_WIDTHS = [418];

/** One entry of a best list: heading, image, description, likes/dislikes and merchant offers. */
export function ListicleEntry({ listicle, context }: { listicle: Listicle; context: ShortcodeContext }) {
  const image = namedSizedImage(
    context.images,
    listicle.imageGroup?.image ?? listicle.precapImageGroup?.image,
    LISTICLE_IMAGE_SIZE,
    LISTICLE_IMAGE_WIDTHS,
  );
  const links = { linkRel: context.linkRel, rewriteHref: context.rewriteHref };
  const likes = splitLikes(listicle.like);
  const dislikes = splitLikes(listicle.dislike);
  const offers = listicle.merchantOffers.flatMap((offer) => {
    const url = offer.useMonetization && offer.monetizedUrl ? offer.monetizedUrl : (offer.url ?? offer.rawUrl);
    return url && offer.offerMerchant ? [{ url, merchant: offer.offerMerchant, price: offer.offerPrice }] : [];
  });
  const heading = listicle.hed ?? listicle.productName;
  return (
    <section className="shortcode shortcode--listicle">
      {heading ? <h2>{heading}</h2> : null}
      {listicle.subhed ? <p className="listicle__subhed">{listicle.subhed}</p> : null}
      {image ? <Picture image={image} sizes="(min-width: 700px) 640px, 100vw" /> : null}
      {listicle.description ? <RawHtml as="div" html={fragmentHtml(listicle.description, links)} /> : null}
      {likes.length > 0 ? <LikeList title="Like" items={likes} /> : null}
      {dislikes.length > 0 ? <LikeList title="Don't like" items={dislikes} /> : null}
      {offers.map((offer, index) => (
        <BuyButton
          key={index}
          url={offer.url}
          label={`See at ${offer.merchant}`}
          price={offer.price}
          context={context}
        />
      ))}
    </section>
  );
}
