/**
 * Commerce shortcodes carry an offer as written when the article was saved; the Shortcodes call
 * (000 §7) gives the current one. These helpers find the product ids in a body and write the
 * current offers back into the shortcodes' data, leaving everything else as it was.
 */
import type { CommerceShortcode } from '../models/commerceShortcode';
import { decodeEntities } from '../../shared/body/parseBody';

const COMMERCE = /<shortcode type="commerce" data='([^']*)'><\/shortcode>/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function readData(attribute: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(decodeEntities(attribute)) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The product ids the body's commerce shortcodes name (uuids only, each once). */
export function commerceIds(body: string): string[] {
  const ids = new Set<string>();
  for (const match of body.matchAll(COMMERCE)) {
    const id = readData(match[1] ?? '')?.id;
    if (typeof id === 'string' && UUID.test(id)) ids.add(id);
  }
  return [...ids];
}

/** The body with each commerce shortcode's offer replaced by the current one, where there is one. */
export function withCurrentOffers(body: string, offers: ReadonlyMap<string, CommerceShortcode>): string {
  if (offers.size === 0) return body;
  return body.replace(COMMERCE, (whole, attribute: string) => {
    const data = readData(attribute);
    const offer = typeof data?.id === 'string' ? offers.get(data.id) : undefined;
    if (!data || !offer) return whole;
    const fresh = {
      ...data,
      url: offer.url,
      ...(offer.price ? { price: offer.price } : {}),
      ...(offer.merchant ? { merchant: offer.merchant } : {}),
      ...(offer.productName ? { productName: offer.productName } : {}),
    };
    return `<shortcode type="commerce" data='${encodeAttribute(JSON.stringify(fresh))}'></shortcode>`;
  });
}
