import { randomUUID } from 'node:crypto';

/** An incoming id we are willing to echo into logs and response headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request id for this request: the caller's `x-request-id` when it is short and made of
 * safe characters (so a proxy's id correlates logs end to end), otherwise a fresh UUID.
 */
export function resolveRequestId(incoming: string | null | undefined): string {
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
