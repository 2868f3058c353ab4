import { z } from 'zod';
import { contentFields } from './content';
import { contentPlatformSchema } from './contentPlatform';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe } from './lenient';
import { relatedProductSchema } from './product';
import { relatedObjectSchema } from './relatedObject';
import { videoSchema } from './video';

/** One picture of a gallery; `description` is HTML and may hold a buybutton shortcode. */
export const galleryItemSchema = z.object({
  id: maybe(idSchema),
  position: maybe(z.number()),
  title: maybe(z.string()),
  headline: maybe(z.string()),
  description: maybe(z.string()),
  body: maybe(z.string()),
  image: maybe(imageSchema),
  photoCredit: maybe(z.string()),
  video: maybe(videoSchema),
  relatedObjects: listOf(relatedObjectSchema),
  relatedProduct: maybe(relatedProductSchema),
});

/** A gallery (spec 001 §3 "Gallery"). */
export const gallerySchema = z.object({
  ...contentFields,
  title: z.string().min(1),
  dek: maybe(z.string()),
  type: maybe(z.string()),
  image: maybe(imageSchema),
  promoImage: maybe(imageSchema),
  items: listOf(galleryItemSchema),
  relatedProduct: maybe(relatedProductSchema),
  contentPlatform: maybe(contentPlatformSchema),
});

export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type Gallery = z.infer<typeof gallerySchema>;
