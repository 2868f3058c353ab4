/**
 * The page's ad slots at one or more placements (top, side, bottom — shared/ads/placement.ts);
 * nothing when the page has no ads. `PageAdSlots` works the page's ads out itself, so a page
 * component places its slots with one element at each place.
 */
import type { AdPlacement } from '../../../shared/ads/placement';
import { slotsAt } from '../../../shared/ads/placement';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { DelayedAdSlot } from '../../../client/ads/DelayedAdSlot';
import { AdSlot, slotIslandProps } from './AdSlot';
import type { AdContent, PageAds } from './pageAds';
import { pageAds } from './pageAds';

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
  const delayed = placements.flatMap((where) => slotsAt(ads.delayed, where)).filter((placed) => chosen(placed.slot.name));
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
        <DelayedAdSlot key={`${ads.pageKey} ${placed.slot.name}-${placed.instance}`} {...slotIslandProps(ads, placed)} />
      ))}
    </>
  );
}

interface PageAdSlotsProps {
  request: PageRequest;
  services: RscServices;
  /** The page kind (PrimaryData kind), for the ad layout. */
  kind: string;
  content?: AdContent;
  placement: Placements;
  only?: readonly string[];
  except?: readonly string[];
}

export function PageAdSlots({ request, services, kind, content, placement, only, except }: PageAdSlotsProps) {
  return <AdSlots ads={pageAds(request, services, kind, content)} placement={placement} only={only} except={except} />;
}
