/**
 * Video tracking (spec 001 §7 "Video tracking event map": loadedmetadata → videoLoaded.v1, play →
 * videoStarted.v1, playing → videoPlayed.v1, timeupdate → videoWatched.v1, pause →
 * videoPaused.v1, error → videoInterrupted.v1, seeked untracked; §4 "Quartile tracking reports
 * 25, 50, 75 or 100 percent once each"). Events go to the collection service with
 * sendTrackingEvent, which drops them without C0002 performance consent. videoWatched.v1 is
 * throttled (client/video/watchThrottle.ts) and also carries each quartile once.
 */
import type { VideoQuartile, VideoTrackingName } from '../../shared/video/constants';
import { createQuartileTracker } from './quartiles';
import { videoTrackingFields, type VideoTrackingSnapshot } from './trackingFields';
import { videoTrackingName } from './trackingEvents';
import { createWatchThrottle } from './watchThrottle';
import { sendTrackingEvent } from '../tracking/collect';

export interface VideoTracking {
  /** Every media event of the content element (ads are not passed here). */
  onMediaEvent(type: string, media: HTMLMediaElement): void;
}

export function createVideoTracking(collectUrl: string, snapshot: () => VideoTrackingSnapshot): VideoTracking {
  const quartiles = createQuartileTracker();
  const throttle = createWatchThrottle();
  const send = (event: VideoTrackingName, quartile?: VideoQuartile) => {
    sendTrackingEvent(collectUrl, { event, fields: videoTrackingFields(snapshot(), quartile) });
  };
  return {
    onMediaEvent(type, media) {
      switch (type) {
        case 'emptied':
          // A new source: its quartiles and played time start from nothing.
          quartiles.reset();
          throttle.reset();
          return;
        case 'seeking':
          throttle.jump();
          return;
        case 'ended':
          for (const quartile of quartiles.ended()) send('videoWatched.v1', quartile);
          return;
        case 'timeupdate': {
          const newly = quartiles.update(media.currentTime, media.duration);
          for (const quartile of newly) send('videoWatched.v1', quartile);
          if (throttle.update(media.currentTime) && newly.length === 0) send('videoWatched.v1');
          return;
        }
      }
      const name = videoTrackingName(type);
      if (name !== undefined) send(name);
    },
  };
}
