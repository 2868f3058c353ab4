/** A fresh page context with the defaults the middleware chain starts from. */
import { DEFAULT_BRAND, DEFAULT_EDITION, DEFAULT_LOCALE } from '../../shared/constants';
import { initialRequestState } from '../../shared/requestState';
import type { RouteMatch } from '../../shared/routes/types';
import { parseCookies } from '../http/cookies';
import { ServerTiming } from '../ops/timing';
import type { PageContext } from './types';

export interface PageContextInput {
  url: URL;
  match: RouteMatch;
  headers?: Headers;
  timing?: ServerTiming;
}

export function createPageContext({
  url,
  match,
  headers = new Headers(),
  timing = new ServerTiming(),
}: PageContextInput): PageContext {
  return {
    url,
    match,
    requestHeaders: headers,
    cookies: parseCookies(headers.get('cookie')),
    timing,
    setCookies: [],
    responseHeaders: {},
    state: initialRequestState(),
    middlewareTimings: [],
    brand: DEFAULT_BRAND,
    edition: DEFAULT_EDITION,
    locale: DEFAULT_LOCALE,
    maxAge: 0,
    transaction: match.routeName,
  };
}
