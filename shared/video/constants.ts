/**
 * Video player and tracking constants (spec 001 §3 "Video", "Video store", §4, §5, §7, §9).
 * Values the spec leaves open are marked and explained in docs/decisions/017-video-and-scripts.md.
 */

/** 001 §3 "Video store": "Player state codes: empty -2, loading -1, stopped 0, playing 1, paused 2, buffering 3". */
export const PLAYER_STATE = {
  empty: -2,
  loading: -1,
  stopped: 0,
  playing: 1,
  paused: 2,
  buffering: 3,
} as const;
export type PlayerStateName = keyof typeof PLAYER_STATE;
export type PlayerStateCode = (typeof PLAYER_STATE)[PlayerStateName];

/** 001 §3 / §4: "videoState (unplayed, muted, unmuted, completed)". */
export const VIDEO_STATES = ['unplayed', 'muted', 'unmuted', 'completed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

/** 001 §3: "Tracking maps video states to the codes unplayed, played, stopped, completed". */
export const TRACKING_VIDEO_STATES = ['unplayed', 'played', 'stopped', 'completed'] as const;
export type TrackingVideoState = (typeof TRACKING_VIDEO_STATES)[number];

/** 001 §3: "autoplayType (AUTOPLAY or MANUAL)". */
export const AUTOPLAY_TYPES = ['AUTOPLAY', 'MANUAL'] as const;
export type AutoplayType = (typeof AUTOPLAY_TYPES)[number];
/** Open value (decision 017): a missing or unknown autoplayType reads as MANUAL. */
export const DEFAULT_AUTOPLAY_TYPE: AutoplayType = 'MANUAL';

/** 001 §9: "Video: quartiles 25, 50, 75, 100". */
export const VIDEO_QUARTILES = [25, 50, 75, 100] as const;
export type VideoQuartile = (typeof VIDEO_QUARTILES)[number];

/**
 * 001 §7 "Video tracking event map": media element event → tracking event name.
 * "seeked untracked" — it is absent here on purpose.
 */
export const VIDEO_TRACKING_EVENTS = {
  loadedmetadata: 'videoLoaded.v1',
  play: 'videoStarted.v1',
  playing: 'videoPlayed.v1',
  timeupdate: 'videoWatched.v1',
  pause: 'videoPaused.v1',
  error: 'videoInterrupted.v1',
} as const;
export type TrackedVideoEvent = keyof typeof VIDEO_TRACKING_EVENTS;
export type VideoTrackingName = (typeof VIDEO_TRACKING_EVENTS)[TrackedVideoEvent];

/** 001 §5: "A video file URL must not start with http://". */
export const INSECURE_VIDEO_URL_PREFIX = 'http://';
/** 001 §5: "An mp4 file is valid when its type is wifi, hds or downloadable". */
export const VALID_MP4_FILE_TYPES = ['wifi', 'hds', 'downloadable'] as const;
/** 001 §5: "... or it has no type and the MPEG4 format". */
export const MP4_FORMAT = 'MPEG4';
/** Open value (decision 017): the tallest rendition chosen when no height limit is given. */
export const DEFAULT_MAX_VIDEO_HEIGHT = 1080;

/** 001 §2 / §5: "adSuppress=all disables video ads". */
export const AD_SUPPRESS_QUERY = 'adSuppress';
export const AD_SUPPRESS_ALL = 'all';

/** 001 §7 "Video ad tag": the ad-server URL's parameters, in the spec's order. */
export const VIDEO_AD_TAG_PARAMS = [
  'iu',
  'sz',
  'pp',
  'env',
  'gdfp_req',
  'output',
  'cust_params',
  'cmsid',
  'url',
  'description_url',
  'correlator',
  'vid',
] as const;
export type VideoAdTagParam = (typeof VIDEO_AD_TAG_PARAMS)[number];

/** Open values (decision 017): the fixed parts of the video ad tag the spec does not show. */
export const VIDEO_AD_TAG_DEFAULTS = {
  sz: '640x480',
  env: 'vp',
  gdfp_req: '1',
  output: 'vast',
} as const;

/**
 * Open values (decision 020): where the video ad tag and its stand-in creatives live on the ad
 * server (ClientServices.adServerUrl; the local upstream plays it in development).
 */
export const VIDEO_AD_TAG_PATH = '/video-ads/tag';
