/**
 * The frames the client sends (000 §7: "sends set_channels with channel name and key {key}, …
 * then subscribes per channel waiting for auth"), built and encoded without zod, so the browser's
 * live path (connection machine, runner) carries no schema library. Their shapes are the zod
 * schemas of frames.ts, which the service validates them with; the types come from there.
 */
import type { ChannelCredentials, OutgoingFrame } from '../../shared/live/frames';
import { FRAME_SET_CHANNELS, FRAME_SUBSCRIBE } from '../../shared/live/constants';

export function setChannelsFrame(channels: readonly ChannelCredentials[]): OutgoingFrame {
  return {
    type: FRAME_SET_CHANNELS,
    channels: channels.map(({ name, key }) => (key === undefined ? { name } : { name, key })),
  };
}

export function subscribeFrame(channel: string): OutgoingFrame {
  return { type: FRAME_SUBSCRIBE, channel, waitForAuth: true };
}

export function encodeFrame(frame: OutgoingFrame): string {
  return JSON.stringify(frame);
}
