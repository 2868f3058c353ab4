/**
 * The vanity service (spec 000 §7): `GET /api/neutron/vanity/{site}/dictionary` and
 * `GET /api/neutron/vanity/{site}/web?contentType&slug&path&edition`, over the content HTTP
 * client with the vanity timeout (2000 ms), parsed once with server/vanity/model, and cached
 * (VANITY_CACHE_POLICY). Errors are thrown; the resolver logs and ignores them (000 §8).
 */
import { VANITY_TIMEOUT_MS } from '../../shared/constants';
import type { Brand } from '../../shared/routes/types';
import {
  VANITY_DICTIONARY_PROPERTY,
  VANITY_ENTRY_PROPERTY,
  vanityDictionarySchema,
  vanityEntrySchema,
  type VanityEntry,
} from './model';
import { normaliseVanityPath } from '../../shared/node/vanity/lookup';
import type { ServerTimingSink } from '../ops/timing';
import type { ContentCache } from '../content/cache';
import { readEnvelope } from '../content/envelope';
import { NotFoundError, RedirectError } from '../content/errors';
import { ShedError } from '../reliability/requestScope';
import type { ContentHttp, JsonResponse, QueryValue } from '../content/http';
import {
  VANITY_CACHE_POLICY,
  VANITY_DICTIONARY_CACHE_POLICY,
  VANITY_DICTIONARY_ENDPOINT,
  VANITY_ENTRY_ENDPOINT,
  VANITY_FAILURE_BACKOFF_MS,
} from './cachePolicy';

export interface VanityEntryQuery {
  /** The looked-up path with what is left of the query (vanityEntryPath). */
  path: string;
  edition: string;
  /** The matched route's kind and slug, when the path has a route. */
  contentType?: string;
  slug?: string;
}

export interface VanityClient {
  /** The paths that have a vanity entry (the "known routes"), normalised. */
  knownPaths(site: Brand, timing?: ServerTimingSink): Promise<ReadonlySet<string>>;
  /** The known paths when they are fresh in the cache (counted as a hit), else undefined: ask `knownPaths`. */
  knownPathsNow?(site: Brand): ReadonlySet<string> | undefined;
  /** The entry for a path; null when the service has none. */
  entry(site: Brand, query: VanityEntryQuery, timing?: ServerTimingSink): Promise<VanityEntry | null>;
}

export interface VanityClientOptions {
  http: Pick<ContentHttp, 'getJson'>;
  cache: ContentCache;
  /** Default VANITY_TIMEOUT_MS (000 §9: 2000 ms). */
  timeoutMs?: number;
  /** Default VANITY_FAILURE_BACKOFF_MS. */
  backoffMs?: number;
  /** Monotonic milliseconds; tests inject their own. */
  now?: () => number;
}

/** A vanity call skipped because the service failed moments ago. */
export class VanityPausedError extends Error {
  override readonly name = 'VanityPausedError';
  constructor(readonly retryInMs: number) {
    super(`Vanity lookups are paused for ${Math.ceil(retryInMs)} ms after a failure`);
  }
}

function isDefinitive(error: unknown): boolean {
  return error instanceof NotFoundError || error instanceof RedirectError;
}

export function createVanityClient({
  http,
  cache,
  timeoutMs = VANITY_TIMEOUT_MS,
  backoffMs = VANITY_FAILURE_BACKOFF_MS,
  now = () => performance.now(),
}: VanityClientOptions): VanityClient {
  let pausedUntil = 0;

  /** One call; any failure but "no such entry" pauses the calls that follow. */
  async function call<T>(
    endpoint: string,
    path: string,
    query: Record<string, QueryValue>,
    timing: ServerTimingSink | undefined,
    read: (response: JsonResponse) => T,
  ): Promise<T> {
    const at = now();
    if (at < pausedUntil) throw new VanityPausedError(pausedUntil - at);
    try {
      return read(await http.getJson(path, { endpoint, query, timeoutMs, timing }));
    } catch (error) {
      // A shed or abandoned request says nothing about the vanity service.
      if (!isDefinitive(error) && !(error instanceof ShedError)) pausedUntil = now() + backoffMs;
      throw error;
    }
  }

  const dictionaryPath = (site: Brand) => `/api/neutron/vanity/${site}/dictionary`;

  return {
    knownPathsNow: (site) => cache.peek<ReadonlySet<string>>(VANITY_DICTIONARY_ENDPOINT, dictionaryPath(site)),
    async knownPaths(site, timing) {
      const path = dictionaryPath(site);
      const { value } = await cache.get(VANITY_DICTIONARY_ENDPOINT, path, VANITY_DICTIONARY_CACHE_POLICY, () =>
        call(VANITY_DICTIONARY_ENDPOINT, path, {}, timing, ({ body, bytes }) => {
          const { urlPaths } = readEnvelope(body, VANITY_DICTIONARY_PROPERTY, vanityDictionarySchema);
          const known = new Set<string>();
          for (const urlPath of urlPaths) {
            const normalised = normaliseVanityPath(urlPath.split('?')[0]!);
            if (normalised !== null) known.add(normalised);
          }
          return { value: known as ReadonlySet<string>, size: bytes };
        }),
      );
      return value;
    },

    async entry(site, { path: lookupPath, edition, contentType, slug }, timing) {
      const path = `/api/neutron/vanity/${site}/web`;
      const query = { contentType, slug, path: lookupPath, edition };
      const key = `${path}?${new URLSearchParams(Object.entries(query).filter((pair): pair is [string, string] => pair[1] !== undefined)).toString()}`;
      try {
        const { value } = await cache.get(VANITY_ENTRY_ENDPOINT, key, VANITY_CACHE_POLICY, () =>
          call(VANITY_ENTRY_ENDPOINT, path, query, timing, ({ body, bytes }) => ({
            value: readEnvelope(body, VANITY_ENTRY_PROPERTY, vanityEntrySchema),
            size: bytes,
          })),
        );
        return value;
      } catch (error) {
        if (isDefinitive(error)) return null;
        throw error;
      }
    },
  };
}
