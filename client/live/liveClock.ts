/**
 * The clock that refreshes the relative times of live items ("Just now", "5 minutes ago";
 * decision 021, "Relative times"). One interval for the whole page, running only while the tab
 * is visible: a hidden tab has nobody reading its times, and when it becomes visible again the
 * times are refreshed at once, then every LIVE_TIME_REFRESH_MS. Started by the first LiveTime that
 * mounts, stopped when the last one unmounts.
 */

/** Open value (decision 021): how often relative times are recomputed while the tab is visible. */
export const LIVE_TIME_REFRESH_MS = 60_000;

/** What the clock needs of `document`: its visibility and the event telling it changed. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Calls `tick` every `intervalMs` while `source` is visible, and once at once whenever it becomes
 * visible again. Returns the stop function.
 */
export function tickWhileVisible(source: VisibilitySource, intervalMs: number, tick: () => void): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    if (timer === undefined) timer = setInterval(tick, intervalMs);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (source.visibilityState === 'visible') {
      if (timer === undefined) tick();
      start();
    } else pause();
  };
  if (source.visibilityState === 'visible') start();
  source.addEventListener('visibilitychange', onVisibility);
  return () => {
    pause();
    source.removeEventListener('visibilitychange', onVisibility);
  };
}

type Listener = (now: number) => void;
const listeners = new Set<Listener>();
let stop: (() => void) | undefined;

/** Tells `listener` the current time on every tick of the page's one clock; returns the unsubscribe. */
export function subscribeLiveClock(listener: Listener): () => void {
  listeners.add(listener);
  stop ??= tickWhileVisible(document, LIVE_TIME_REFRESH_MS, () => {
    const now = Date.now();
    for (const each of listeners) each(now);
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = undefined;
    }
  };
}
