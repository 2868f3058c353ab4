import { fragmentHtml } from '../../../body/fragmentHtml';
import { namedSizedImage } from '../../../../shared/node/images/imageUrl';
import type { Listicle } from '../../../../shared/models/listicle';
import { listicleAnchor, listicleNames, listicleOffers, splitLikes } from '../../../../shared/models/listicle';
import { Picture } from '../../../components/Picture';
import { LikeList } from './ReviewCard';
import { ProductOffers } from './ProductOffers';
import { RawHtml } from '../../../components/RawHtml';
import type { ShortcodeContext } from './types';

/** Listicle image: col_6_wide (640 × 360) with col_4_wide in the srcset. */
export const LISTICLE_IMAGE_SIZE = 'col_6_wide';
const LISTICLE_IMAGE_WIDTHS = [418];

/**
 * One entry of a best list as a product card (issue 39): the award as a small tag, the product
 * name as the card's heading, the editors' score, the picture, the description, likes and
 * dislikes side by side, then the merchant offers as a list of price, retailer and link.
 */
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
  const { name, award } = listicleNames(listicle);
  const subhed = listicle.subhed && listicle.subhed !== name ? listicle.subhed : undefined;
  const score = listicle.productScore;
  return (
    <section className="shortcode shortcode--listicle product-card" id={listicleAnchor(listicle)}>
      <div className="product-card__head">
        {award || listicle.editorsChoice ? (
          <p className="product-card__tags">
            {award ? <span className="product-card__award">{award}</span> : null}
            {listicle.editorsChoice ? <span className="product-card__choice">Editors&apos; Choice</span> : null}
          </p>
        ) : null}
        {name ? <h2 className="product-card__name">{name}</h2> : null}
        {subhed ? <p className="listicle__subhed">{subhed}</p> : null}
        {score !== undefined && score >= 0 && score <= 10 ? (
          <p className="product-card__score">
            <span className="product-card__score-value">{score.toFixed(1)}</span>
            <span className="product-card__score-scale">/10</span>
            <span className="product-card__score-label">Our score</span>
          </p>
        ) : null}
      </div>
      {image ? <Picture image={image} sizes="(min-width: 700px) 640px, 100vw" /> : null}
      {listicle.description ? <RawHtml as="div" html={fragmentHtml(listicle.description, links)} /> : null}
      {likes.length > 0 || dislikes.length > 0 ? (
        <div className="product-card__verdict">
          {likes.length > 0 ? <LikeList title="Like" items={likes} /> : null}
          {dislikes.length > 0 ? <LikeList title="Don't like" items={dislikes} /> : null}
        </div>
      ) : null}
      <ProductOffers offers={listicleOffers(listicle)} context={context} />
    </section>
  );
}
