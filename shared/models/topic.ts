import { z } from 'zod';
import { idSchema } from './id';
import { listOf, maybe } from './lenient';

/** One parent topic in a topic's `topicPath`. */
export const topicParentSchema = z.object({
  slug: z.string().min(1),
  id: maybe(idSchema),
  name: maybe(z.string()),
});

/**
 * A topic (spec 001 §3). `topicPath` lists the parent topics, nearest first, so
 * `topicPath[0]` is the parent topic ("position 1"); a section root topic has none.
 * Hierarchical topics add typePath, hPath and hslugPath (root first, '/'-separated).
 */
export const topicSchema = z.object({
  id: maybe(idSchema),
  slug: z.string().min(1),
  name: maybe(z.string()),
  uuid: maybe(z.string()),
  typeName: maybe(z.string()),
  primary: maybe(z.boolean()),
  topicPath: listOf(topicParentSchema),
  typePath: maybe(z.string()),
  hPath: maybe(z.string()),
  hslugPath: maybe(z.string()),
});

export type Topic = z.infer<typeof topicSchema>;

/** The parent topic's slug (topic path position 1), if the topic has a parent. */
export function parentTopicSlug(topic: Topic): string | undefined {
  return topic.topicPath[0]?.slug;
}
