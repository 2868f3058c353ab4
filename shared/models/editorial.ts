/**
 * Small editorial models of spec 001 §3 "Other content models": rich text, feature, CMS type and
 * Prism component. Lenient like every model (shared/models/lenient.ts).
 */
import { z } from 'zod';
import { contentDateSchema } from './date';
import { idSchema } from './id';
import { listOf, maybe } from './lenient';
import { topicSchema } from './topic';

/** Rich text: id, title, description, content. */
export const richTextSchema = z.object({
  id: maybe(idSchema),
  title: maybe(z.string()),
  description: maybe(z.string()),
  content: z.string().catch(''),
});

/** Feature: layout, name, slug, topics, viewType. */
export const featureSchema = z.object({
  layout: maybe(z.string()),
  name: maybe(z.string()),
  slug: z.string().min(1),
  topics: listOf(topicSchema),
  viewType: maybe(z.string()),
});

/** CMS type: id, title, description, dateUpdated, page, typeName. */
export const cmsTypeSchema = z.object({
  id: idSchema,
  title: maybe(z.string()),
  description: maybe(z.string()),
  dateUpdated: maybe(contentDateSchema),
  page: maybe(z.string()),
  typeName: maybe(z.string()),
});

/** Prism component: id, familyName, typeName, view, slug, hidden. */
export const prismComponentSchema = z.object({
  id: idSchema,
  familyName: maybe(z.string()),
  typeName: maybe(z.string()),
  view: maybe(z.string()),
  slug: maybe(z.string()),
  hidden: z.boolean().catch(false),
});

export type RichText = z.infer<typeof richTextSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type CmsType = z.infer<typeof cmsTypeSchema>;
export type PrismComponent = z.infer<typeof prismComponentSchema>;
