import { z } from 'zod';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe } from './lenient';
import { merchantOfferSchema } from './product';

/** A listicle entry of a best list (spec 001 §3 "Listicle entry"). `description` is HTML. */
export const listicleSchema = z.object({
  id: maybe(idSchema),
  uuid: maybe(z.string()),
  hed: maybe(z.string()),
  subhed: maybe(z.string()),
  description: maybe(z.string()),
  edition: maybe(z.string()),
  productName: maybe(z.string()),
  listicleType: maybe(z.string()),
  shortcodeType: maybe(z.string()),
  like: maybe(z.string()),
  dislike: maybe(z.string()),
  editorsChoice: maybe(z.boolean()),
  editorsDate: maybe(z.string()),
  productScore: maybe(z.number()),
  priceScale: maybe(z.number()),
  usePricing: maybe(z.boolean()),
  merchantOffers: listOf(merchantOfferSchema),
  imageGroup: maybe(z.object({ image: maybe(imageSchema) })),
  precapImageGroup: maybe(z.object({ image: maybe(imageSchema) })),
  imageCaptionOverride: maybe(z.string()),
  imageCreditOverride: maybe(z.string()),
  supplementalText: maybe(z.string()),
  supplementalUrl: maybe(z.string()),
  providerPhone: maybe(z.string()),
  zip: maybe(z.string()),
  additionalDetails: z.unknown().optional(),
  creditCardData: z.unknown().optional(),
  techProd: z.unknown().optional(),
  tapiProduct: z.unknown().optional(),
  isTapiProduct: maybe(z.boolean()),
});

export type Listicle = z.infer<typeof listicleSchema>;

/** Like and dislike text splits into items on a tilde or on a period followed by a space. */
export function splitLikes(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/~|\.\s/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A merchant offer as a card shows it: where to buy, from whom, at what price (as given). */
export interface ListicleOffer {
  url: string;
  merchant: string;
  price?: string;
}

/** The entry's offers that name a merchant and a link (the monetized link when monetization is on). */
export function listicleOffers(listicle: Listicle): ListicleOffer[] {
  return listicle.merchantOffers.flatMap((offer) => {
    const url = offer.useMonetization && offer.monetizedUrl ? offer.monetizedUrl : (offer.url ?? offer.rawUrl);
    return url && offer.offerMerchant ? [{ url, merchant: offer.offerMerchant, price: offer.offerPrice }] : [];
  });
}

/** The product an entry is about (its heading), and the award label its `hed` gives when that differs. */
export function listicleNames(listicle: Listicle): { name?: string; award?: string } {
  const name = listicle.productName ?? listicle.subhed ?? listicle.hed;
  const award = listicle.hed && listicle.hed !== name ? listicle.hed : undefined;
  return { name, award };
}

/** The id of an entry's card on the page, so other modules can link to it. */
export function listicleAnchor(listicle: Listicle): string | undefined {
  const key = listicle.uuid ?? listicle.id;
  return key ? `listicle-${key.replace(/[^A-Za-z0-9_-]/g, '')}` : undefined;
}
