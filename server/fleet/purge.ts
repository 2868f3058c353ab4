/**
 * Instant purges (decision 081). A purge names content (an article, a live article, a listing,
 * a composer page); every instance drops the content-cache entries of its upstream path, and
 * the render-cache and segment-cache entries made from those values (they are keyed by the
 * value's identity, server/render/renderCache.ts `versionOf`). The instance that receives the
 * purge (POST /_purge, called by the content platform's webhook or an editor's tool) also drops
 * the path from Redis and announces it on the PURGE_CHANNEL; every other instance applies it
 * when the message arrives (milliseconds). Without Redis, a purge is local to the process.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { contentPaths } from '../content/api';
import type { ContentCache } from '../content/cache';
import type { Logger } from '../ops/logger';
import type { Registry } from '../ops/metrics';
import { knownVersionOf } from '../render/renderCache';
import type { FleetRedis } from './redis';
import type { SharedCache } from './sharedCache';

export const PURGE_CHANNEL = 'neutron:purge';
/** The most changes one purge may name. */
export const MAX_PURGE_CHANGES = 100;

const site = z.enum(['cnet', 'roadshow']);
const segment = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,255}$/);
export const changeSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('article'), site, slug: segment }),
  z.strictObject({ type: z.literal('live'), site, slug: segment }),
  z.strictObject({ type: z.literal('listing'), site, listingType: segment, id: segment }),
  z.strictObject({ type: z.literal('page'), site, pageType: segment, slug: segment }),
]);
export const purgeSchema = z.strictObject({ changes: z.array(changeSchema).min(1).max(MAX_PURGE_CHANGES) });
const messageSchema = z.strictObject({ from: z.string().max(64), changes: purgeSchema.shape.changes });

export type Change = z.infer<typeof changeSchema>;

export interface PurgeCounts {
  content: number;
  renders: number;
  segments: number;
}

export interface Purger {
  /** Applies `changes` here, drops them from Redis and announces them to the fleet (`fleet`: the announcement went out). */
  purge(changes: readonly Change[]): Promise<PurgeCounts & { fleet: boolean }>;
}

export interface PurgeTargets {
  cache: Pick<ContentCache, 'purgePath'>;
  renders: { dropVersions(versions: ReadonlySet<number>): number; dropAll(): number };
  segments: { dropVersions(versions: ReadonlySet<number>): number };
}

export function pathOf(change: Change): string {
  switch (change.type) {
    case 'article':
      return contentPaths.article(change.site, change.slug);
    case 'live':
      // A live article page is the composer's `livearticle` page (server/pages/loaders/live.ts).
      return contentPaths.page(change.site, 'livearticle', change.slug);
    case 'listing':
      return contentPaths.listing(change.site, change.listingType, change.id);
    case 'page':
      return contentPaths.page(change.site, change.pageType, change.slug);
  }
}

/** Objects looked at per dropped value when collecting versions (a value is a parsed JSON answer). */
const MAX_WALK = 200_000;

/**
 * The versions given to `value` or any object inside it: a render is keyed by the value (or, for
 * composer pages, by the item inside it), a segment by the part it shows (a door's content list).
 */
function versionsWithin(value: object, into: Set<number>): void {
  const stack: unknown[] = [value];
  for (let seen = 0; stack.length > 0 && seen < MAX_WALK; seen++) {
    const next = stack.pop();
    if (typeof next !== 'object' || next === null) continue;
    const version = knownVersionOf(next);
    if (version !== undefined) into.add(version);
    for (const child of Array.isArray(next) ? next : Object.values(next))
      if (typeof child === 'object' && child !== null) stack.push(child);
  }
}

/**
 * Drops what this process holds of the changed content: its content-cache entries, the renders
 * and segments made from them, and — for a listing, which any page may show as a secondary
 * section ("More from ...") — every stored render (they live RENDER_CACHE_TTL_MS at most).
 */
export function applyLocally(targets: PurgeTargets, changes: readonly Change[]): PurgeCounts {
  const versions = new Set<number>();
  let content = 0;
  for (const change of changes) {
    const dropped = targets.cache.purgePath(pathOf(change));
    content += dropped.length;
    for (const value of dropped) versionsWithin(value, versions);
  }
  const renders = changes.some((change) => change.type === 'listing')
    ? targets.renders.dropAll()
    : versions.size > 0
      ? targets.renders.dropVersions(versions)
      : 0;
  return { content, renders, segments: versions.size > 0 ? targets.segments.dropVersions(versions) : 0 };
}

export function createPurger({
  targets,
  redis,
  shared,
  registry,
  logger,
}: {
  targets: PurgeTargets;
  redis?: FleetRedis;
  shared: SharedCache;
  registry: Registry;
  logger: Logger;
}): Purger {
  const instance = randomUUID();
  const purges = registry.counter({
    name: 'neutron_purges_total',
    help: 'Purges applied by this process, by source (request: POST /_purge here; fleet: announced by another instance).',
    labelNames: ['source'],
  });
  // Both series exist from the start at 0: an instance that never receives a fleet message still
  // shows `source="fleet"` (the missed-purge alert compares it with what the others announced).
  const bySource = { request: purges.labels('request'), fleet: purges.labels('fleet') };

  redis?.subscribe(PURGE_CHANNEL, (text) => {
    let message: z.infer<typeof messageSchema>;
    try {
      message = messageSchema.parse(JSON.parse(text));
    } catch {
      logger.warn('ignored a malformed purge message', { channel: PURGE_CHANNEL });
      return;
    }
    if (message.from === instance) return;
    bySource.fleet.inc();
    const counts = applyLocally(targets, message.changes);
    logger.info('purge applied', { source: 'fleet', changes: message.changes.length, ...counts });
  });

  return {
    async purge(changes) {
      bySource.request.inc();
      const counts = applyLocally(targets, changes);
      // Redis first, then the announcement: an instance that reloads on the message finds Redis clean.
      await shared.drop(changes.map(pathOf));
      const receivers = await redis?.runPatiently((client) =>
        client.publish(PURGE_CHANNEL, JSON.stringify({ from: instance, changes })),
      );
      const fleet = receivers !== undefined;
      if (redis && !fleet)
        logger.warn(
          'purge not announced to the fleet (Redis unusable); other instances keep their copies until their ttl',
          { changes: changes.length },
        );
      logger.info('purge applied', { source: 'request', changes: changes.length, ...counts, fleet });
      return { ...counts, fleet };
    },
  };
}
