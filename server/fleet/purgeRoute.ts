/**
 * `POST /_purge` (decision 081): the content platform's webhook and editors' tools drop content
 * from every instance's caches at once. `Authorization: Bearer <PURGE_KEY>`, compared in
 * constant time: none → 401, a wrong one (or no key configured) → 403. The body is
 * `{"changes":[{"type":"article","site":"cnet","slug":"..."}, ...]}` (server/fleet/purge.ts);
 * anything else → 400. It is registered before the per-client POST budget: the platform may
 * send many purges from one address, and an unauthorised call costs one hash.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { App } from '../http/appEnv';
import { readBoundedText } from '../http/boundedBody';
import { MAX_PURGE_CHANGES, purgeSchema, type Purger } from './purge';

export const PURGE_PATH = '/_purge';
/** A purge body is small: MAX_PURGE_CHANGES changes of short names. */
export const MAX_PURGE_BODY_BYTES = 64 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `presented` is the key; the time taken does not depend on where they differ. */
export function keyMatches(presented: string, key: string): boolean {
  return timingSafeEqual(digest(presented), digest(key));
}

export function registerPurgeRoute(app: App, { purger, key }: { purger: Purger; key: string | undefined }): void {
  app.post(PURGE_PATH, async (c) => {
    c.set('routeName', 'purge');
    const headers = { 'cache-control': 'no-store' };
    const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(c.req.header('authorization') ?? '');
    if (!match?.[1])
      return c.json({ error: 'a purge needs Authorization: Bearer <key>' }, 401, {
        ...headers,
        'www-authenticate': 'Bearer realm="purge"',
      });
    if (key === undefined || !keyMatches(match[1], key))
      return c.json({ error: 'this key may not purge' }, 403, headers);
    // Read as it streams, at most MAX_PURGE_BODY_BYTES (decision 057).
    const read = await readBoundedText(c.req.raw, MAX_PURGE_BODY_BYTES, c.env.outgoing);
    if (!read.ok)
      return read.status === 413
        ? c.json({ error: `a purge body is at most ${MAX_PURGE_BODY_BYTES} bytes` }, 413, headers)
        : c.json({ error: 'the body could not be read' }, 400, headers);
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return c.json({ error: 'the body is not JSON' }, 400, headers);
    }
    const parsed = purgeSchema.safeParse(body);
    if (!parsed.success) {
      return c.json(
        {
          error: `expected {"changes":[...]} with 1 to ${MAX_PURGE_CHANGES} changes`,
          detail: z.prettifyError(parsed.error),
        },
        400,
        headers,
      );
    }
    const purged = await purger.purge(parsed.data.changes);
    return c.json({ purged }, 200, headers);
  });
}
