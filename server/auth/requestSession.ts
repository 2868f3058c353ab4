/**
 * The session of a page request, for the server code that calls the user-data service with the
 * reader's bearer token (the /user/settings/ loader). Kept beside the request's Headers object,
 * never in the request state: the state is rendered into the page, tokens must never be.
 */
import type { Session } from './sessionSeal';

const byRequest = new WeakMap<Headers, Session>();

export function attachSession(headers: Headers, session: Session): void {
  byRequest.set(headers, session);
}

export function sessionOf(headers: Headers): Session | undefined {
  return byRequest.get(headers);
}
