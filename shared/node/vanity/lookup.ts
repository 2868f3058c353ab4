/**
 * What a request URL looks up in the vanity service (spec 000 §5): the path without tracking
 * and ad query parameters, never an excluded path, and — when the path itself is not a vanity
 * URL — the path without its trailing page number.
 */
import {
  VANITY_EXCLUDED_PATHS,
  VANITY_MAX_PATH_LENGTH,
  VANITY_PAGE_SEGMENT,
  VANITY_TRACKING_PARAMS,
} from './constants';

export interface VanityLookup {
  /** Normalised path looked up: lowercase, one trailing slash. */
  path: string;
  /** The page number taken off the end of the request path, when this lookup is the unpaged one. */
  page?: string;
  /** The request's query without tracking and ad parameters, without '?'; '' when none is left. */
  query: string;
}

const EXCLUDED = new Set(VANITY_EXCLUDED_PATHS);
const EXACT_PARAMS = new Set(VANITY_TRACKING_PARAMS.filter((name) => !name.endsWith('*')));
const PARAM_PREFIXES = VANITY_TRACKING_PARAMS.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1));

/**
 * The form vanity paths are compared in: lowercase with a trailing slash (000 §2 "All paths end
 * in a slash"; people type vanity URLs from print and ads). Null for anything that cannot be a
 * site path: no leading slash, `//`, backslashes, control characters, or too long.
 */
export function normaliseVanityPath(pathname: string): string | null {
  if (!pathname.startsWith('/') || pathname.length > VANITY_MAX_PATH_LENGTH) return null;
  if (pathname.includes('//') || /[\\\x00-\x20\x7f]/.test(pathname)) return null;
  const lower = pathname.toLowerCase();
  return lower.endsWith('/') ? lower : `${lower}/`;
}

/** 000 §5: utm_*, gclid, fbclid and similar (VANITY_TRACKING_PARAMS), case-insensitively. */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return EXACT_PARAMS.has(lower) || PARAM_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** `search` (with or without '?') without tracking and ad parameters; order kept; no '?'. */
export function stripTrackingParams(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!isTrackingParam(name)) kept.append(name, value);
  return kept.toString();
}

export function isExcludedVanityPath(path: string): boolean {
  return EXCLUDED.has(path);
}

/** A normalised path split into the path before its last segment and that segment, when it is a page number. */
export function splitPageSegment(path: string): { base: string; page: string } | null {
  const trimmed = path.slice(0, -1);
  const cut = trimmed.lastIndexOf('/');
  const page = trimmed.slice(cut + 1);
  if (cut <= 0 || !VANITY_PAGE_SEGMENT.test(page)) return null;
  return { base: trimmed.slice(0, cut + 1), page };
}

/** `path` (ending in a slash, or not) with a page segment added. */
export function withPageSegment(path: string, page: string | undefined): string {
  if (page === undefined) return path;
  return `${path}${path.endsWith('/') ? '' : '/'}${page}/`;
}

/**
 * The lookups to try, in order: the full path, then the path without its page number. Empty for
 * excluded paths (and their numbered pages) and for paths that cannot be vanity URLs.
 */
export function vanityLookups(pathname: string, search: string): VanityLookup[] {
  const path = normaliseVanityPath(pathname);
  if (path === null || isExcludedVanityPath(path)) return [];
  const paged = splitPageSegment(path);
  if (paged && isExcludedVanityPath(paged.base)) return [];
  const query = stripTrackingParams(search);
  const lookups: VanityLookup[] = [{ path, query }];
  if (paged) lookups.push({ path: paged.base, page: paged.page, query });
  return lookups;
}

/** The `path` query value of the entry call: the looked-up path and what is left of the query. */
export function vanityEntryPath(lookup: VanityLookup): string {
  return lookup.query ? `${lookup.path}?${lookup.query}` : lookup.path;
}
