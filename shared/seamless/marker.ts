/**
 * The seamless marker (decision 022): the header value `<position>;<source>` the seamless island
 * sends with its RSC request for a next article, parsed strictly on the server into the render's
 * `PageRequest.seamless`. Position counts the articles after the opened one (1, 2, 3 — never more
 * than the listing holds); source is the listing item's source (e.g. curated), optional.
 */
import type { SeamlessRender } from '../render/contract';
import { SEAMLESS_LISTING_LIMIT } from './constants';

const POSITION = /^[1-9][0-9]?$/;
/** A source is a short token: it ends up in ad targeting and markup. */
const SOURCE = /^[A-Za-z0-9_-]{1,32}$/;

export type MarkerReading = { type: 'absent' } | { type: 'invalid' } | { type: 'seamless'; seamless: SeamlessRender };

/** Reads a header value: absent (null), a valid marker, or invalid (answer 400). */
export function parseSeamlessMarker(value: string | null | undefined): MarkerReading {
  if (value === null || value === undefined) return { type: 'absent' };
  const parts = value.trim().split(';');
  if (parts.length > 2) return { type: 'invalid' };
  const [positionText = '', sourceText] = parts.map((part) => part.trim());
  if (!POSITION.test(positionText)) return { type: 'invalid' };
  const position = Number(positionText);
  if (position > SEAMLESS_LISTING_LIMIT) return { type: 'invalid' };
  if (sourceText === undefined) return { type: 'seamless', seamless: { position } };
  if (!SOURCE.test(sourceText)) return { type: 'invalid' };
  return { type: 'seamless', seamless: { position, source: sourceText } };
}

/** The header value for a next article; a source that would not parse back is left out. */
export function formatSeamlessMarker(position: number, source?: string | null): string {
  return source && SOURCE.test(source) ? `${position};${source}` : String(position);
}

/** A stable text for cache keys: the same marker always gives the same text. */
export function seamlessKey(seamless: SeamlessRender | undefined): string {
  return seamless ? `seamless:${formatSeamlessMarker(seamless.position, seamless.source)}` : 'page';
}
