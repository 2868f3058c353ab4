/**
 * A slot that will not fill (issue 39 point 4): the reader refused targeting (no consent), the
 * ad server returned nothing (blank) or the load failed. Such a box stops looking like an ad
 * at once (no grey well, no "Advertisement" label: `unfilled`), and gives its space back
 * (`collapsed`) only when that moves nothing the reader is looking at:
 * - when it is out of view: below the viewport nothing visible moves; above it, the browser's
 *   scroll anchoring keeps the reader's place;
 * - right after the reader's own choice of "Reject all" (or a narrower choice without
 *   targeting): a shift within 500 ms of an input is theirs, not a layout shift (CLS).
 * Granting targeting again opens the box for a new auction.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { isCategoryGranted, TARGETING_CATEGORY } from '../../shared/scripts/consentCategories';
import type { ConsentChoice } from '../consent/consentCookie';
import { readConsent, subscribeConsent } from '../consent/consent';

export type SlotFill = 'open' | 'unfilled' | 'collapsed';

const refuses = (choice: ConsentChoice) => choice.decided && !isCategoryGranted(TARGETING_CATEGORY, choice.granted);

export function useSlotFill(ref: RefObject<HTMLElement | null>, willNotFill: boolean): SlotFill {
  // Both start false, as on the server, so hydration matches; the cookie is read after it.
  const [refused, setRefused] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    setRefused(refuses(readConsent()));
    return subscribeConsent((choice) => {
      const no = refuses(choice);
      setRefused(no);
      setCollapsed(no);
    });
  }, []);

  const empty = willNotFill || refused;
  useEffect(() => {
    const element = ref.current;
    if (!empty || collapsed || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) setCollapsed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, empty, collapsed]);

  return !empty ? 'open' : collapsed ? 'collapsed' : 'unfilled';
}
