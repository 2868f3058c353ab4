/** Host helpers: internal vs external links by host (spec 001 §9) and domain-family matching. */
import { EXTERNAL_REL, FOLLOW_REL, SITE_DOMAIN_FAMILY } from './constants';

export function hostMatches(host: string, domain: string): boolean {
  const h = host.toLowerCase();
  return h === domain || h.endsWith(`.${domain}`);
}

/** The host of an absolute http(s) URL, or undefined (relative, other schemes, unparsable). */
export function hostOf(href: string): string | undefined {
  if (!/^https?:\/\//i.test(href)) return undefined;
  try {
    return new URL(href).host.toLowerCase();
  } catch {
    return undefined;
  }
}

export function isInternalHref(href: string, siteHost: string): boolean {
  if (href.startsWith('/') || href.startsWith('#')) return true;
  const host = hostOf(href);
  return host !== undefined && host === siteHost.toLowerCase();
}

/** Spec 001 §9: nothing for internal links, follow for the site's domain family, else noopener nofollow. */
export function linkRel(href: string, siteHost: string): string | undefined {
  if (isInternalHref(href, siteHost)) return undefined;
  if (href.startsWith('mailto:')) return undefined;
  const host = hostOf(href);
  if (host && SITE_DOMAIN_FAMILY.some((domain) => hostMatches(host, domain))) return FOLLOW_REL;
  return EXTERNAL_REL;
}
