import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Announcer, ContentChange } from '../announce';
import type { CatalogEntry } from '../world/catalog';
import type { World } from '../world/world';
import { LISTING_TYPES } from './listing';
import { isSite } from './reply';

/**
 * Listing edits through the control API (docs/upstream-api.md "Test controls"), what an editor
 * does on the platform's curation screen:
 * `PATCH /__listings/{site}/{type}/{id}` with `{"pin": slug, "at"?: n}` puts that content at
 * place `n` of the listing (default 0, the top; added when it was not listed: add, reorder and
 * pin are one operation), or `{"remove": slug}` takes it out. The listing answers the new order
 * from then on, and so do the door pages made from it (front door, section doors). The change
 * is announced before the edit is answered: the listing and every door page whose answer changed.
 * Answers `{ listing: { type, id, slugs (first 20) }, pages: [door slugs] }`; 404 for an unknown
 * listing or content, 400 for a bad body.
 */
const editSchema = z.union([
  z.strictObject({ pin: z.string().min(1).max(300), at: z.number().int().min(0).max(10_000).optional() }),
  z.strictObject({ remove: z.string().min(1).max(300) }),
]);

export interface ListingEditTargets {
  /** Forgets the prepared listing answers. */
  forgetListings(): void;
  /** Builds the door pages again; answers those whose answer changed. */
  refreshDoors(): { site: 'cnet' | 'roadshow'; slug: string }[];
}

function edited(
  entries: readonly CatalogEntry[],
  edit: z.infer<typeof editSchema>,
  world: World,
): CatalogEntry[] | 'no such content' {
  if ('remove' in edit) {
    if (!entries.some((entry) => entry.slug === edit.remove)) return 'no such content';
    return entries.filter((entry) => entry.slug !== edit.remove);
  }
  const entry =
    entries.find((candidate) => candidate.slug === edit.pin) ??
    world.catalog.entries.find((candidate) => candidate.slug === edit.pin);
  if (!entry) return 'no such content';
  const rest = entries.filter((candidate) => candidate.slug !== edit.pin);
  const at = Math.min(edit.at ?? 0, rest.length);
  return [...rest.slice(0, at), entry, ...rest.slice(at)];
}

/** A listing id Neutron's purge accepts (server/fleet/purge.ts): others are not announced. */
const PURGEABLE_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,255}$/;
const SITES = ['cnet', 'roadshow'] as const;

/**
 * After listings (`type:id` keys) changed: rebuilds what is made from them and announces the
 * listings, the door pages whose answer changed and `also`. Answers the changed doors' slugs.
 */
export async function listingsChanged(
  keys: readonly string[],
  targets: ListingEditTargets,
  announcer: Announcer,
  also: ContentChange[] = [],
): Promise<string[]> {
  targets.forgetListings();
  const doors = targets.refreshDoors();
  const listings = keys.map((key) => key.split(':') as [string, string]).filter(([, id]) => PURGEABLE_ID.test(id));
  // A listing answers the same under either site, and each brand's pages ask under their own.
  await announcer.announce([
    ...also,
    ...listings.flatMap(([listingType, id]) =>
      SITES.map((listingSite): ContentChange => ({ type: 'listing', site: listingSite, listingType, id })),
    ),
    ...doors.map((door): ContentChange => ({ type: 'page', site: door.site, pageType: 'door', slug: door.slug })),
  ]);
  return doors.map((door) => door.slug);
}

export function registerListingEdits(
  app: Hono<{ Bindings: HttpBindings }>,
  world: World,
  targets: ListingEditTargets,
  announcer: Announcer,
): void {
  app.patch('/__listings/:site/:type/:id', async (c) => {
    const site = c.req.param('site');
    const type = c.req.param('type');
    const id = c.req.param('id');
    const key = `${type}:${id}`;
    const entries = world.catalog.listings.get(key);
    if (!isSite(site) || !(LISTING_TYPES as readonly string[]).includes(type) || !entries)
      return c.json({ error: 'no such listing' }, 404);
    const edit = editSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!edit.success) return c.json({ error: 'invalid edit', detail: z.prettifyError(edit.error) }, 400);
    const next = edited(entries, edit.data, world);
    if (next === 'no such content') return c.json({ error: next }, 404);
    world.catalog.listings.set(key, next);
    // Answered once the platform has told the frontends (a webhook, like the real one).
    const doors = await listingsChanged([key], targets, announcer);
    return c.json({ listing: { type, id, slugs: next.slice(0, 20).map((entry) => entry.slug) }, pages: doors });
  });
}
