import { formatPrice } from '../../format/currency';
import { safeHref } from '../../../shared/body/parseBody';
import type { Review } from '../../../shared/models/review';
import { offeredResellers, productName } from '../../render/reviewJsonLd';
import type { RichTextSource } from './RichText';
import { richTextLinks } from './RichText';

/** Where to buy: each reseller with its price (USD, 0 fraction digits), cheapest first. */
export function Resellers({ review, source }: { review: Review; source: RichTextSource }) {
  const { rewriteHref } = richTextLinks(source);
  const resellers = offeredResellers(review)
    .map((reseller) => ({ ...reseller, href: safeHref(rewriteHref(reseller.url)), label: formatPrice(reseller.price) }))
    .filter((reseller) => reseller.href !== undefined && reseller.label !== undefined);
  if (resellers.length === 0) return null;
  return (
    <section className="resellers" aria-label={`Where to buy ${productName(review)}`}>
      <h2>Where to buy</h2>
      <ul>
        {resellers.map((reseller, index) => (
          <li key={reseller.id ?? `${reseller.name}-${index}`}>
            <a href={reseller.href} rel="sponsored noopener nofollow">
              <span className="reseller-name">{reseller.name}</span> <span className="price">{reseller.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
