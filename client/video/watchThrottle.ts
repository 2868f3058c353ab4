/**
 * How often videoWatched.v1 goes out (decision 020). 001 §7 maps every `timeupdate` to
 * videoWatched.v1, but a media element fires timeupdate 4–66 times a second; one beacon each
 * would flood the collector. So videoWatched.v1 is sent:
 * - once per WATCHED_INTERVAL_S seconds of content actually played (a heartbeat), and
 * - whenever a quartile is newly reached (those carry the quartile, see quartiles.ts).
 * Played time is the sum of small forward steps between timeupdates; a jump (seek) or a step
 * back adds nothing, so seeking never produces heartbeats, and a faster playbackRate produces
 * them per media second, not per wall-clock second.
 */

/** Seconds of played content between two videoWatched.v1 heartbeats (our choice). */
export const WATCHED_INTERVAL_S = 10;
/** A forward step longer than this between two timeupdates is a seek, not playback (timeupdate fires at least every 250 ms at 1×; 1.5 s leaves room for 4× playback). */
export const MAX_PLAYED_STEP_S = 1.5;

export interface WatchThrottle {
  /** A timeupdate at `currentTime`: true when a heartbeat is due. */
  update(currentTime: number): boolean;
  /** A seek or a new source: the next timeupdate starts a new run of playback. */
  jump(): void;
  /** A new video: nothing played yet. */
  reset(): void;
}

export function createWatchThrottle(intervalS = WATCHED_INTERVAL_S): WatchThrottle {
  let last: number | undefined;
  let played = 0;
  return {
    update(currentTime) {
      if (!Number.isFinite(currentTime)) return false;
      const step = last === undefined ? 0 : currentTime - last;
      last = currentTime;
      if (step > 0 && step <= MAX_PLAYED_STEP_S) played += step;
      if (played < intervalS) return false;
      played -= intervalS;
      return true;
    },
    jump() {
      last = undefined;
    },
    reset() {
      last = undefined;
      played = 0;
    },
  };
}
