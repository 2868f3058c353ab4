import { formatPrice } from '../../../../shared/content/currency';
import type { ListicleOffer } from '../../../../shared/models/listicle';
import { OutboundLink } from './OutboundLink';
import type { ShortcodeContext } from './types';

/**
 * A product card's offers: one row each with the price, the retailer and a link to buy there.
 * Rows are divided by rules, not boxed (issue 39): only the link itself is a filled button.
 */
export function ProductOffers({ offers, context }: { offers: readonly ListicleOffer[]; context: ShortcodeContext }) {
  if (offers.length === 0) return null;
  return (
    <ul className="product-offers">
      {offers.map((offer, index) => {
        const price = formatPrice(offer.price);
        return (
          <li key={index} className="product-offer">
            <span className="product-offer__price">{price ?? 'See price'}</span>
            <span className="product-offer__merchant">{offer.merchant}</span>
            <OutboundLink className="product-offer__cta" href={offer.url} context={context}>
              See it<span className="visually-hidden"> at {offer.merchant}</span>
            </OutboundLink>
          </li>
        );
      })}
    </ul>
  );
}
