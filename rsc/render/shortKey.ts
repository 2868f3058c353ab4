/**
 * A short, stable React key for a long identity (a page view's content id and address): the
 * key travels in the payload once per keyed element, so the identity itself would cost ~100
 * bytes a time. 32-bit FNV-1a in base 36 (at most 7 characters). Two different pages share a
 * key about once in four billion; the only effect would be a slot kept across that navigation.
 */
export function shortKey(identity: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < identity.length; i++) {
    hash ^= identity.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
