/**
 * The working part of a video player, loaded lazily by the VideoPlayer island when its place comes
 * near the viewport. It wires the server-rendered <video> to the pure rules of shared/video:
 * player state codes and video states (001 §3), the page's video store, tracking (001 §7),
 * the pre-roll when video ads are allowed (001 §5, §7), autoplay, sticky mode and inline click.
 * State is mirrored on the figure as data-player-state / data-video-state / data-ad for styling
 * and tests.
 */
import { TARGETING_CATEGORY } from '../../shared/scripts/consentCategories';
import { buildVideoAdTagUrl } from '../../shared/video/adTagUrl';
import { PLAYER_STATE, VIDEO_AD_TAG_PATH, type PlayerStateCode, type VideoState } from '../../shared/video/constants';
import type { PlayerVideo, VideoAdSettings, VideoEndpoints } from '../../shared/video/playerProps';
import { nextPlayerState, PLAYER_EVENTS } from './playerState';
import type { PrerollChoice } from './vastAd';
import { videoAdsAllowed } from './videoAdsAllowed';
import { INITIAL_VIDEO_STATE, nextVideoState } from './videoState';
import { isGranted, whenGranted } from '../consent/consent';
import { fetchPreroll, playPreroll } from './preroll';
import { watchSticky } from './sticky';
import {
  activatePlayer,
  recordInlineClick,
  registerPlayer,
  subscribeVideoStore,
  takeContinuation,
  unregisterPlayer,
  updatePlayer,
  videoStore,
} from './videoStore';
import { createVideoTracking } from './videoTracking';

export interface PlayerElements {
  figure: HTMLElement;
  /** What docks in sticky mode and holds the pre-roll; its parent frame keeps the place. */
  stage: HTMLElement;
  video: HTMLVideoElement;
  close: HTMLButtonElement;
}

export interface PlayerOptions {
  playerId: string;
  video: PlayerVideo;
  endpoints: VideoEndpoints;
  /** Undefined when the page has no video ads at all. */
  ad?: VideoAdSettings;
}

/** Share of the player that must be in view before an AUTOPLAY video starts (our choice). */
export const AUTOPLAY_VISIBLE_SHARE = 0.5;
/** Media events the controller listens to on the content element. */
const CONTENT_EVENTS = [...PLAYER_EVENTS, 'timeupdate', 'seeking', 'seeked', 'volumechange', 'durationchange'] as const;

type AdPhase = 'none' | 'pending' | 'playing' | 'done';

export function startPlayer(elements: PlayerElements, options: PlayerOptions): () => void {
  const { figure, stage, video: media } = elements;
  const { playerId, video } = options;
  const abort = new AbortController();
  const cleanups: Array<() => void> = [() => abort.abort()];
  let code: PlayerStateCode = PLAYER_STATE.empty;
  let videoState: VideoState = INITIAL_VIDEO_STATE;
  let isAd = false;
  let adPhase: AdPhase = 'none';
  let preroll: Promise<PrerollChoice | undefined> | undefined;
  let contentStartTime: number | null = null;

  registerPlayer(playerId, video);
  cleanups.push(() => unregisterPlayer(playerId));

  const tracking = createVideoTracking(options.endpoints.collectUrl, () => ({
    videoId: video.id,
    title: video.title,
    playerId,
    currentTime: media.currentTime,
    duration: media.duration,
    playerState: code,
    videoState,
    autoplayType: video.autoplayType,
    autoplay: video.autoplayType === 'AUTOPLAY',
    muted: media.muted,
  }));

  const sticky = watchSticky({
    figure,
    stage,
    close: elements.close,
    shouldFloat: () =>
      (code === PLAYER_STATE.playing || code === PLAYER_STATE.buffering) && videoStore().activePlayerId === playerId,
    onClose: () => media.pause(),
    onChange: (docked) => {
      figure.dataset.sticky = String(docked);
      updatePlayer(playerId, { sticky: docked });
    },
  });
  cleanups.push(() => sticky.dispose());

  const publish = () => {
    figure.dataset.playerState = String(code);
    figure.dataset.videoState = videoState;
    figure.dataset.ad = String(isAd);
    // What actually plays (the file), not the catalogue's duration (decision 020).
    const mediaDuration = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : null;
    updatePlayer(playerId, { player: code, videoState, isAd, contentStartTime, mediaDuration });
    sticky.update();
  };

  // --- Video ads (001 §5, §7) -------------------------------------------------------------
  const adTagUrl = () =>
    options.ad &&
    buildVideoAdTagUrl({
      adServerUrl: `${options.endpoints.adServerUrl}${VIDEO_AD_TAG_PATH}`,
      iu: options.ad.iu,
      pp: options.ad.pp,
      targeting: options.ad.targeting,
      cmsid: options.ad.cmsid,
      url: options.ad.pageUrl,
      description_url: options.ad.pageUrl,
      correlator: Date.now(),
      vid: video.id,
    });
  const adsAllowed = () =>
    options.ad !== undefined &&
    videoAdsAllowed({
      targetingConsent: isGranted(TARGETING_CATEGORY),
      suppressAds: video.suppressAds,
      adSuppress: options.ad.adSuppress,
    });
  const requestPreroll = () => {
    const url = adTagUrl();
    if (adPhase !== 'none' || contentStartTime !== null || !url || !adsAllowed()) return;
    adPhase = 'pending';
    preroll = fetchPreroll(url, abort.signal);
  };
  if (
    options.ad &&
    videoAdsAllowed({ targetingConsent: true, suppressAds: video.suppressAds, adSuppress: options.ad.adSuppress })
  ) {
    // Ask the ad server now when targeting consent is there, or as soon as it is granted.
    cleanups.push(whenGranted(TARGETING_CATEGORY, requestPreroll));
  }

  const resumeContent = () => {
    media.play().catch(() => {
      media.muted = true;
      media.play().catch(() => undefined);
    });
  };
  /** The first play of the content waits for the pre-roll (if any), which plays first. */
  const playPrerollFirst = async () => {
    adPhase = 'playing';
    media.pause();
    const choice = await preroll;
    if (choice && !abort.signal.aborted) {
      isAd = true;
      publish();
      await playPreroll(
        stage,
        media,
        choice,
        (type) => {
          code = nextPlayerState(code, type);
          publish();
        },
        abort.signal,
      );
      isAd = false;
    }
    adPhase = 'done';
    if (abort.signal.aborted) return;
    code = PLAYER_STATE.stopped;
    publish();
    resumeContent();
  };

  // --- Content events ---------------------------------------------------------------------
  const onEvent = (event: Event) => {
    const type = event.type;
    if (type === 'play' && adPhase === 'pending') {
      void playPrerollFirst();
      return;
    }
    // While the pre-roll plays, the content's own pause/play are not the reader's doing.
    if (adPhase === 'playing') return;
    if (type === 'play') {
      activatePlayer(playerId);
      contentStartTime ??= Date.now();
      if (adPhase === 'none') adPhase = 'done';
      videoState = nextVideoState(videoState, { type: 'play', muted: media.muted });
    } else if (type === 'volumechange') {
      videoState = nextVideoState(videoState, { type: 'volumechange', muted: media.muted });
    } else if (type === 'ended') {
      videoState = nextVideoState(videoState, { type: 'ended' });
    } else if (type === 'emptied') {
      videoState = nextVideoState(videoState, { type: 'reset' });
    }
    code = nextPlayerState(code, type);
    tracking.onMediaEvent(type, media);
    publish();
  };
  for (const type of CONTENT_EVENTS) media.addEventListener(type, onEvent);
  cleanups.push(() => {
    for (const type of CONTENT_EVENTS) media.removeEventListener(type, onEvent);
  });

  // --- One player at a time; inline click; autoplay ---------------------------------------
  cleanups.push(
    subscribeVideoStore((state) => {
      if (state.activePlayerId !== null && state.activePlayerId !== playerId && !media.paused) media.pause();
    }),
  );
  const onClick = () => recordInlineClick(video.id);
  media.addEventListener('click', onClick);
  cleanups.push(() => media.removeEventListener('click', onClick));

  if (video.autoplayType === 'AUTOPLAY') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (videoState !== 'unplayed' || !media.paused) return;
        // Browsers let only muted videos start by themselves.
        media.muted = true;
        media.play().catch(() => undefined);
      },
      { threshold: AUTOPLAY_VISIBLE_SHARE },
    );
    observer.observe(figure);
    cleanups.push(() => observer.disconnect());
  }

  // The server rendered preload="none" (no bytes before the player is near); now load metadata.
  if (media.preload === 'none') {
    media.preload = 'metadata';
    if (
      media.readyState === HTMLMediaElement.HAVE_NOTHING &&
      media.paused &&
      media.networkState !== HTMLMediaElement.NETWORK_LOADING
    )
      media.load();
  }
  code = media.readyState >= HTMLMediaElement.HAVE_METADATA ? PLAYER_STATE.stopped : code;
  publish();
  // Led here by the Up next countdown: this video plays on at once (its pre-roll first, if any).
  if (takeContinuation(video.id)) resumeContent();

  return () => {
    for (const cleanup of cleanups.reverse()) cleanup();
  };
}
