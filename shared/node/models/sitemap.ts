import { z } from 'zod';
import { contentDateSchema } from '../../models/date';
import { imageSchema } from '../../models/image';
import { listOf, maybe, validItems } from '../../models/lenient';

/**
 * The Sitemaps call (spec 000 §7): `GET /api/neutron/sitemaps/{site}/{slug}[/year/{y}[/month/{m}
 * [/day/{d}]]]/{experience}` with hydrate, limit, offset answers `data.sitemap` as a page of
 * entries; `.../{slug}/index/{experience}` answers `data.sitemap` as the dates that have content.
 * Shapes are ours (docs/upstream-api.md); one entry needs a url and a publication date.
 */

/** A video on a sitemap entry (hydrate=true): what the video sitemap extension needs. */
export const sitemapVideoSchema = z.object({
  title: z.string().min(1),
  description: maybe(z.string()),
  /** Seconds. */
  duration: maybe(z.number()),
  contentUrl: z.string().min(1),
  image: imageSchema,
});

export const sitemapEntrySchema = z.object({
  /** The content's canonical site path (or absolute URL). */
  url: z.string().min(1),
  datePublished: contentDateSchema,
  dateModified: maybe(contentDateSchema),
  /** article, review, gallery, video, live, door. */
  kind: maybe(z.string()),
  /** hydrate=true only: title, images, video, news keywords. */
  title: maybe(z.string()),
  images: listOf(imageSchema),
  video: maybe(sitemapVideoSchema),
  keywords: listOf(z.string()),
});

export const sitemapPageSchema = z.object({
  items: validItems(sitemapEntrySchema),
  paging: z.object({ limit: z.number().int(), offset: z.number().int(), total: z.number().int().nonnegative() }),
});

export const sitemapDateSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  count: z.number().int().positive(),
  lastModified: contentDateSchema,
});

export const sitemapIndexSchema = z.object({
  slug: z.string(),
  total: z.number().int().nonnegative(),
  lastModified: maybe(contentDateSchema),
  /** Months with content, newest first. */
  months: validItems(sitemapDateSchema),
});

export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
export type SitemapPage = z.infer<typeof sitemapPageSchema>;
export type SitemapMonth = z.infer<typeof sitemapDateSchema>;
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;
