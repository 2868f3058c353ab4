import { VIDEO_QUARTILES, type VideoQuartile } from '../../shared/video/constants';

/**
 * Quartile tracking (spec 001 §4: "Quartile tracking reports 25, 50, 75 or 100 percent once
 * each"; §9: "quartiles 25, 50, 75, 100"). A quartile is reached when the play position is at
 * least that share of the duration; a seek forward reports every quartile it passed, in order
 * (decision 017). The end of the video reports what is left, because the last timeupdate often
 * stops a fraction of a second short of the duration.
 */
export interface QuartileProgress {
  readonly reported: readonly VideoQuartile[];
}

export const NO_QUARTILES: QuartileProgress = { reported: [] };

export interface QuartileStep {
  readonly progress: QuartileProgress;
  /** Quartiles reached by this step and not reported before, ascending. */
  readonly newly: readonly VideoQuartile[];
}

function step(progress: QuartileProgress, reached: (quartile: VideoQuartile) => boolean): QuartileStep {
  const newly = VIDEO_QUARTILES.filter((quartile) => reached(quartile) && !progress.reported.includes(quartile));
  if (newly.length === 0) return { progress, newly };
  return {
    progress: { reported: VIDEO_QUARTILES.filter((q) => progress.reported.includes(q) || newly.includes(q)) },
    newly,
  };
}

/** A position update (timeupdate). A missing, zero or non-finite duration or position reaches nothing. */
export function trackQuartiles(progress: QuartileProgress, currentTime: number, duration: number): QuartileStep {
  if (!Number.isFinite(currentTime) || !Number.isFinite(duration) || duration <= 0 || currentTime <= 0) {
    return { progress, newly: [] };
  }
  const percent = (currentTime / duration) * 100;
  return step(progress, (quartile) => percent >= quartile);
}

/** The video ended: every quartile not yet reported is reported now. */
export function completeQuartiles(progress: QuartileProgress): QuartileStep {
  return step(progress, () => true);
}

/** A small stateful wrapper for the player: `update` and `ended` return the quartiles to report. */
export function createQuartileTracker() {
  let progress = NO_QUARTILES;
  const take = (result: QuartileStep) => {
    progress = result.progress;
    return result.newly;
  };
  return {
    update: (currentTime: number, duration: number) => take(trackQuartiles(progress, currentTime, duration)),
    ended: () => take(completeQuartiles(progress)),
    /** A new video in the same player starts again from nothing. */
    reset: () => {
      progress = NO_QUARTILES;
    },
    reported: (): readonly VideoQuartile[] => progress.reported,
  };
}
