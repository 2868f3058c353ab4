'use client';
/**
 * The tracking island of a view (spec 001 §4 Tracking, §7 Analytics). Starts: `idle` for the
 * page the reader opened and for every client navigation (new props are a new view); for a
 * seamless next article, when the article first enters the viewport (the 001 §9 enter margin
 * -20% 0px, observed once on the seamless article the island's marker sits in — the whole
 * article, so a reader who jumps past its start still counts once it fills the band).
 * Renders nothing else; everything it sends is consent-gated (client/tracking/trackView.ts).
 */
import { useEffect, useRef } from 'react';
import { fromJsonProp } from '../../shared/render/jsonText';
import type { JsonProp } from '../../shared/render/jsonText';
import type { MarkupKeyed } from '../../shared/render/markupKey';
import type { TrackingFields } from './collect';
import { whenMoment } from '../runtime/when';
import { trackView } from './trackView';
import type { ViewProps } from './trackView';

/** The view's props; the tracking variables come as one JSON text from the server (shared/render/jsonText.ts). */
/** `markupKey` is for the server's HTML writer only (shared/render/markupKey.ts): the marker below is all the markup, and it reads `seamless`. */
export type PageTrackerProps = Omit<ViewProps, 'fields'> & { fields: JsonProp<TrackingFields> } & MarkupKeyed;

/** 001 §9: "Intersection observers: ... enter -20% 0px, single-intersection". */
export const SEAMLESS_ENTER_MARGIN = '-20% 0px';

/** Address of the last non-seamless view tracked, so a re-mount of the same view is not counted twice. */
let lastPageUrl: string | undefined;

function whenEntered(element: Element | null, start: () => void): () => void {
  if (!element || typeof IntersectionObserver !== 'function') return whenMoment('idle', start);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: SEAMLESS_ENTER_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export function PageTracker(props: PageTrackerProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const { url, seamless } = props;

  useEffect(() => {
    // This view's props, even if the reader has navigated on by the time it is sent.
    const { markupKey: _markupKey, ...current } = latest.current;
    const view: ViewProps = { ...current, fields: fromJsonProp(current.fields) };
    if (seamless)
      return whenEntered(marker.current?.closest('[data-seamless]') ?? marker.current, () => trackView(view));
    if (lastPageUrl === url) return;
    lastPageUrl = url;
    // Not cancelled on a quick navigation away: the view happened, it is still counted.
    whenMoment('idle', () => trackView(view));
    return undefined;
  }, [url, seamless]);

  return seamless ? <span ref={marker} className="view-marker" aria-hidden="true" /> : null;
}
