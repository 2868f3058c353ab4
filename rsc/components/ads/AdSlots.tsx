/**
 * The page's ad slots at one or more placements (top, side, bottom — shared/ads/placement.ts);
 * nothing when the page has no ads. `PageAdSlots` works the page's ads out itself, so a page
 * component places its slots with one element at each place.
 */
import type { AdPlacement } from '../../../shared/ads/placement';
import { slotsAt } from '../../../shared/ads/placement';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { AdSlot } from './AdSlot';
import type { AdContent, PageAds } from './pageAds';
import { pageAds } from './pageAds';

type Placements = AdPlacement | readonly AdPlacement[];

export function AdSlots({ ads, placement }: { ads: PageAds | null; placement: Placements }) {
  if (!ads) return null;
  const placements: readonly AdPlacement[] = typeof placement === 'string' ? [placement] : placement;
  const slots = placements.flatMap((where) => slotsAt(ads.fixed, where));
  if (slots.length === 0) return null;
  return (
    <div className={`ad-slots ad-slots--${placements.join('-')}`}>
      {slots.map((placed) => (
        <AdSlot key={`${placed.slot.name}-${placed.instance}`} ads={ads} placed={placed} />
      ))}
    </div>
  );
}

interface PageAdSlotsProps {
  request: PageRequest;
  services: RscServices;
  /** The page kind (PrimaryData kind), for the ad layout. */
  kind: string;
  content?: AdContent;
  placement: Placements;
}

export function PageAdSlots({ request, services, kind, content, placement }: PageAdSlotsProps) {
  return <AdSlots ads={pageAds(request, services, kind, content)} placement={placement} />;
}
