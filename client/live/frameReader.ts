/**
 * The browser's reading of what the live-coverage service and the catch-up call send: socket
 * frames (000 §7 "receives channels_set …"; "Received data is deserialized, single or array") and
 * the live items response (000 §7 "response data.items merged into channel"). Hand-written and
 * zod-free, so live pages do not ship a schema library (decision 021, "The browser's decoder");
 * it reads exactly like the zod schemas of frames.ts and catchUp.ts (the reference, used on the
 * server), which wireAgreement.test.ts checks on one corpus of good and bad input.
 *
 * Same rules as there (decision 015): decoding never throws; anything unreadable is a failure
 * carrying LIVE_MESSAGES.deserializationFailed; in a list, unreadable items are dropped and
 * counted in `skipped`; a single unreadable item fails the frame; `data` may be a JSON string.
 */
import { FRAME_CHANNELS_SET, FRAME_DATA, FRAME_ERROR, LIVE_MESSAGES } from '../../shared/live/constants';
import type { CatchUpResult } from '../../shared/live/catchUp';
import type { DecodeResult, IncomingFrame } from '../../shared/live/frames';
import type { ArrivingLiveItem } from '../../shared/live/item';
import { UNREADABLE, integer, isRecord, nonEmptyText, readArrivingLiveItem, text, validItems } from './itemReader';

const NOT_JSON = Symbol('not json');

function parseJson(source: string): unknown {
  try {
    return JSON.parse(source) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function failure(error: string): DecodeResult {
  return { ok: false, message: LIVE_MESSAGES.deserializationFailed, error };
}

/** zod's `z.record` input: an object whose prototype is Object's (or none). */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function channelsSet(json: Record<string, unknown>): DecodeResult {
  const channels = json.channels;
  if (channels === undefined)
    return {
      ok: true,
      frame: 'channels' in json ? { type: FRAME_CHANNELS_SET, channels: undefined } : { type: FRAME_CHANNELS_SET },
    };
  if (!Array.isArray(channels) || channels.some((name) => nonEmptyText(name) === UNREADABLE))
    return failure('channels: not a list of channel names');
  return { ok: true, frame: { type: FRAME_CHANNELS_SET, channels: channels as string[] } };
}

function errorFrame(json: Record<string, unknown>): DecodeResult {
  const code = integer(json.code);
  if (code === UNREADABLE) return failure('code: not an integer');
  const message = json.message;
  if (message !== undefined && text(message) === UNREADABLE) return failure('message: not text');
  const frame: IncomingFrame =
    'message' in json
      ? { type: FRAME_ERROR, code, message: message as string | undefined }
      : { type: FRAME_ERROR, code };
  return { ok: true, frame };
}

function dataFrame(json: Record<string, unknown>): DecodeResult {
  const channel = nonEmptyText(json.channel);
  if (channel === UNREADABLE) return failure('channel: not a channel name');
  const data = typeof json.data === 'string' ? parseJson(json.data) : json.data;
  const list = Array.isArray(data);
  if (!list && !isPlainRecord(data)) return failure('data: neither an item nor a list');
  const raw: unknown[] = list ? data : [data];
  const items: ArrivingLiveItem[] = [];
  for (const entry of raw) {
    const item = readArrivingLiveItem(entry);
    if (item !== UNREADABLE) items.push(item);
  }
  if (!list && items.length === 0) return failure('data is not a live item');
  return { ok: true, frame: { type: FRAME_DATA, channel, items, skipped: raw.length - items.length } };
}

/**
 * Decodes one text message from the socket. Never throws: anything unreadable is a failure the
 * caller logs (000 §8 "Deserialization failure logged").
 */
export function decodeFrame(message: unknown): DecodeResult {
  if (typeof message !== 'string') return failure('frame is not text');
  const json = parseJson(message);
  if (json === NOT_JSON) return failure('frame is not JSON');
  if (!isRecord(json)) return failure('frame is not an object');
  switch (json.type) {
    case FRAME_CHANNELS_SET:
      return channelsSet(json);
    case FRAME_DATA:
      return dataFrame(json);
    case FRAME_ERROR:
      return errorFrame(json);
    default:
      return failure('type: not a frame type');
  }
}

const readItems = validItems(readArrivingLiveItem);

/**
 * Reads the catch-up response body (already JSON-parsed). Never throws: a body without
 * `data.items` is a failure the caller only logs (001 §8 "Live retrieval failure is logged only");
 * entries that cannot be read are dropped.
 */
export function readCatchUpResponse(body: unknown): CatchUpResult {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return { ok: false, error: 'data: not an object' };
  const items = readItems(data.items);
  if (items === UNREADABLE) return { ok: false, error: 'data.items: not a list' };
  return { ok: true, items };
}
