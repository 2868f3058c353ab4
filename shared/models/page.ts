import { z } from 'zod';
import { articleSchema } from './article';
import {
  componentFields,
  componentMetaSchema,
  contentListComponentSchema,
  errorComponentSchema,
  otherComponentSchema,
  type ErrorComponent,
} from './component';
import { gallerySchema } from './gallery';
import { idSchema } from './id';
import { maybe, validItems } from './lenient';
import { liveArticleSchema } from './liveArticle';
import { reviewSchema } from './review';
import { videoSchema } from './video';

/** Component types whose payload the models read; any other type is kept unread. */
export const KNOWN_COMPONENT_TYPES = ['Article', 'LiveArticle', 'Review', 'Gallery', 'Video', 'ContentList'] as const;
export type KnownComponentType = (typeof KNOWN_COMPONENT_TYPES)[number];

function metaOfType<T extends KnownComponentType>(type: T) {
  return componentMetaSchema.extend({ componentType: z.literal(type) });
}

/** An object component: `{ meta: { componentType }, item }`. */
function objectComponent<T extends KnownComponentType, S extends z.ZodType>(type: T, item: S) {
  return z.object({ ...componentFields, meta: metaOfType(type), item });
}

export const articleComponentSchema = objectComponent('Article', articleSchema);
export const liveArticleComponentSchema = objectComponent('LiveArticle', liveArticleSchema);
export const reviewComponentSchema = objectComponent('Review', reviewSchema);
export const galleryComponentSchema = objectComponent('Gallery', gallerySchema);
export const videoComponentSchema = objectComponent('Video', videoSchema);
export const pageContentListComponentSchema = contentListComponentSchema.extend({ meta: metaOfType('ContentList') });
const unknownTypeComponentSchema = otherComponentSchema.extend({
  meta: componentMetaSchema.extend({
    componentType: z
      .string()
      .min(1)
      .refine((type) => !(KNOWN_COMPONENT_TYPES as readonly string[]).includes(type)),
  }),
});

/**
 * A page component: an error component (status 404 or 301), one of the known component types,
 * or a component of another type. A known type whose payload is malformed fails, and the page
 * drops it (see `pageSchema`).
 */
export const pageComponentSchema = z.union([
  errorComponentSchema,
  articleComponentSchema,
  liveArticleComponentSchema,
  reviewComponentSchema,
  galleryComponentSchema,
  videoComponentSchema,
  pageContentListComponentSchema,
  unknownTypeComponentSchema,
]);

export type ArticleComponent = z.infer<typeof articleComponentSchema>;
export type LiveArticleComponent = z.infer<typeof liveArticleComponentSchema>;
export type ReviewComponent = z.infer<typeof reviewComponentSchema>;
export type GalleryComponent = z.infer<typeof galleryComponentSchema>;
export type VideoComponent = z.infer<typeof videoComponentSchema>;
export type PageContentListComponent = z.infer<typeof pageContentListComponentSchema>;
export type PageComponent = z.infer<typeof pageComponentSchema>;

export const pageMetaSchema = z.object({
  title: maybe(z.string()),
  description: maybe(z.string()),
  canonicalUrl: maybe(z.string()),
  noIndex: maybe(z.boolean()),
});

/** A page from the page composer: `{ pageType, id, meta, components[] }`. */
export const pageSchema = z.object({
  pageType: maybe(z.string()),
  id: maybe(idSchema),
  meta: maybe(pageMetaSchema),
  queryParams: maybe(z.record(z.string(), z.unknown())),
  /** 001 §4: ads.enabled when boolean turns the page's ads on or off (rsc/ads/enabled.ts). */
  ads: maybe(z.object({ enabled: maybe(z.boolean()) })),
  components: validItems(pageComponentSchema),
});

export type Page = z.infer<typeof pageSchema>;

/** `GET /api/neutron/composer/{site}/pages/{type}/{slug}/{experience}` */
export const pageResponseSchema = z.object({
  data: z.object({ page: pageSchema }),
});

interface ComponentByType {
  Article: ArticleComponent;
  LiveArticle: LiveArticleComponent;
  Review: ReviewComponent;
  Gallery: GalleryComponent;
  Video: VideoComponent;
  ContentList: PageContentListComponent;
}

export function isPageErrorComponent(component: PageComponent): component is ErrorComponent {
  return 'errors' in component && 'status' in component;
}

/** Components of one known type, in page order. */
export function componentsOfType<K extends KnownComponentType>(page: Page, type: K): ComponentByType[K][] {
  return page.components.filter(
    (component) => !isPageErrorComponent(component) && component.meta.componentType === type,
  ) as ComponentByType[K][];
}

/** The first component of a known type, if the page has one. */
export function findComponent<K extends KnownComponentType>(page: Page, type: K): ComponentByType[K] | undefined {
  return componentsOfType(page, type)[0];
}

/** The first error component of the page, if any. */
export function findErrorComponent(page: Page): ErrorComponent | undefined {
  return page.components.find(isPageErrorComponent);
}
