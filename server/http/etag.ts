/**
 * Entity tags for bodies Neutron knows in full before sending (static files, render-cache
 * replays; decision 052) or stores as it sends them (page renders; decision 056), and the
 * If-None-Match test for a 304. Weak tags: the same entity in
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

/**
 * The validator of a page render, minted before its first byte (decision 056): a streamed render's
 * body is unknown when its headers go, but the render cache stores exactly those bytes under
 * this tag, so the next conditional request for them gets a 304. Unique per render (the seed is
 * the render's nonce): another render is other bytes, so another tag.
 */
export function renderTag(seed: string): string {
  return `W/"r${createHash('sha1').update(seed).digest('base64url').slice(0, 21)}"`;
}

/** RFC 9110 §13.1.2: weak comparison against a list of tags, or `*`. */
export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
