'use client';
/**
 * One ad slot (spec 001 §3, §4). Starts: visible — the server renders the box with its reserved
 * minimum height (90 or 250 px) and the slot's element attributes, so nothing moves when the ad
 * arrives; the island loads the ad once the box is within the lazy-load margin (200% 0px), the
 * reader has granted targeting consent (C0004) and the ad library is there (inserted by the
 * consent-gated script loader; waited for, never inserted here).
 *
 * Lifecycle (client/ads/lifecycle.ts): the library assigns the slot, runs the auction and
 * renders the creative or nothing (blank check); only a non-blank slot gets the visible class.
 * Consent withdrawn → the creative is cleared (the box stays); granted again → a new auction.
 * Unmounting (client navigation, a seamless article leaving the page) destroys the slot.
 * A failed load is reported (client/ads/report.ts). A slot that will not fill (refused, blank,
 * failed) collapses when nothing visible moves (client/ads/emptySlot.ts).
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { AdLibraryEvent } from '../../shared/ads/library';
import { NEW_SLOT, nextSlotState, slotClasses } from './lifecycle';
import { requestSizes } from './requestSizes';
import type { AdSlotProps, AdSlotRef } from '../../shared/ads/slotWire';
import { useAdSlotProps } from './adPageContext';
import { isCategoryGranted, TARGETING_CATEGORY } from '../../shared/scripts/consentCategories';
import { subscribeConsent, whenGranted } from '../consent/consent';
import { clearAdCookies } from './adCookies';
import { adCommand, slotRequest, whenAdLibrary } from './adService';
import { AD_LABEL } from './label';
import { whenNear } from './lazy';
import { reportAdError } from './report';
import { useSlotFill } from './emptySlot';

export type { AdSlotProps };

export { AD_LABEL };

/** The island: the server sends which slot of its page this is; the page (AdPage around it) gives the rest. */
export function AdSlot({ name, instance }: AdSlotRef) {
  const props = useAdSlotProps(name, instance);
  return props ? <PlacedAdSlot {...props} /> : null;
}

function PlacedAdSlot(props: AdSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [state, dispatch] = useReducer(nextSlotState, NEW_SLOT);
  const [failed, setFailed] = useState(false);
  const { divId } = props;

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let alive = true;
    let displayed = false;
    const cancels: Array<() => void> = [];
    const report = (message: string) => {
      const p = latest.current;
      setFailed(true);
      reportAdError(p.collectUrl, {
        pos: typeof p.targeting.pos === 'string' ? p.targeting.pos : p.name,
        slot: p.name,
        message,
      });
    };
    const onEvent = (event: AdLibraryEvent) => {
      if (!alive) return;
      if (event.type === 'error') report(event.message);
      else if (event.type === 'render') dispatch({ type: 'render', blank: event.blank });
      else dispatch(event);
    };
    const load = () => {
      const p = latest.current;
      whenAdLibrary(p.adServerUrl).then(
        () =>
          adCommand((ads) => {
            if (!alive) return;
            setFailed(false);
            if (displayed) return ads.refresh(divId);
            displayed = true;
            ads.display(slotRequest(p, divId, requestSizes(p, element.clientWidth)), onEvent);
          }),
        (error: unknown) => {
          if (alive) report(error instanceof Error ? error.message : String(error));
        },
      );
    };
    const grant = () => cancels.push(whenGranted(TARGETING_CATEGORY, load));
    cancels.push(
      whenNear(element, () => {
        grant();
        cancels.push(
          subscribeConsent((choice) => {
            if (isCategoryGranted(TARGETING_CATEGORY, choice.granted)) return;
            clearAdCookies();
            if (!displayed) return;
            adCommand((ads) => ads.clear(divId));
            grant();
          }),
        );
      }),
    );
    return () => {
      alive = false;
      for (const cancel of cancels) cancel();
      if (displayed) adCommand((ads) => ads.destroy(divId));
    };
  }, [divId]);

  // A slot that will not fill loses its well, then its space when nothing visible moves (emptySlot.ts).
  const fill = useSlotFill(ref, failed || (state.phase === 'rendered' && state.blank));
  const classes = [...slotClasses(state), `ad-slot--${props.name}`];
  if (fill !== 'open') classes.push(`ad-slot--${fill}`);
  const className = classes.join(' ');
  return (
    <div
      ref={ref}
      id={props.containerId}
      className={className}
      style={{ '--ad-min-height': `${props.minHeight}px` } as CSSProperties}
      data-ad-phase={state.phase}
      data-ad-error={failed ? '' : undefined}
      {...props.attributes}
    >
      <span className="ad-slot__label">{AD_LABEL}</span>
      <div id={divId} className="ad-slot__creative" />
    </div>
  );
}
