import { z } from 'zod';
import { collectionSchema } from './collection';
import { authorSchema } from './author';
import { contentDateSchema } from './date';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe } from './lenient';
import { topicSchema } from './topic';

/** Spec 001 §3: VideoFile typeName default and video metaData status default. */
export const VIDEO_FILE_TYPE_NAME = 'content_video_file';
export const VIDEO_STATUS_LIVE = 'LIVE';

export const videoFileSchema = z.object({
  url: z.string().min(1),
  id: maybe(idSchema),
  type: maybe(z.string()),
  typeName: z.string().catch(VIDEO_FILE_TYPE_NAME),
  format: maybe(z.string()),
  height: maybe(z.number()),
  width: maybe(z.number()),
  bitrate: maybe(z.number()),
  audioBitrate: maybe(z.number()),
  videoBitrate: maybe(z.number()),
  codecs: maybe(z.string()),
  duration: maybe(z.number()),
  frameRate: maybe(z.number()),
  language: maybe(z.string()),
  size: maybe(z.number()),
  downloadUrl: maybe(z.string()),
  streamingUrl: maybe(z.string()),
  sourceUrl: maybe(z.string()),
  videoFormat: maybe(z.string()),
});

export const videoMetaDataSchema = z.object({
  collection: maybe(z.string()),
  duration: maybe(z.number()),
  mpxId: maybe(z.string()),
  mpxRefId: maybe(z.string()),
  promoDescription: maybe(z.string()),
  promoTitle: maybe(z.string()),
  ratingVChip: maybe(z.string()),
  section: maybe(z.string()),
  status: z.string().catch(VIDEO_STATUS_LIVE),
});

export const videoCaptionSchema = z.object({
  data: maybe(z.string()),
  format: maybe(z.string()),
  process: maybe(z.string()),
});

/** A video (spec 001 §3 "Video"); `duration` is in seconds. */
export const videoSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  slug: maybe(z.string()),
  headline: maybe(z.string()),
  description: maybe(z.string()),
  duration: maybe(z.number()),
  manifestUrl: maybe(z.string()),
  m3u8: maybe(z.string()),
  mp4Url: maybe(z.string()),
  mp4Height: maybe(z.number()),
  mp4Width: maybe(z.number()),
  mp4: maybe(z.string()),
  brightcoveManifestUrl: maybe(z.string()),
  brightcoveMp4Url: maybe(z.string()),
  mpxRefId: maybe(z.string()),
  files: listOf(videoFileSchema),
  imageUrl: maybe(z.string()),
  image: maybe(imageSchema),
  metaData: maybe(videoMetaDataSchema),
  captions: listOf(videoCaptionSchema),
  collections: listOf(collectionSchema),
  suppressAds: z.boolean().catch(false),
  canonicalUrl: maybe(z.string()),
  autoplayType: maybe(z.string()),
  author: maybe(authorSchema),
  datePublished: maybe(contentDateSchema),
  section: maybe(z.string()),
  topics: listOf(topicSchema),
  typeName: maybe(z.string()),
});

export type VideoFile = z.infer<typeof videoFileSchema>;
export type Video = z.infer<typeof videoSchema>;
