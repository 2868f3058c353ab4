/**
 * Site-wide data: what (nearly) every page waits for before its own content — the A/B test
 * definitions, the vanity dictionary and the navigation of each brand (decision 108). Loaded all
 * at once before the process says it is ready, then kept fresh in the background: every
 * KEEP_FRESH_MS each source is asked for again through the content cache, whose refresh-ahead
 * (CachePolicy.refreshAheadMs, longer than this interval) renews it before it goes stale, so a
 * reader's request finds it fresh and never waits on it.
 */
import type { Brand } from '../../shared/routes/types';

/** How often each source is asked for (well inside every site-wide policy's refreshAheadMs). */
export const KEEP_FRESH_MS = 10_000;

/** Every brand a request can carry. */
export const SITES = ['cnet', 'roadshow'] as const satisfies readonly Brand[];

export interface SiteDataSource {
  /** For logs: `abtests cnet`, `navigation roadshow`. */
  name: string;
  /** Resolves once the data is in the cache; rejects when it is not available now. */
  load(): Promise<unknown>;
}

export interface SiteDataOutcome {
  loaded: string[];
  /** Each source not loaded, with why (an error, or not answered before the deadline). */
  skipped: Array<{ name: string; reason: string }>;
}

export interface SiteData {
  /** Loads every source at once; answers by `deadline` (a promise that settles then) at the latest. */
  load(deadline: Promise<string>): Promise<SiteDataOutcome>;
  /** Asks for every source every `intervalMs` until the returned function is called. */
  keepFresh(intervalMs?: number): () => void;
}

export function createSiteData(sources: readonly SiteDataSource[]): SiteData {
  return {
    async load(deadline) {
      const outcomes = await Promise.all(
        sources.map((source) =>
          Promise.race([
            source.load().then(
              () => null,
              (error: unknown) => (error instanceof Error ? error.message : String(error)),
            ),
            deadline,
          ]),
        ),
      );
      const result: SiteDataOutcome = { loaded: [], skipped: [] };
      outcomes.forEach((reason, i) => {
        const { name } = sources[i]!;
        if (reason === null) result.loaded.push(name);
        else result.skipped.push({ name, reason });
      });
      return result;
    },
    keepFresh(intervalMs = KEEP_FRESH_MS) {
      const timer = setInterval(() => {
        // Failures are the sources' own business (logged and paused there); a reader meets them the same way.
        for (const source of sources) source.load().catch(() => undefined);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
