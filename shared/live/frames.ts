/**
 * The live coverage socket frames (000 §7 / 001 §7: "sends set_channels with channel name and key,
 * receives channels_set, then subscribes per channel waiting for auth. Received data is
 * deserialized, single or array"). Every frame is one JSON text message `{ type, ... }`; the shape
 * around the spec's names is ours (docs/decisions/015-live-coverage.md).
 *
 * These zod schemas are the reference reading: the local service validates what clients send with
 * them, and Node-side code and tests decode with `decodeFrame` here. The browser decodes with the
 * hand-written, zod-free frameReader.ts instead (decision 021, "The browser's decoder"), and
 * wireAgreement.test.ts runs one corpus through both and requires the same results.
 */
import { z } from 'zod';
import {
  FRAME_CHANNELS_SET,
  FRAME_DATA,
  FRAME_ERROR,
  FRAME_SET_CHANNELS,
  FRAME_SUBSCRIBE,
  LIVE_MESSAGES,
} from './constants';
import { arrivingLiveItemSchema, type ArrivingLiveItem } from './item';

const channelName = z.string().min(1);

/** One channel to set: the live article's channelDetails name and key (000 §7 "{key}"). */
export const channelCredentialsSchema = z.object({ name: channelName, key: z.string().optional() });
export type ChannelCredentials = z.infer<typeof channelCredentialsSchema>;

// ---- out (client → service)
export const setChannelsFrameSchema = z.object({
  type: z.literal(FRAME_SET_CHANNELS),
  channels: z.array(channelCredentialsSchema).min(1),
});
export const subscribeFrameSchema = z.object({
  type: z.literal(FRAME_SUBSCRIBE),
  channel: channelName,
  /** 000 §7: "subscribes per channel waiting for auth". */
  waitForAuth: z.literal(true),
});
export const outgoingFrameSchema = z.discriminatedUnion('type', [setChannelsFrameSchema, subscribeFrameSchema]);
export type OutgoingFrame = z.infer<typeof outgoingFrameSchema>;

// Built and encoded zod-free (the browser sends them): outgoing.ts.

// ---- in (service → client)
export const channelsSetFrameSchema = z.object({
  type: z.literal(FRAME_CHANNELS_SET),
  channels: z.array(channelName).optional(),
});

/** "deserialized, single or array": `data` is one item, a list, or either as a JSON string. */
const dataPayloadSchema = z.preprocess(
  (value) => (typeof value === 'string' ? parseJson(value) : value),
  z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
);

export const dataFrameSchema = z.object({
  type: z.literal(FRAME_DATA),
  channel: channelName,
  data: dataPayloadSchema,
});

export const errorFrameSchema = z.object({
  type: z.literal(FRAME_ERROR),
  code: z.number().int(),
  message: z.string().optional(),
});

export const incomingFrameSchema = z.discriminatedUnion('type', [
  channelsSetFrameSchema,
  dataFrameSchema,
  errorFrameSchema,
]);

/** A decoded incoming frame, data frames with their items read. */
export type IncomingFrame =
  | { type: typeof FRAME_CHANNELS_SET; channels?: string[] }
  | { type: typeof FRAME_DATA; channel: string; items: ArrivingLiveItem[]; skipped: number }
  | { type: typeof FRAME_ERROR; code: number; message?: string };

export type DecodeResult = { ok: true; frame: IncomingFrame } | { ok: false; message: string; error: string };

const NOT_JSON = Symbol('not json');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function failure(error: string): DecodeResult {
  return { ok: false, message: LIVE_MESSAGES.deserializationFailed, error };
}

/**
 * Decodes one text message from the socket. Never throws: anything unreadable is a failure the
 * caller logs (000 §8 "Deserialization failure logged"). In a list, items that cannot be read are
 * dropped and counted in `skipped`; a single unreadable item fails the frame.
 */
export function decodeFrame(text: unknown): DecodeResult {
  if (typeof text !== 'string') return failure('frame is not text');
  const json = parseJson(text);
  if (json === NOT_JSON) return failure('frame is not JSON');
  const parsed = incomingFrameSchema.safeParse(json);
  if (!parsed.success) return failure(z.prettifyError(parsed.error));
  const frame = parsed.data;
  if (frame.type !== FRAME_DATA) return { ok: true, frame };
  const raw = Array.isArray(frame.data) ? frame.data : [frame.data];
  const items: ArrivingLiveItem[] = [];
  for (const entry of raw) {
    const item = arrivingLiveItemSchema.safeParse(entry);
    if (item.success) items.push(item.data);
  }
  if (!Array.isArray(frame.data) && items.length === 0) return failure('data is not a live item');
  return { ok: true, frame: { type: FRAME_DATA, channel: frame.channel, items, skipped: raw.length - items.length } };
}
