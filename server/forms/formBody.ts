/**
 * Reads a posted form body: `application/x-www-form-urlencoded` (what a `<form method="post">`
 * sends), at most FORM_BODY_LIMIT bytes read as it streams (server/http/boundedBody.ts), UTF-8.
 * Anything else is a reason, never an exception.
 */
import { readBoundedText, type BodyConnection } from '../http/boundedBody';

/** Largest form body read, bytes: a form here is a few fields. */
export const FORM_BODY_LIMIT = 16 * 1024;

export type FormBody = { ok: true; body: URLSearchParams } | { ok: false; status: 400 | 413 | 415 };

/** `connection`: the response, kept open to discard the rest of a refused body (boundedBody.ts). */
export async function readFormBody(
  request: Request,
  limit = FORM_BODY_LIMIT,
  connection?: BodyConnection,
): Promise<FormBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { ok: false, status: 415 };
  const read = await readBoundedText(request, limit, connection);
  if (!read.ok) return read;
  try {
    return { ok: true, body: new URLSearchParams(read.text) };
  } catch {
    return { ok: false, status: 400 };
  }
}
