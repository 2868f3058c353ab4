import { z } from 'zod';
import type { ContentLink } from '../models/contentLink';

const seconds = z.number().finite().nonnegative();

/**
 * A video card's length in seconds (spec 001 §3: a content link's metaData, as a video's, carries
 * `duration`; else its files' `duration`), or undefined when the link says none.
 */
export function linkDuration(item: ContentLink): number | undefined {
  const fromMeta = seconds.safeParse(item.metaData?.duration);
  if (fromMeta.success) return fromMeta.data;
  for (const file of item.files) {
    const fromFile = seconds.safeParse(file.duration);
    if (fromFile.success) return fromFile.data;
  }
  return undefined;
}
