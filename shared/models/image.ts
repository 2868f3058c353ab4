import { z } from 'zod';
import { contentDateSchema } from './date';
import { idSchema } from './id';
import { maybe } from './lenient';

/**
 * An image record (spec 001 §3 "Image"). `path` (hub images) or `bucketPath` (bucket images) is
 * appended to the image host; see docs/upstream-api.md.
 */
export const imageSchema = z.object({
  id: maybe(idSchema),
  filename: maybe(z.string()),
  path: maybe(z.string()),
  dateCreated: maybe(contentDateSchema),
  alt: maybe(z.string()),
  credits: maybe(z.string()),
  caption: maybe(z.string()),
  cropGravity: maybe(z.number()),
  crop: maybe(z.string()),
  typeName: maybe(z.string()),
  imageUrl: maybe(z.string()),
  width: maybe(z.number()),
  height: maybe(z.number()),
  bucketPath: maybe(z.string()),
  bucketType: maybe(z.string()),
});

export type Image = z.infer<typeof imageSchema>;

/** Hub images are valid with dateCreated.date, filename and id. */
export function isHubImage(image: Image): boolean {
  return Boolean(image.dateCreated?.date && image.filename && image.id);
}

/** Other images need bucketPath and bucketType. */
export function isBucketImage(image: Image): boolean {
  return Boolean(image.bucketPath && image.bucketType);
}

/** An image is used (for sharing, structured data) only if valid. */
export function isValidImage(image: Image | undefined): image is Image {
  return image !== undefined && (isHubImage(image) || isBucketImage(image));
}
