import { z } from 'zod';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe } from './lenient';

/** Spec 001 §3: content is high value when a collection has slug hv. */
export const HIGH_VALUE_COLLECTION_SLUG = 'hv';

/** A collection (spec 001 §3); the short form carries only slug, title and type. */
export const collectionSchema = z.object({
  id: maybe(idSchema),
  slug: z.string().min(1),
  title: maybe(z.string()),
  type: maybe(z.string()),
  typeSlug: maybe(z.string()),
  description: maybe(z.string()),
  image: maybe(imageSchema),
  primary: maybe(z.boolean()),
  hide: maybe(z.boolean()),
  threads: listOf(z.object({ slug: z.string().min(1) })),
});

export type Collection = z.infer<typeof collectionSchema>;

export function hasHighValueCollection(collections: readonly Collection[]): boolean {
  return collections.some((collection) => collection.slug === HIGH_VALUE_COLLECTION_SLUG);
}
