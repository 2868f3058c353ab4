'use client';
/**
 * A slot with delayed loading (the interstitial; spec 001 §5 disables it at first render, so the
 * server renders nothing for it and neither does this island's server render). Starts: now — it
 * only listens: after the window's load event, once the reader has scrolled half a viewport
 * (client/ads/delayed.ts, decision 019), then when the browser is idle, and only with targeting
 * consent (C0004), it imports the overlay (client/ads/Interstitial.tsx, its own chunk, so pages
 * pay nothing for it until it is due) and shows it. The server leaves this island out when the
 * page has no ads (ads.enabled false, service-off testA, suppressAds). Unmounting (client
 * navigation) cancels the wait or, through the overlay, destroys the slot.
 */
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { delayedAdDue } from './delayed';
import { TARGETING_CATEGORY } from '../../shared/scripts/consentCategories';
import { whenGranted } from '../consent/consent';
import { whenMoment } from '../runtime/when';
import type { AdSlotProps, AdSlotRef } from '../../shared/ads/slotWire';
import { useAdSlotProps } from './adPageContext';

/** Calls `run` once the page has loaded and the reader has scrolled far enough; returns a cancel function. */
function whenScrolledAfterLoad(run: () => void): () => void {
  let done = false;
  const check = () => {
    if (done || !delayedAdDue(window.scrollY, window.innerHeight)) return;
    done = true;
    window.removeEventListener('scroll', check);
    run();
  };
  const listen = () => {
    window.addEventListener('scroll', check, { passive: true });
    check();
  };
  if (document.readyState === 'complete') listen();
  else window.addEventListener('load', listen, { once: true });
  return () => {
    done = true;
    window.removeEventListener('load', listen);
    window.removeEventListener('scroll', check);
  };
}

/** The island: the server sends which slot of its page this is; the page (AdPage around it) gives the rest. */
export function DelayedAdSlot({ name, instance }: AdSlotRef) {
  const props = useAdSlotProps(name, instance);
  const [Overlay, setOverlay] = useState<ComponentType<AdSlotProps> | null>(null);

  useEffect(() => {
    let alive = true;
    const cancels: Array<() => void> = [];
    cancels.push(
      whenScrolledAfterLoad(() =>
        cancels.push(
          whenMoment('idle', () =>
            cancels.push(
              whenGranted(TARGETING_CATEGORY, () => {
                import('./Interstitial').then(
                  (module) => {
                    if (alive) setOverlay(() => module.Interstitial);
                  },
                  (error: unknown) => console.error('Ad load failed', error),
                );
              }),
            ),
          ),
        ),
      ),
    );
    return () => {
      alive = false;
      for (const cancel of cancels) cancel();
    };
  }, []);

  return Overlay && props ? <Overlay {...props} /> : null;
}
