/**
 * What can go wrong calling the content API, as classes the HTTP layer maps to a response.
 * Every class carries `status`: the status code Neutron should answer with when the failing
 * call is the page's primary content (404 page, 301 to the new slug, 5xx error page).
 *
 * The two spec messages for bad bodies stay plain built-in errors, as the spec names them:
 * `TypeError(NOT_A_JSON_OBJECT)` and `Error(NOT_IN_CORRECT_FORMAT)`; they answer 500.
 */

/** 001 §8: the body is not a JSON object. */
export const NOT_A_JSON_OBJECT = 'API request did not return a JSON object';
/** 001 §8: the expected property is missing (or does not match its model). */
export const NOT_IN_CORRECT_FORMAT = 'API response is not in the correct format';
/** 000 §8: a 404 whose error does not name the content's new slug for this edition. */
export const API_RESPONDED_WITH_404 = 'API responded with 404';
/** 001 §8 internal messages. */
export const SLUG_HAS_CHANGED = 'the slug has changed';
export const COMPONENT_HAD_404 = 'component had 404 response';
export const COMPONENT_NON_SPECIFIC_ERROR = 'required component had non-specific error response';

export abstract class ContentError extends Error {
  /** The status Neutron answers with when this error ends the request. */
  abstract readonly status: number;
}

/** The call did not complete within its time limit (headers and body). */
export class UpstreamTimeoutError extends ContentError {
  override readonly name = 'UpstreamTimeoutError';
  readonly status = 504;
  constructor(
    readonly endpoint: string,
    readonly timeoutMs: number,
  ) {
    super(`Content API ${endpoint} did not answer within ${timeoutMs} ms`);
  }
}

/** No usable connection: refused, reset, DNS failure, pool closed. */
export class UpstreamUnavailableError extends ContentError {
  override readonly name = 'UpstreamUnavailableError';
  readonly status = 503;
  constructor(
    readonly endpoint: string,
    options?: { cause?: unknown },
  ) {
    const code = (options?.cause as { code?: unknown } | undefined)?.code;
    super(`Content API ${endpoint} is unavailable${typeof code === 'string' ? ` (${code})` : ''}`, options);
  }
}

/** The endpoint's circuit is open (decision 054): the call was not made. */
export class CircuitOpenError extends ContentError {
  override readonly name = 'CircuitOpenError';
  readonly status = 503;
  constructor(readonly endpoint: string) {
    super(`Content API ${endpoint} is failing; not called while its circuit is open`);
  }
}

/** An answer with a status we do not handle (5xx, unexpected 4xx, any 3xx: redirects are never followed). */
export class UpstreamHttpError extends ContentError {
  override readonly name = 'UpstreamHttpError';
  readonly status = 502;
  constructor(
    readonly endpoint: string,
    readonly upstreamStatus: number,
  ) {
    super(`Content API ${endpoint} answered HTTP ${upstreamStatus}`);
  }
}

/** The body exceeded the size limit and was abandoned. */
export class UpstreamBodyTooLargeError extends ContentError {
  override readonly name = 'UpstreamBodyTooLargeError';
  readonly status = 502;
  constructor(
    readonly endpoint: string,
    readonly limitBytes: number,
  ) {
    super(`Content API ${endpoint} sent a body larger than ${limitBytes} bytes`);
  }
}

/** The content does not exist: answer with the 404 page. */
export class NotFoundError extends ContentError {
  override readonly name = 'NotFoundError';
  readonly status = 404;
  constructor(message: string = API_RESPONDED_WITH_404) {
    super(message);
  }
}

/** The content moved to another slug in this edition: answer 301 to it. */
export class RedirectError extends ContentError {
  override readonly name = 'RedirectError';
  readonly status = 301;
  constructor(
    /** The new slug, already checked to be a plain path-safe slug. */
    readonly slug: string,
    /** A full target path, when the caller knows how to build one. */
    readonly location?: string,
  ) {
    super(SLUG_HAS_CHANGED);
  }
}

/** A required page-composer component came back as an error component. */
export class ComponentError extends ContentError {
  override readonly name = 'ComponentError';
  readonly status = 500;
  constructor(
    readonly componentName: string,
    message = `${COMPONENT_NON_SPECIFIC_ERROR}: ${componentName}`,
  ) {
    super(message);
  }
}

/** The status to answer with for any error thrown while loading content. */
export function statusForError(error: unknown): number {
  return error instanceof ContentError ? error.status : 500;
}
