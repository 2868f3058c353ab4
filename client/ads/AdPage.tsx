'use client';
/**
 * Gives the ad slots inside it their page: targeting, overrides, categories, region, id scope,
 * view address, service URLs and the definitions of the slots the page may show, sent once per
 * page view (client/ads/adPageContext.ts). Renders no element of its own.
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { AdPageSlots } from '../../shared/ads/slotWire';
import { AdPageContext } from './adPageContext';

export function AdPage({ page, slots, children }: AdPageSlots & { children?: ReactNode }) {
  const value = useMemo(() => ({ page, slots }), [page, slots]);
  return <AdPageContext value={value}>{children}</AdPageContext>;
}
