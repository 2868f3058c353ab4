/**
 * One vanity lookup, end to end (spec 000 §4, §5, §8): which paths to look up, whether the
 * dictionary knows one, the entry, the rules, the target's path, and the redirect host policy.
 * Never throws: a failing or slow vanity service is logged and ignored (null, "nothing to do").
 */
import type { Brand } from '../../shared/routes/types';
import { decideVanity, type VanityDecision } from './decide';
import { vanityEntryPath, vanityLookups } from '../../shared/node/vanity/lookup';
import { vanityOutcome, type VanityOutcome } from './outcome';
import { classifyVanityUrl, type ResolvedVanityTarget, type VanityHostPolicy } from './targetUrl';
import type { Logger } from '../ops/logger';
import type { ServerTimingSink } from '../ops/timing';
import { VanityPausedError, type VanityClient } from './client';
import type { ContentTargetPaths } from './contentTarget';

export interface VanityRequest {
  /** The request URL as received (path and query). */
  url: URL;
  brand: Brand;
  edition: string;
  /** The matched route's kind and slug, sent to the entry call; absent for paths without a route. */
  contentType?: string;
  slug?: string;
  timing?: ServerTimingSink;
  /** The request's logger (with its request id); the resolver's own otherwise. */
  logger?: Logger;
}

export interface VanityResolver {
  resolve(request: VanityRequest): Promise<VanityOutcome | null>;
  /**
   * The same answer, at once (no promise) when the dictionary is fresh in the cache and names
   * none of the request's lookup paths — nearly every page request (decision 026).
   */
  resolveSoon?(request: VanityRequest): VanityOutcome | null | Promise<VanityOutcome | null>;
}

export interface VanityResolverOptions {
  client: VanityClient;
  contentPaths: ContentTargetPaths;
  /** The site's public origin (SITE_ORIGIN): absolute targets on its host stay on the site. */
  siteOrigin: string;
  /** Outside hosts a redirect may go to (`host` or `*.domain`); every other outside host is refused. */
  allowedRedirectHosts: readonly string[];
  logger?: Logger;
  /** Wall-clock milliseconds for expiry dates; tests inject their own. */
  now?: () => number;
}

type Acting = Extract<VanityDecision, { type: 'redirect' | 'mask' }>;

export function createVanityResolver(options: VanityResolverOptions): VanityResolver {
  const { client, contentPaths, now = Date.now } = options;
  const policy: VanityHostPolicy = { siteOrigin: options.siteOrigin, allowedHosts: options.allowedRedirectHosts };

  async function targetOf(
    decision: Acting,
    request: VanityRequest,
    log: Logger | undefined,
  ): Promise<ResolvedVanityTarget | null> {
    const { target } = decision;
    if (target.kind === 'content') {
      const path = await contentPaths(request.brand, target.targetType, target.slug, request.timing);
      if (path === null)
        log?.warn('vanity target has no page; ignored', {
          path: request.url.pathname,
          targetType: target.targetType,
          slug: target.slug,
        });
      return path === null ? null : { kind: 'site', path, search: '', hash: '' };
    }
    const classified = classifyVanityUrl(target.url, policy);
    if (classified.kind !== 'refused') return classified;
    log?.warn('vanity target refused; ignored', {
      path: request.url.pathname,
      target: target.url.slice(0, 200),
      reason: classified.reason,
    });
    return null;
  }

  async function lookup(
    request: VanityRequest,
    log: Logger | undefined,
    knownNow?: ReadonlySet<string>,
  ): Promise<VanityOutcome | null> {
    const { url, brand, edition } = request;
    const lookups = vanityLookups(url.pathname, url.search);
    if (lookups.length === 0) return null;
    const known = knownNow ?? (await client.knownPaths(brand, request.timing));
    const found = lookups.find((candidate) => known.has(candidate.path));
    if (found === undefined) return null;

    const entryQuery = { path: vanityEntryPath(found), edition, contentType: request.contentType, slug: request.slug };
    const entry = await client.entry(brand, entryQuery, request.timing);
    if (entry === null) return null;
    const decision = decideVanity(entry, { edition, now: now() });
    if (decision.type === 'none') {
      log?.debug('vanity entry ignored', {
        path: found.path,
        id: entry.id,
        urlType: entry.urlType,
        reason: decision.reason,
      });
      return null;
    }
    if (decision.type === 'not-found') return decision;
    const target = await targetOf(decision, request, log);
    if (target === null) return null;
    const outcome = vanityOutcome(decision, target, { path: lookups[0]!.path, page: found.page, search: url.search });
    if (outcome === null)
      log?.debug('vanity entry ignored', {
        path: found.path,
        id: entry.id,
        urlType: entry.urlType,
        reason: 'the target is the current path or off the site',
      });
    return outcome;
  }

  async function resolveFrom(
    request: VanityRequest,
    started: number,
    knownNow?: ReadonlySet<string>,
  ): Promise<VanityOutcome | null> {
    const log = request.logger ?? options.logger;
    let result = 'none';
    try {
      const outcome = await lookup(request, log, knownNow);
      result = outcome?.type ?? 'none';
      return outcome;
    } catch (error) {
      result = 'failed';
      const fields = { path: request.url.pathname.slice(0, 200), err: error };
      if (error instanceof VanityPausedError) log?.debug('vanity lookup skipped; ignored', fields);
      else log?.warn('vanity lookup failed; ignored', fields);
      return null;
    } finally {
      request.timing?.add('vanity', performance.now() - started, result);
    }
  }

  return {
    resolve: (request) => resolveFrom(request, performance.now()),
    resolveSoon(request) {
      const started = performance.now();
      let known: ReadonlySet<string> | undefined;
      try {
        const lookups = vanityLookups(request.url.pathname, request.url.search);
        const dictionary = lookups.length === 0 ? undefined : client.knownPathsNow?.(request.brand);
        known = dictionary;
        if (
          lookups.length === 0 ||
          (dictionary !== undefined && !lookups.some((candidate) => dictionary.has(candidate.path)))
        ) {
          request.timing?.add('vanity', performance.now() - started, 'none');
          return null;
        }
      } catch {
        // Whatever went wrong is logged (and answered) the usual way.
      }
      return resolveFrom(request, started, known);
    },
  };
}
