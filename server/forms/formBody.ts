/**
 * Reads a posted form body: `application/x-www-form-urlencoded` (what a `<form method="post">`
 * sends), at most FORM_BODY_LIMIT bytes, UTF-8. Anything else is a reason, never an exception.
 */

/** Largest form body read, bytes: a form here is a few fields. */
export const FORM_BODY_LIMIT = 16 * 1024;

export type FormBody = { ok: true; body: URLSearchParams } | { ok: false; status: 400 | 413 | 415 };

export async function readFormBody(request: Request, limit = FORM_BODY_LIMIT): Promise<FormBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { ok: false, status: 415 };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > limit) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, body: new URLSearchParams() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  try {
    return { ok: true, body: new URLSearchParams(text) };
  } catch {
    return { ok: false, status: 400 };
  }
}
