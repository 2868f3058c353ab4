/**
 * The delayed slot shown as an overlay (decision 019), loaded lazily by client/ads/DelayedAdSlot.tsx
 * once it is due and targeting consent is granted. It goes through the same ad library and
 * lifecycle as every slot (001 §4: assign, auction, render with the blank check; destroy): the
 * overlay stays hidden until the creative has rendered, a blank answer or a failure shows
 * nothing, and only a non-blank render gets the visible class. Fixed position, so it never moves
 * the page (no layout shift), in the bottom-left corner below the consent banner's layer (it
 * never covers the banner's controls). A labelled close button and Escape dismiss it; on showing,
 * focus moves to the close button and goes back where it was on closing. Consent withdrawn →
 * cleared and closed; unmounting (client navigation) destroys the slot.
 * Not a client reference (no 'use client'): only DelayedAdSlot imports it, lazily, and it imports
 * no other island (only types from AdSlot), so webpack keeps the islands' chunks apart.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { AD_VISIBLE_CLASS } from '../../shared/ads/constants';
import { interstitialSizes } from './delayed';
import type { AdLibraryEvent } from '../../shared/ads/library';
import { NEW_SLOT, nextSlotState } from './lifecycle';
import { isCategoryGranted, TARGETING_CATEGORY } from '../../shared/scripts/consentCategories';
import { subscribeConsent } from '../consent/consent';
import type { AdSlotProps } from './AdSlot';
import { adCommand, slotRequest, whenAdLibrary } from './adService';
import { AD_LABEL } from './label';
import { reportAdError } from './report';

/** The close button's accessible name. */
export const CLOSE_AD_LABEL = 'Close advertisement';

export function Interstitial(props: AdSlotProps) {
  const latest = useRef(props);
  latest.current = props;
  const closeRef = useRef<HTMLButtonElement>(null);
  const [state, dispatch] = useReducer(nextSlotState, NEW_SLOT);
  const [closed, setClosed] = useState(false);
  const { divId } = props;
  const shown = !closed && state.phase === 'rendered' && !state.blank;

  useEffect(() => {
    let alive = true;
    const p = latest.current;
    const report = (message: string) =>
      reportAdError(p.collectUrl, {
        pos: typeof p.targeting.pos === 'string' ? p.targeting.pos : p.name,
        slot: p.name,
        message,
      });
    const onEvent = (event: AdLibraryEvent) => {
      if (!alive) return;
      if (event.type === 'error') report(event.message);
      else if (event.type === 'render') dispatch({ type: 'render', blank: event.blank });
      else dispatch(event);
    };
    whenAdLibrary(p.adServerUrl).then(
      () =>
        adCommand((ads) => {
          if (!alive) return;
          ads.display(slotRequest(p, divId, interstitialSizes(p, window.innerWidth, window.innerHeight)), onEvent);
        }),
      (error: unknown) => {
        if (alive) report(error instanceof Error ? error.message : String(error));
      },
    );
    const unsubscribe = subscribeConsent((choice) => {
      if (isCategoryGranted(TARGETING_CATEGORY, choice.granted)) return;
      adCommand((ads) => ads.clear(divId));
      setClosed(true);
    });
    return () => {
      alive = false;
      unsubscribe();
      adCommand((ads) => ads.destroy(divId));
    };
  }, [divId]);

  useEffect(() => {
    if (!shown) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setClosed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [shown]);

  const labelId = `${props.containerId}-label`;
  return (
    <div
      id={props.containerId}
      className={shown ? `ad-interstitial ${AD_VISIBLE_CLASS}` : 'ad-interstitial'}
      role="dialog"
      aria-labelledby={labelId}
      hidden={!shown}
      data-ad-phase={state.phase}
      {...props.attributes}
    >
      <div className="ad-interstitial__bar">
        <span id={labelId} className="ad-interstitial__label">
          {AD_LABEL}
        </span>
        <button
          ref={closeRef}
          type="button"
          className="ad-interstitial__close"
          aria-label={CLOSE_AD_LABEL}
          onClick={() => setClosed(true)}
        >
          ×
        </button>
      </div>
      <div id={divId} className="ad-interstitial__creative" />
    </div>
  );
}
