/**
 * The one way a route reads a request body (issue 42, decision 057): at most `limit` bytes, while
 * it streams in. A declared `Content-Length` over the limit is refused before a byte is read; a
 * body without one (chunked) is counted as it arrives and refused the moment it passes the limit,
 * so no more than `limit` bytes are ever held. What is left unread is discarded by the server
 * after the answer (@hono/node-server drains at most 64 MiB or 500 ms, then closes the socket).
 * A body that cannot be read (the client went away mid-way) is a reason, never an exception.
 */

export type BoundedBody = { ok: true; bytes: Buffer } | { ok: false; status: 400 | 413 };

/**
 * The response (Node's ServerResponse) whose connection carries the body. On a 413 it is kept
 * open for that drain even when the client said `Connection: close`: Node would close it as soon
 * as the answer is written, while the client is still sending, and the client would see a reset
 * instead of the 413 (RFC 9112 §9.6 asks for this staged close).
 */
export type BodyConnection = { shouldKeepAlive: boolean };

const TOO_LARGE = { ok: false, status: 413 } as const;
const UNREADABLE = { ok: false, status: 400 } as const;

/** True when the request says its body is longer than `limit` (or says it unreadably). */
export function declaredOver(headers: Headers, limit: number): boolean {
  const declared = headers.get('content-length');
  if (declared === null) return false;
  const length = Number(declared);
  return !Number.isSafeInteger(length) || length > limit;
}

export async function readBoundedBody(
  request: Request,
  limit: number,
  connection?: BodyConnection,
): Promise<BoundedBody> {
  const tooLarge = () => {
    if (connection) connection.shouldKeepAlive = true;
    return TOO_LARGE;
  };
  if (declaredOver(request.headers, limit)) return tooLarge();
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Stops reading; the server discards the rest after the answer.
        reader.cancel().catch(() => {});
        return tooLarge();
      }
      chunks.push(value);
    }
  } catch {
    return UNREADABLE;
  }
  return { ok: true, bytes: Buffer.concat(chunks, size) };
}

/** The body as UTF-8 text (bad sequences become U+FFFD), at most `limit` bytes. */
export async function readBoundedText(
  request: Request,
  limit: number,
  connection?: BodyConnection,
): Promise<{ ok: true; text: string } | { ok: false; status: 400 | 413 }> {
  const read = await readBoundedBody(request, limit, connection);
  return read.ok ? { ok: true, text: read.bytes.toString('utf8') } : read;
}
