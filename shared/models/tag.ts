import { z } from 'zod';
import { maybe } from './lenient';

/** A tag (spec 001 §3): slug and name. */
export const tagSchema = z.object({
  slug: z.string().min(1),
  name: maybe(z.string()),
});

export type Tag = z.infer<typeof tagSchema>;
