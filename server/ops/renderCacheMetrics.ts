/**
 * Gauges for the two render-side caches (decisions 005 and 025), read at scrape time: how many
 * entries and bytes each holds, and how often segments were reused.
 */
import type { RenderCache } from '../render/renderCache';
import type { SegmentCache } from '../render/segmentCache';
import type { Registry } from './metrics';

export function registerRenderCacheMetrics(registry: Registry, caches: { render: RenderCache; segments: SegmentCache }): void {
  const renderEntries = registry.gauge({ name: 'neutron_render_cache_entries', help: 'Complete renders held by the render cache (decision 005).' });
  const renderBytes = registry.gauge({ name: 'neutron_render_cache_bytes', help: 'Bytes held by the render cache, compressed copies included.' });
  const segmentEntries = registry.gauge({ name: 'neutron_segment_cache_entries', help: 'Ready HTML segments held by the segment cache (decision 025).' });
  const segmentBytes = registry.gauge({ name: 'neutron_segment_cache_bytes', help: 'Bytes held by the segment cache (two bytes a character).' });
  const segmentLookups = registry.counter({ name: 'neutron_segment_cache_lookups_total', help: 'Segment lookups by result (hit: reused; miss: rendered).', labelNames: ['result'] });
  const counted = { hits: 0, misses: 0 };
  registry.onCollect(() => {
    renderEntries.set(caches.render.size);
    renderBytes.set(caches.render.bytes);
    segmentEntries.set(caches.segments.entries);
    segmentBytes.set(caches.segments.bytes);
    segmentLookups.labels('hit').inc(caches.segments.hits - counted.hits);
    segmentLookups.labels('miss').inc(caches.segments.misses - counted.misses);
    counted.hits = caches.segments.hits;
    counted.misses = caches.segments.misses;
  });
}
