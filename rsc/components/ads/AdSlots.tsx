/** The page's ad slots at one placement (top, side, bottom — shared/ads/placement.ts); nothing when the page has no ads. */
import type { AdPlacement } from '../../../shared/ads/placement';
import { slotsAt } from '../../../shared/ads/placement';
import { AdSlot } from './AdSlot';
import type { PageAds } from './pageAds';

export function AdSlots({ ads, placement }: { ads: PageAds | null; placement: AdPlacement }) {
  if (!ads) return null;
  const slots = slotsAt(ads.fixed, placement);
  if (slots.length === 0) return null;
  return (
    <div className={`ad-slots ad-slots--${placement}`}>
      {slots.map((placed) => (
        <AdSlot key={`${placed.slot.name}-${placed.instance}`} ads={ads} placed={placed} />
      ))}
    </div>
  );
}
