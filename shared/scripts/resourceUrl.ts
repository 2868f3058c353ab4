/**
 * Addresses a script, link or ad tag may load from (decision 017): absolute https URLs,
 * root-relative paths of our own origin, and plain http only on a loopback host (the local
 * upstream stands in for third parties there). Anything else — http elsewhere,
 * protocol-relative `//host`, `javascript:`, `data:` — is refused.
 */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

export function isSafeResourceUrl(value: string): boolean {
  const url = value.trim();
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK_HOSTS.includes(parsed.hostname));
}
