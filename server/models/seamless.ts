import { z } from 'zod';
import { idSchema } from '../../shared/models/id';
import { maybe, validItems } from '../../shared/models/lenient';

/** A seamless listing item (spec 001 §3): the next article to load while scrolling. */
export const seamlessItemSchema = z.object({
  id: idSchema,
  slug: z.string().min(1),
  url: z.string().min(1),
  type: maybe(z.string()),
  source: maybe(z.string()),
  title: maybe(z.string()),
});

export type SeamlessItem = z.infer<typeof seamlessItemSchema>;

/** `GET /api/neutron/seamless/{site}/{slug}/web` */
export const seamlessResponseSchema = z.object({
  data: z.object({ items: validItems(seamlessItemSchema) }),
});
