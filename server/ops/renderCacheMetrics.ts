/**
 * Gauges for the two render-side caches (decisions 005 and 025), read at scrape time: how many
 * entries and bytes each holds, and how often segments were reused.
 */
import type { RenderCache } from '../render/renderCache';
import type { SegmentCache } from '../render/segmentCache';
import type { HtmlWriter } from '../render/htmlWriter';
import type { Registry } from './metrics';

export function registerRenderCacheMetrics(
  registry: Registry,
  caches: { render: RenderCache; segments: SegmentCache; htmlWriter?: HtmlWriter },
): void {
  const renderEntries = registry.gauge({
    name: 'neutron_render_cache_entries',
    help: 'Complete renders held by the render cache (decision 005).',
  });
  const renderBytes = registry.gauge({
    name: 'neutron_render_cache_bytes',
    help: 'Bytes held by the render cache, compressed copies included.',
  });
  const admissions = registry.counter({
    name: 'neutron_render_cache_admissions_total',
    help: 'Complete renders offered to the render cache, by result (stored; refused: the cache was full of pages asked for more often lately).',
    labelNames: ['result'],
  });
  const admitted = { stored: 0, refused: 0 };
  const segmentEntries = registry.gauge({
    name: 'neutron_segment_cache_entries',
    help: 'Ready HTML segments held by the segment cache (decision 025).',
  });
  const segmentBytes = registry.gauge({
    name: 'neutron_segment_cache_bytes',
    help: 'Bytes held by the segment cache (two bytes a character).',
  });
  const segmentLookups = registry.counter({
    name: 'neutron_segment_cache_lookups_total',
    help: 'Segment lookups by result (hit: reused; miss: rendered).',
    labelNames: ['result'],
  });
  const counted = { hits: 0, misses: 0 };
  const writer = caches.htmlWriter;
  if (writer) {
    const writes = registry.counter({
      name: 'neutron_html_writes_total',
      help: 'HTML pages by who wrote them (decision 025): rows (from the flight rows), or React DOM because the payload streamed past the shell hold, had something the writer does not write (unsupported), or differed in verify mode (mismatch).',
      labelNames: ['outcome'],
    });
    const islandEntries = registry.gauge({
      name: 'neutron_island_cache_entries',
      help: 'Client-component markups held by the HTML writer.',
    });
    const islandBytes = registry.gauge({
      name: 'neutron_island_cache_bytes',
      help: "Characters held by the HTML writer's island cache (keys and markup).",
    });
    const wrongKeys = registry.gauge({
      name: 'neutron_island_markup_key_errors',
      help: 'Client components whose markupKey proved not to name all their server markup reads (keyed by all their props since; should be 0).',
    });
    const samples = registry.counter({
      name: 'neutron_island_markup_samples_total',
      help: 'Island-cache hits rendered again by React DOM and compared with the cached markup (one in ISLAND_MARKUP_CHECK_EVERY; decision 101).',
    });
    const mismatches = registry.counter({
      name: 'neutron_island_markup_mismatches_total',
      help: "Sampled island-cache hits whose cached markup was not React DOM's: the entry was dropped and React DOM's markup served (should stay 0; the log names the island).",
    });
    const checked = { sampled: 0, mismatches: 0 };
    const seen: Record<string, number> = {};
    registry.onCollect(() => {
      for (const [outcome, total] of Object.entries(writer.stats().outcomes)) {
        writes.labels(outcome).inc(total - (seen[outcome] ?? 0));
        seen[outcome] = total;
      }
      const islands = writer.islands.stats();
      islandEntries.set(islands.entries);
      islandBytes.set(islands.bytes);
      wrongKeys.set(islands.wrongMarkupKeys);
      samples.inc(islands.sampled - checked.sampled);
      mismatches.inc(islands.mismatches - checked.mismatches);
      checked.sampled = islands.sampled;
      checked.mismatches = islands.mismatches;
    });
  }
  registry.onCollect(() => {
    renderEntries.set(caches.render.size);
    renderBytes.set(caches.render.bytes);
    const { stored, refused } = caches.render.admissions;
    admissions.labels('stored').inc(stored - admitted.stored);
    admissions.labels('refused').inc(refused - admitted.refused);
    admitted.stored = stored;
    admitted.refused = refused;
    segmentEntries.set(caches.segments.entries);
    segmentBytes.set(caches.segments.bytes);
    segmentLookups.labels('hit').inc(caches.segments.hits - counted.hits);
    segmentLookups.labels('miss').inc(caches.segments.misses - counted.misses);
    counted.hits = caches.segments.hits;
    counted.misses = caches.segments.misses;
  });
}
