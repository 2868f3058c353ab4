import { z } from 'zod';
import { availableOnEntrySchema, slugForEdition } from './availableOn';
import { contentLinkSchema } from './contentLink';
import { imageSchema } from './image';
import { listOf, maybe, validItems } from './lenient';

/** Component meta (spec 001 §3 "Page store"): componentType is what a page dispatches on. */
export const componentMetaSchema = z.object({
  componentName: maybe(z.string()),
  componentDisplayName: maybe(z.string()),
  componentType: z.string().min(1),
});

export const componentLinksSchema = z.object({
  next: maybe(z.object({ href: z.string().min(1) })),
});

export const pagingSchema = z.object({
  limit: z.number().int().min(0),
  offset: z.number().int().min(0),
  total: z.number().int().min(0),
});

/** The fields every component shares; spread into each component's object schema. */
export const componentFields = {
  meta: componentMetaSchema,
  metadata: maybe(z.record(z.string(), z.unknown())),
  links: maybe(componentLinksSchema),
};

/** A listing component whose items are content links (spec 001 §3 "Content list"). */
export const contentListComponentSchema = z.object({
  ...componentFields,
  items: listOf(contentLinkSchema),
  paging: maybe(pagingSchema),
  title: maybe(z.string()),
  label: maybe(z.string()),
  componentLabel: maybe(z.string()),
  description: maybe(z.string()),
  slug: maybe(z.string()),
  viewMoreText: maybe(z.string()),
  viewMoreUrl: maybe(z.string()),
});

/** A component of a type the models do not know: kept, with its payload unread. */
export const otherComponentSchema = z.object({
  ...componentFields,
  items: maybe(z.array(z.unknown())),
  item: z.unknown().optional(),
});

export type ContentListComponent = z.infer<typeof contentListComponentSchema>;

/** `GET /api/neutron/components/{site}/listing/{type}/{id}/web` */
export const listingResponseSchema = z.object({
  data: z.object({ component: contentListComponentSchema }),
});

// ---- Navigation (spec 001 §7: a flat list of items, each with metaData.origin and linkUrl) ----

/** A header/footer navigation item; a link needs a title and a linkUrl. */
export const navItemSchema = z.object({
  title: z.string().min(1),
  slug: maybe(z.string()),
  label: maybe(z.string()),
  description: maybe(z.string()),
  image: maybe(imageSchema),
  metaData: z.object({
    origin: z.string().min(1),
    linkUrl: z.string().min(1),
  }),
});

export const navComponentSchema = z.object({
  ...componentFields,
  items: validItems(navItemSchema),
});

export type NavItem = z.infer<typeof navItemSchema>;

/** The items of one origin ('header' or 'footer'), in the order given. */
export function navItemsOf(items: readonly NavItem[], origin: string): NavItem[] {
  return items.filter((item) => item.metaData.origin === origin);
}

/** `GET /api/neutron/components/{site}/editorial/editorial_quote/curated-nav-redesign/web` */
export const navResponseSchema = z.object({
  data: z.object({ component: navComponentSchema }),
});

// ---- Error component (spec 001 §3; the API's "not found" / "moved") ----

/** One error of an error component; `code` is '404', '301'... (numbers are read as strings). */
export const componentErrorSchema = z.object({
  code: z.union([z.string().min(1), z.number().int()]).transform((code) => String(code)),
  message: maybe(z.string()),
  context: maybe(z.object({ availableOn: listOf(availableOnEntrySchema) })),
});

/**
 * An error component: the body of an API 404, or a component inside a page. Code 404 means not
 * found; code 301 (or a 404 whose context lists the edition) means the slug moved to
 * `context.availableOn[edition].slug`.
 */
export const errorComponentSchema = z.object({
  name: maybe(z.string()),
  fetcherName: maybe(z.string()),
  status: z.number().int(),
  errors: z.array(componentErrorSchema),
});

export type ErrorComponent = z.infer<typeof errorComponentSchema>;

export function isErrorComponent(value: unknown): value is ErrorComponent {
  return errorComponentSchema.safeParse(value).success;
}

/** The first error code of an error component, e.g. '404'. */
export function errorCode(component: ErrorComponent): string | undefined {
  return component.errors[0]?.code;
}

/** The slug the content moved to for `edition`, if any error lists one. */
export function movedToSlug(component: ErrorComponent, edition: string): string | undefined {
  for (const error of component.errors) {
    const slug = slugForEdition(error.context?.availableOn, edition);
    if (slug) return slug;
  }
  return undefined;
}
