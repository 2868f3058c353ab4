/**
 * Live coverage constants (spec 000 §3 "Live item", §4 "Live items", §7, §8, §9; 001 §3 "Live
 * coverage", §4, §7, §8, §9). Values the spec leaves open are marked "Open value" and explained in
 * docs/decisions/015-live-coverage.md. The statuses themselves (000 §3 "new, viewed, existing") are
 * named once in shared/models/liveArticle.ts (`LIVE_ITEM_STATUSES`).
 */

import type { LiveItemStatus } from '../models/liveArticle';

/** 000 §4: "Items without status become new." */
export const DEFAULT_LIVE_ITEM_STATUS: LiveItemStatus = 'new';
/** 000 §3 / 001 §3: "sequence (defaults to 0)". */
export const DEFAULT_LIVE_SEQUENCE = 0;
/** Open value: the catch-up start of a channel that holds no item yet (every item is fetched). */
export const EMPTY_CHANNEL_CATCH_UP_START = 0;

/** 000 §7: the socket frame names. */
export const FRAME_SET_CHANNELS = 'set_channels';
export const FRAME_CHANNELS_SET = 'channels_set';
export const FRAME_SUBSCRIBE = 'subscribe';
/** Open value: the names of the frames that carry items and server-reported errors. */
export const FRAME_DATA = 'data';
export const FRAME_ERROR = 'error';

/** 000 §8: "Socket: code 4104 disconnects". */
export const SOCKET_DISCONNECT_CODE = 4104;
/** 000 §8: "4000 and 4001 only logged". */
export const SOCKET_LOG_ONLY_CODES: readonly number[] = [4000, 4001];
/** 000 §9: "Socket max retry 4" — disconnect after MORE than this many counted errors (000 §8). */
export const SOCKET_MAX_RETRY = 4;

/** Open value: reconnect backoff while the tab is visible: 1 s, doubling, at most 30 s. */
export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** Open value: reconnect backoff while the tab is hidden (fixed, no doubling below it). */
export const RECONNECT_HIDDEN_DELAY_MS = 60_000;
/** Open value: up to this fraction is added at random to every delay, so tabs do not reconnect in step. */
export const RECONNECT_JITTER_RATIO = 0.2;

/**
 * Open value: the log messages. The spec says only that these cases are logged (000 §8, 001 §8:
 * "Deserialization failure logged", "Missing sequence on a live item is logged", "Live retrieval
 * failure is logged only", socket error codes "logged").
 */
export const LIVE_MESSAGES = {
  deserializationFailed: 'Live socket frame could not be deserialized',
  itemsSkipped: 'Live socket frame carried items that could not be read',
  missingSequence: 'Live item has no sequence; 0 is used',
  retrievalFailed: 'Live items retrieval failed',
  socketErrorLogged: 'Live socket error',
  socketErrorCounted: 'Live socket error (counted as a retry)',
  socketDisconnected: 'Live socket disconnected by error code',
  socketRetriesExhausted: 'Live socket disconnected after too many retries',
  unknownChannel: 'Live socket data for a channel that is not set',
} as const;
export type LiveMessage = (typeof LIVE_MESSAGES)[keyof typeof LIVE_MESSAGES];
