import { z } from 'zod';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe, validItems } from './lenient';

/** Reseller of a related product (spec 000 §3); `price` in dollars. */
export const resellerSchema = z.object({
  id: maybe(idSchema),
  name: maybe(z.string()),
  price: maybe(z.number()),
  url: maybe(z.string()),
  cpc: maybe(z.number()),
  tTag: maybe(z.string()),
  weight: maybe(z.number()),
});

export const manufacturerSchema = z.object({
  id: maybe(idSchema),
  name: maybe(z.string()),
  slug: maybe(z.string()),
});

export const productSiblingSchema = z.object({
  name: maybe(z.string()),
  uuid: maybe(z.string()),
  slug: maybe(z.string()),
  image: maybe(imageSchema),
});

export const productFamilySchema = z.object({
  name: maybe(z.string()),
  uuid: maybe(z.string()),
  slug: maybe(z.string()),
  type: maybe(z.string()),
  siblings: listOf(productSiblingSchema),
});

export const subProductSchema = z.object({
  name: maybe(z.string()),
  slug: maybe(z.string()),
  cdId: maybe(z.string()),
  cdModel: maybe(z.string()),
  cdModelSlug: maybe(z.string()),
  htopic: maybe(z.string()),
  msrp: maybe(z.number()),
  catName: maybe(z.string()),
  modelYear: maybe(z.number()),
  hes: maybe(z.boolean()),
  shortSpecs: maybe(z.string()),
  sku: listOf(z.string()),
  topic: maybe(z.string()),
});

export const productSeoUrlSchema = z.object({
  code: maybe(z.string()),
  reviewType: maybe(z.string()),
  reviewUUID: maybe(z.string()),
  route: maybe(z.string()),
  slug: maybe(z.string()),
  slugType: maybe(z.string()),
  style: maybe(z.string()),
});

/** A product's review in brief, as listed on a related product. */
export const productReviewRefSchema = z.object({
  id: maybe(idSchema),
  slug: maybe(z.string()),
  rating: maybe(z.number()),
  url: maybe(z.string()),
});

/** Related product (spec 000 §3 / 001 §3). */
export const relatedProductSchema = z.object({
  id: idSchema,
  family: listOf(productFamilySchema),
  manufacturer: maybe(manufacturerSchema),
  product: maybe(subProductSchema),
  reviews: listOf(productReviewRefSchema),
  resellers: listOf(resellerSchema),
  slugs: listOf(z.string()),
  seoUrl: maybe(productSeoUrlSchema),
});

/** Merchant offer inside a listicle entry (spec 001 §3). */
export const merchantOfferSchema = z.object({
  offerMerchant: maybe(z.string()),
  offerPrice: maybe(z.string()),
  url: maybe(z.string()),
  rawUrl: maybe(z.string()),
  monetizedUrl: maybe(z.string()),
  useMonetization: maybe(z.boolean()),
  monetizationStatus: maybe(z.string()),
});

const techProductValueSchema = {
  id: maybe(idSchema),
  val: listOf(z.string()),
  valSlug: listOf(z.string()),
};

/** TechProduct (spec 001 §3); `priceSummary.median` is in cents. */
export const techProductSchema = z.object({
  id: idSchema,
  name: maybe(z.string()),
  attributes: listOf(z.object({ ...techProductValueSchema, name: maybe(z.string()), slug: maybe(z.string()) })),
  images: listOf(z.object(techProductValueSchema)),
  seoUrl: maybe(productSeoUrlSchema),
  priceSummary: maybe(z.object({ median: z.number() })),
  slugs: listOf(z.string()),
  /** Ours (docs/upstream-api.md): the product's reviews and resellers, as on a related product. */
  reviews: listOf(productReviewRefSchema),
  resellers: listOf(resellerSchema),
});

export type Reseller = z.infer<typeof resellerSchema>;
export type RelatedProduct = z.infer<typeof relatedProductSchema>;
export type MerchantOffer = z.infer<typeof merchantOfferSchema>;
export type TechProduct = z.infer<typeof techProductSchema>;

/** `GET /api/neutron/products/{site}/web?uuids=` */
export const productsResponseSchema = z.object({
  data: z.object({ products: validItems(techProductSchema) }),
});
