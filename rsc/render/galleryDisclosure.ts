/**
 * Spec 001 §2: "A gallery shows an affiliate disclosure when its related product has resellers,
 * when any item description has a buy-button shortcode, or when any item's product has resellers."
 * The disclosure's wording is not shown in the spec (docs/decisions/010-content-pages.md).
 */
import type { Gallery } from '../../shared/models/gallery';

export const AFFILIATE_DISCLOSURE_TEXT =
  'We may get a commission from the retailers we link to. Our editors choose products independently.';

/** The shortcode type of a buy button in body and description HTML (docs/upstream-api.md). */
const BUY_BUTTON = /<shortcode\b[^>]*\btype\s*=\s*(["'])buybutton\1/i;

export function hasBuyButton(html: string | undefined): boolean {
  return html !== undefined && BUY_BUTTON.test(html);
}

export function needsAffiliateDisclosure(gallery: Pick<Gallery, 'relatedProduct' | 'items'>): boolean {
  if ((gallery.relatedProduct?.resellers.length ?? 0) > 0) return true;
  return gallery.items.some(
    (item) => hasBuyButton(item.description) || (item.relatedProduct?.resellers.length ?? 0) > 0,
  );
}
