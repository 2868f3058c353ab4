import { z } from 'zod';
import { idSchema } from './id';
import { imageSchema } from './image';
import { maybe } from './lenient';
import { topicSchema } from './topic';

/** A related object attached to content (spec 001 §3 "RelatedObject"). */
export const relatedObjectSchema = z.object({
  objectId: maybe(idSchema),
  slug: maybe(z.string()),
  title: maybe(z.string()),
  description: maybe(z.string()),
  typeName: maybe(z.string()),
  image: maybe(imageSchema),
  promoImage: maybe(imageSchema),
  promoTitle: maybe(z.string()),
  topic: maybe(topicSchema),
  metaData: maybe(z.record(z.string(), z.unknown())),
  api: maybe(z.string()),
});

export type RelatedObject = z.infer<typeof relatedObjectSchema>;
