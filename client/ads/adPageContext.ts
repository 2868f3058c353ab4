/**
 * The page's part of its ad slots' props, given once per page view by the AdPage island
 * (client/ads/AdPage.tsx) instead of once per slot: a slot island gets only its name and
 * instance and finds its definition and the page's targeting here (decision 025, "Island props
 * in wire form"). A seamless article has its own AdPage, so its slots get its own scope.
 */
import { createContext, useContext } from 'react';
import type { AdPageSlots, AdSlotProps } from '../../shared/ads/slotWire';
import { slotProps } from '../../shared/ads/slotWire';

export const AdPageContext = createContext<AdPageSlots | null>(null);

/**
 * The slot's props, or null when no page around it gives them (a slot placed outside its page:
 * nothing to show). Worked out on each render: the islands' effects depend on the slot's ids,
 * not on the props object.
 */
export function useAdSlotProps(name: string, instance: number): AdSlotProps | null {
  const context = useContext(AdPageContext);
  const slot = context?.slots[name];
  return context && slot ? slotProps({ page: context.page, slot, instance }) : null;
}
