/**
 * Products shown on a page carry the offers saved with the content: a review's related product
 * and a best list's entries (the listicle shortcodes, whose `techProd`/`tapiProduct` name the
 * product). The Products call (000 §7, tech products by uuids) gives the current record; these
 * helpers find the uuids and write the current resellers back, leaving everything else as saved.
 */
import type { Listicle } from '../../shared/models/listicle';
import type { MerchantOffer, RelatedProduct, TechProduct } from '../../shared/models/product';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid from a product reference: a string, or an object with an `id`. */
export function productUuid(value: unknown): string | undefined {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : undefined;
}

/** The products a best list's entries name, each once. */
export function listicleProductIds(listicles: readonly Listicle[]): string[] {
  const ids = new Set<string>();
  for (const entry of listicles) {
    const id = productUuid(entry.techProd) ?? productUuid(entry.tapiProduct);
    if (id) ids.add(id);
  }
  return [...ids];
}

/** A product's resellers as a listicle's merchant offers (the price as the page writes it, whole dollars). */
function offersOf(product: TechProduct): MerchantOffer[] {
  return product.resellers.flatMap((reseller) =>
    reseller.url && reseller.name
      ? [
          {
            offerMerchant: reseller.name,
            offerPrice: reseller.price === undefined ? undefined : `$${reseller.price}`,
            url: reseller.url,
            rawUrl: reseller.url,
          },
        ]
      : [],
  );
}

/** The entries with the current offers of the products found; the others as saved. */
export function withCurrentListicleOffers(
  listicles: readonly Listicle[],
  products: ReadonlyMap<string, TechProduct>,
): Listicle[] {
  return listicles.map((entry) => {
    const id = productUuid(entry.techProd) ?? productUuid(entry.tapiProduct);
    const product = id ? products.get(id) : undefined;
    return product ? { ...entry, merchantOffers: offersOf(product) } : entry;
  });
}

/** A related product with the current record's resellers (and reviews, when it lists some). */
export function withCurrentRelatedProduct(related: RelatedProduct, product: TechProduct | undefined): RelatedProduct {
  if (!product) return related;
  return {
    ...related,
    resellers: product.resellers,
    reviews: product.reviews.length > 0 ? product.reviews : related.reviews,
  };
}
