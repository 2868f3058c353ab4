/**
 * The video store of the page (spec 001 §3 "Video store": video, players, hasVideo; playerState:
 * autoplay, autoplayType, contentStartTime, isAd, player, sticky, videoState, playerId;
 * videoPlaylist (deduplicated by id); inlineClick (id, click)). One module-level store shared by
 * every player on the page: it knows which player is the active one (the last to start), so
 * starting one pauses the others and only the active one may dock as the sticky player.
 */
import type { AutoplayType, PlayerStateCode, VideoState } from '../../shared/video/constants';
import { PLAYER_STATE } from '../../shared/video/constants';
import { appendToPlaylist } from '../../shared/video/playlist';
import type { PlayerVideo } from '../../shared/video/playerProps';
import { INITIAL_VIDEO_STATE } from './videoState';

export interface PlayerState {
  playerId: string;
  /** The id of the video this player plays (the Up next countdown and the duration follow it). */
  videoId: string;
  autoplay: boolean;
  autoplayType: AutoplayType;
  /** When the content (not an ad) first started playing, ms since the epoch. */
  contentStartTime: number | null;
  isAd: boolean;
  /** The player state code (001 §3: empty -2 … buffering 3). */
  player: PlayerStateCode;
  sticky: boolean;
  videoState: VideoState;
  /** Seconds of the file actually loaded, once its metadata is known (null before). */
  mediaDuration: number | null;
}

export interface VideoStoreState {
  /** The video of the active player. */
  video: PlayerVideo | null;
  /** The active player (the last one started). */
  activePlayerId: string | null;
  players: Readonly<Record<string, PlayerState>>;
  hasVideo: boolean;
  videoPlaylist: readonly PlayerVideo[];
  inlineClick: { id: string; click: boolean } | null;
}

type Listener = (state: VideoStoreState) => void;

const EMPTY: VideoStoreState = {
  video: null,
  activePlayerId: null,
  players: {},
  hasVideo: false,
  videoPlaylist: [],
  inlineClick: null,
};
let state = EMPTY;
const listeners = new Set<Listener>();
const videos = new Map<string, PlayerVideo>();

function set(next: VideoStoreState): void {
  state = next;
  for (const listener of [...listeners]) listener(state);
}

export function videoStore(): VideoStoreState {
  return state;
}

export function subscribeVideoStore(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function initialPlayerState(playerId: string, autoplayType: AutoplayType, videoId = ''): PlayerState {
  return {
    playerId,
    videoId,
    autoplay: autoplayType === 'AUTOPLAY',
    autoplayType,
    contentStartTime: null,
    isAd: false,
    player: PLAYER_STATE.empty,
    sticky: false,
    videoState: INITIAL_VIDEO_STATE,
    mediaDuration: null,
  };
}

/** A player appears: its video joins the playlist (once per id). */
export function registerPlayer(playerId: string, video: PlayerVideo): void {
  videos.set(playerId, video);
  set({
    ...state,
    players: { ...state.players, [playerId]: initialPlayerState(playerId, video.autoplayType, video.id) },
    hasVideo: true,
    videoPlaylist: appendToPlaylist(state.videoPlaylist, [video]),
  });
}

/** A player goes away (client navigation); the playlist keeps what the reader has seen. */
export function unregisterPlayer(playerId: string): void {
  videos.delete(playerId);
  const players = { ...state.players };
  delete players[playerId];
  const active = state.activePlayerId === playerId;
  set({
    ...state,
    players,
    hasVideo: Object.keys(players).length > 0,
    activePlayerId: active ? null : state.activePlayerId,
    video: active ? null : state.video,
  });
}

export function updatePlayer(playerId: string, patch: Partial<Omit<PlayerState, 'playerId'>>): void {
  const current = state.players[playerId];
  if (!current) return;
  const changed = Object.entries(patch).some(([key, value]) => current[key as keyof PlayerState] !== value);
  if (changed) set({ ...state, players: { ...state.players, [playerId]: { ...current, ...patch } } });
}

/** A player started: it becomes the active one (the others pause, see playerController). */
export function activatePlayer(playerId: string): void {
  if (state.activePlayerId !== playerId)
    set({ ...state, activePlayerId: playerId, video: videos.get(playerId) ?? null });
}

export function recordInlineClick(id: string): void {
  set({ ...state, inlineClick: { id, click: true } });
}

/** The state of the player that plays this video, if one is on the page. */
export function playerOfVideo(state: VideoStoreState, videoId: string): PlayerState | undefined {
  return Object.values(state.players).find((player) => player.videoId === videoId);
}

/**
 * Playlist advance across a client navigation (decision 020): the Up next countdown names the
 * video it leads to; that page's player, when it starts, takes the note and plays at once.
 */
let continueWith: string | null = null;

export function continuePlaylistWith(videoId: string | null): void {
  continueWith = videoId;
}

/** True (once) when the reader was led here by the Up next countdown. */
export function takeContinuation(videoId: string): boolean {
  if (continueWith !== videoId) return false;
  continueWith = null;
  return true;
}
