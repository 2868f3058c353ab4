'use client';
/**
 * Gives the ad slots inside it their page: targeting, overrides, categories, region, id scope,
 * view address, service URLs and the definitions of the slots the page may show, sent once per
 * page view (client/ads/adPageContext.ts). Renders no element of its own. The context's value is
 * the one wire object the server sends, so it changes only with the page.
 */
import type { ReactNode } from 'react';
import type { AdPageSlots } from '../../shared/ads/slotWire';
import { AdPageContext } from './adPageContext';

export function AdPage({ wire, children }: { wire: AdPageSlots; children?: ReactNode }) {
  return <AdPageContext value={wire}>{children}</AdPageContext>;
}
