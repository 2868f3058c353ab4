/**
 * What route parameters look like: the page validate check (a failure is the 404 page) and the
 * normal forms a route redirects to (spec 000 §2 profiles: "username lowercased").
 */
import type { Params } from '../../routes/pattern';

/** Slugs and topics are lowercase words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

export function isSlug(value: string | undefined): boolean {
  return value !== undefined && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;

/** Parameters that are not slugs; every other parameter must be a slug. */
export const PARAM_FORMATS: Readonly<Record<string, RegExp>> = {
  pageNumber: PAGE_NUMBER,
  page: PAGE_NUMBER,
  year: /^(?:19|20)[0-9]{2}$/,
  /** Landing-page tokens (000 §2 "/landing/{slug}/, {token}"): opaque, case-sensitive. */
  token: /^[A-Za-z0-9_-]{1,128}$/,
  /** Profile usernames, after lowercasing (000 §2 "/profiles/{username}/ (username lowercased)"). */
  username: /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/,
};

export function validParams(params: Params): boolean {
  return Object.entries(params).every(([key, value]) => {
    const format = PARAM_FORMATS[key];
    return format ? format.test(value) : isSlug(value);
  });
}

/** Profiles: an upper-case username redirects to the lowercase address. */
export function lowercaseUsername(params: Params): Params | null {
  const username = params.username;
  if (username === undefined || username === username.toLowerCase()) return null;
  return { ...params, username: username.toLowerCase() };
}

/** Listing doors: page 1 is the door itself, so `/x/1/` redirects to `/x/`. */
export function withoutFirstPage(params: Params): Params | null {
  if (params.pageNumber !== '1') return null;
  const { pageNumber: _first, ...rest } = params;
  return rest;
}
