/**
 * The body of a live item that arrived over the socket or the catch-up call, made safe to show:
 * the same reading as server-rendered bodies (shared/body: only safe tags and attributes survive,
 * links get the spec's rel and affiliate rewriting), split at shortcodes. A buy button becomes a
 * link; other shortcodes are left out on the client (decision 021) and reported.
 */
import { linkRel } from '../../shared/affiliate/hosts';
import { rewriteAffiliateHref, type AffiliateContext } from '../../shared/affiliate/rewrite';
import { bodySegments } from '../../shared/body/bodyHtml';
import { parseBody, safeHref } from '../../shared/body/parseBody';
import { formatPrice } from '../../shared/content/currency';

/** What links of arriving items are rewritten for (the server passes it as a prop). */
export interface LiveLinks {
  siteHost: string;
  affiliate: AffiliateContext;
}

export type LiveBodyPart =
  { type: 'html'; html: string } | { type: 'buy'; href?: string; rel?: string; label: string; price?: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function buyButton(data: string, links: LiveLinks): LiveBodyPart | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const record = json as Record<string, unknown>;
  const label = text(record.label) ?? text(record.productName);
  const url = safeHref(text(record.url));
  if (!label) return undefined;
  return {
    type: 'buy',
    label,
    href: url ? rewriteAffiliateHref(url, links.affiliate) : undefined,
    rel: url ? linkRel(url, links.siteHost) : undefined,
    price: formatPrice(record.price),
  };
}

export function liveItemBody(html: string, links: LiveLinks, onSkipped?: (shortcode: string) => void): LiveBodyPart[] {
  const segments = bodySegments(parseBody(html), {
    isInternalHref: (href) => linkRel(href, links.siteHost) === undefined,
    linkRel: (href) => linkRel(href, links.siteHost),
    rewriteHref: (href) => rewriteAffiliateHref(href, links.affiliate),
  });
  const parts: LiveBodyPart[] = [];
  for (const segment of segments) {
    if (segment.type === 'html') {
      parts.push(segment);
      continue;
    }
    const part = segment.name === 'buybutton' ? buyButton(segment.data, links) : undefined;
    if (part) parts.push(part);
    else onSkipped?.(segment.name);
  }
  return parts;
}
