'use client';
/**
 * The navigation loading bar (spec 000 §2, §9): 2px high, shown only when a navigation takes
 * longer than the 200 ms throttle, creeping towards the end over 5000 ms, and turning red when
 * the navigation fails. Hydrates immediately (it is part of the document shell).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_HEIGHT, LOADING_BAR_THROTTLE_MS } from '../../shared/constants';
import { getServerNavigationState, navigationStore } from '../router/navigationStore';

type BarState = 'hidden' | 'running' | 'finishing' | 'failed';

export function LoadingBar() {
  const nav = useSyncExternalStore(navigationStore.subscribe, navigationStore.get, getServerNavigationState);
  const [bar, setBar] = useState<BarState>('hidden');

  useEffect(() => {
    if (nav.phase === 'loading') {
      const show = setTimeout(() => setBar('running'), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(show);
    }
    if (nav.phase === 'failed') {
      setBar('failed');
      const hide = setTimeout(() => setBar('hidden'), LOADING_BAR_DURATION_MS);
      return () => clearTimeout(hide);
    }
    if (nav.phase === 'done') {
      setBar((current) => (current === 'hidden' ? 'hidden' : 'finishing'));
      const hide = setTimeout(() => setBar('hidden'), 300);
      return () => clearTimeout(hide);
    }
    return undefined;
  }, [nav.phase, nav.id]);

  return (
    <div
      className={`loading-bar loading-bar--${bar}`}
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={bar === 'hidden'}
      data-state={bar}
      style={{ height: LOADING_BAR_HEIGHT, ['--loading-bar-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
    />
  );
}
