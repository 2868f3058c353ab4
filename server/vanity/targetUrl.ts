/**
 * Where a vanity url string may send a reader. A site path (`/deals/`) or an absolute URL on the
 * site's own host stays on the site; an http(s) URL on a host of the allow-list leaves it; any
 * other target is refused (ARCHITECTURE "Redirect targets are same-site unless an allow-list
 * says otherwise"). Allow-list entries are host names, or `*.example.com` for its subdomains.
 */

export type ResolvedVanityTarget =
  { kind: 'site'; path: string; search: string; hash: string } | { kind: 'external'; href: string };

export type ClassifiedVanityUrl = ResolvedVanityTarget | { kind: 'refused'; reason: string };

export interface VanityHostPolicy {
  /** The site's public origin, e.g. https://www.example.com. */
  siteOrigin: string;
  /** Other hosts a redirect may go to: `partner.example.com` or `*.example.com`. */
  allowedHosts: readonly string[];
}

/** A valid allow-list entry: a lowercase host name, optionally with a leading `*.`. */
export const VANITY_HOST_PATTERN =
  /^(\*\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * An allow-list as configuration writes it: host names or `*.domain` patterns separated by
 * commas (spaces allowed, case ignored); '' is the empty list. Null when an entry is not a host.
 */
export function parseVanityHostList(text: string): string[] | null {
  const hosts = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.length > 0);
  return hosts.every((host) => host.length <= 253 && VANITY_HOST_PATTERN.test(host)) ? hosts : null;
}

export function isAllowedVanityHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}

function siteTarget(url: URL): ResolvedVanityTarget {
  return { kind: 'site', path: url.pathname, search: url.search, hash: url.hash };
}

export function classifyVanityUrl(raw: string, policy: VanityHostPolicy): ClassifiedVanityUrl {
  const text = raw.trim();
  if (text.length === 0 || text.length > 2048 || /[\\\x00-\x20\x7f]/.test(text))
    return { kind: 'refused', reason: 'not a usable URL' };
  let site: URL;
  try {
    site = new URL(policy.siteOrigin);
  } catch {
    return { kind: 'refused', reason: 'no usable site origin' };
  }
  if (text.startsWith('/') && !text.startsWith('//')) {
    const url = new URL(text, site);
    return url.host === site.host ? siteTarget(url) : { kind: 'refused', reason: 'not a site path' };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'refused', reason: 'neither a site path nor an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { kind: 'refused', reason: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { kind: 'refused', reason: 'URLs with credentials are not allowed' };
  if (url.host === site.host) return siteTarget(url);
  if (isAllowedVanityHost(url.hostname, policy.allowedHosts)) return { kind: 'external', href: url.href };
  return { kind: 'refused', reason: `host ${url.hostname} is outside the site and not on the allow-list` };
}
