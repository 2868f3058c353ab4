/**
 * What a video player island receives from the server (props: serialisable, carried across client
 * navigations). The server applies the file rules (001 §5) and the ad settings it knows; the
 * browser adds what only it knows (consent, visibility) — docs/decisions/020-video-player.md.
 */
import type { AdTargetingValue } from './adTagUrl';
import type { AutoplayType } from './constants';

export interface PlayerCaptions {
  /** Neutron's relay of the captions call (webvtt). */
  src: string;
  srcLang: string;
  label: string;
}

/** One video as the player needs it. */
export interface PlayerVideo {
  /** The video id (also the playlist key). */
  id: string;
  title: string;
  /** The progressive mp4 chosen by selectVideoSources (secure, valid mp4); none → nothing to play. */
  src?: string;
  /** The poster at video_header size (001 §9), which a video page's player shows from its first paint. */
  poster?: string;
  /**
   * An embed's poster at smaller widths, ascending (the last is `poster`): an embed in an article
   * body sets its poster when the player comes near, at the width its frame needs on this screen,
   * so no poster is on the page's critical path and a phone never fetches the desktop one.
   */
  posterWidths?: ReadonlyArray<{ width: number; src: string }>;
  captions?: PlayerCaptions;
  /** Seconds, from the video's data (001 §3). */
  duration?: number;
  autoplayType: AutoplayType;
  /** 001 §3 "suppressAds (default false)". */
  suppressAds: boolean;
}

/** The parts of the video ad tag (001 §7) the server knows; the browser adds the correlator. */
export interface VideoAdSettings {
  iu: string;
  /** The player profile (pp). */
  pp?: string;
  targeting: Readonly<Record<string, AdTargetingValue>>;
  /** The page's canonical URL (url and description_url). */
  pageUrl: string;
  cmsid?: string;
  /** The adSuppress query value(s) of the page request (001 §2: adSuppress=all disables video ads). */
  adSuppress: readonly string[];
}

export interface VideoEndpoints {
  collectUrl: string;
  adServerUrl: string;
}

/**
 * The id of a player's figure (and its key in the video store): made on the server from what
 * places the player — the video's id and, for an embed, the id of the content it is embedded in — so that the markup is the same
 * wherever the player sits in the tree (React's `useId` is not: it would keep the page from the
 * HTML writer's cached island markup, decision 025) and two players on one document (an embed in
 * each of two seamless articles) never share it.
 */
export function playerElementId(videoId: string, embeddedIn?: string): string {
  const safe = (part: string) => part.replace(/[^a-zA-Z0-9_-]/g, '_');
  return embeddedIn === undefined ? `video-${safe(videoId)}` : `video-${safe(embeddedIn)}-${safe(videoId)}`;
}
