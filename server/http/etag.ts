/**
 * Entity tags for bodies Neutron knows in full before sending (static files, render-cache
 * replays; decision 052), and the If-None-Match test for a 304. Weak tags: the same entity in
 * brotli, gzip or identity is one entity. Each body is hashed once (WeakMap on the object that
 * holds it).
 */
import { createHash } from 'node:crypto';

const tags = new WeakMap<object, string>();

export function etagOf(holder: object, body: Buffer): string {
  let tag = tags.get(holder);
  if (tag === undefined) {
    tag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    tags.set(holder, tag);
  }
  return tag;
}

/** RFC 9110 §13.1.2: weak comparison against a list of tags, or `*`. */
export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
