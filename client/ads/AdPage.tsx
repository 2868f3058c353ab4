'use client';
/**
 * Gives the ad slots inside it their page: targeting, overrides, categories, region, id scope,
 * view address, service URLs and the definitions of the slots the page may show, sent once per
 * page view (client/ads/adPageContext.ts). Renders no element of its own. The context's value is
 * the wire object the server sends (as one JSON text), so it changes only with the page.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { AdPageSlots } from '../../shared/ads/slotWire';
import { fromJsonProp } from '../../shared/render/jsonText';
import type { JsonProp } from '../../shared/render/jsonText';
import type { MarkupKeyed } from '../../shared/render/markupKey';
import { AdPageContext } from './adPageContext';

/**
 * `wire` comes as one JSON text from the server (shared/render/jsonText.ts); the context keeps one
 * object per text. `markupKey` is for the server's HTML writer only (shared/render/markupKey.ts).
 */
export function AdPage({ wire, children }: { wire: JsonProp<AdPageSlots>; children?: ReactNode } & MarkupKeyed) {
  const value = useMemo(() => fromJsonProp(wire), [wire]);
  return <AdPageContext value={value}>{children}</AdPageContext>;
}
