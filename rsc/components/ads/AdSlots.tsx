/**
 * The page's ad slots at one or more placements (top, side, bottom — rsc/ads/placement.ts);
 * nothing when the page has no ads. The page wraps itself in `AdPageScope` (./AdSlot.tsx), which
 * gives these slots their page.
 */
import type { AdPlacement } from '../../ads/placement';
import { slotsAt } from '../../ads/placement';
import { DelayedAdSlot } from '../../../client/ads/DelayedAdSlot';
import { AdSlot } from './AdSlot';
import type { PageAds } from './pageAds';

type Placements = AdPlacement | readonly AdPlacement[];

interface AdSlotsProps {
  ads: PageAds | null;
  placement: Placements;
  /** Only the slots with these names (a page that splits one placement over two places). */
  only?: readonly string[];
  /** All but the slots with these names. */
  except?: readonly string[];
}

export function AdSlots({ ads, placement, only, except }: AdSlotsProps) {
  if (!ads) return null;
  const placements: readonly AdPlacement[] = typeof placement === 'string' ? [placement] : placement;
  const chosen = (name: string) => (only === undefined || only.includes(name)) && !(except ?? []).includes(name);
  const slots = placements.flatMap((where) => slotsAt(ads.fixed, where)).filter((placed) => chosen(placed.slot.name));
  // Delayed slots render nothing at first (001 §5); their island loads them later, as an overlay (decision 019).
  const delayed = placements
    .flatMap((where) => slotsAt(ads.delayed, where))
    .filter((placed) => chosen(placed.slot.name));
  if (slots.length === 0 && delayed.length === 0) return null;
  return (
    <>
      {slots.length > 0 && (
        <div className={`ad-slots ad-slots--${placements.join('-')}`}>
          {slots.map((placed) => (
            <AdSlot key={`${placed.slot.name}-${placed.instance}`} ads={ads} placed={placed} />
          ))}
        </div>
      )}
      {delayed.map((placed) => (
        <DelayedAdSlot
          key={`${ads.pageKey} ${placed.slot.name}-${placed.instance}`}
          name={placed.slot.name}
          instance={placed.instance}
        />
      ))}
    </>
  );
}
