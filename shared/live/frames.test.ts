import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from './constants';
import { decodeFrame as readFrame } from '../../client/live/frameReader';
import { decodeFrame as schemaFrame, outgoingFrameSchema } from './frames';
import { encodeFrame, setChannelsFrame, subscribeFrame } from '../../client/live/outgoing';
import { BAD_FRAMES } from './wireCorpus';

/** Both readings of frames: the zod schemas (server, Node) and the browser's zod-free decoder. */
const decoders = [
  ['zod schemas', schemaFrame],
  ['browser decoder', readFrame],
] as const;

describe('outgoing frames (000 §7: "set_channels with channel name and key", "subscribes per channel waiting for auth")', () => {
  const rows: Array<[name: string, frame: ReturnType<typeof subscribeFrame>, wire: unknown]> = [
    [
      'set_channels',
      setChannelsFrame([{ name: 'live-a', key: 'k1' }, { name: 'live-b' }]),
      { type: 'set_channels', channels: [{ name: 'live-a', key: 'k1' }, { name: 'live-b' }] },
    ],
    ['subscribe', subscribeFrame('live-a'), { type: 'subscribe', channel: 'live-a', waitForAuth: true }],
  ];
  it.each(rows)('%s', (_name, frame, wire) => {
    const text = encodeFrame(frame);
    expect(JSON.parse(text)).toEqual(wire);
    expect(outgoingFrameSchema.safeParse(JSON.parse(text)).success).toBe(true);
  });

  it('set_channels needs at least one channel with a name', () => {
    expect(outgoingFrameSchema.safeParse({ type: 'set_channels', channels: [] }).success).toBe(false);
    expect(outgoingFrameSchema.safeParse({ type: 'set_channels', channels: [{ name: '' }] }).success).toBe(false);
  });
});

const item = { id: 'i1', sequence: 3, body: '<p>x</p>' };

describe.each(decoders)(
  'incoming frames (000 §7: "receives channels_set"; "Received data is deserialized, single or array"): %s',
  (_decoder, decodeFrame) => {
    const rows: Array<[name: string, text: string, frame: unknown]> = [
      ['channels_set', '{"type":"channels_set"}', { type: 'channels_set' }],
      [
        'channels_set naming channels',
        '{"type":"channels_set","channels":["a"]}',
        { type: 'channels_set', channels: ['a'] },
      ],
      [
        'one item',
        JSON.stringify({ type: 'data', channel: 'a', data: item }),
        { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1', sequence: 3 })] },
      ],
      [
        'an array of items',
        JSON.stringify({ type: 'data', channel: 'a', data: [item, { ...item, id: 7, sequence: undefined }] }),
        {
          type: 'data',
          channel: 'a',
          skipped: 0,
          items: [expect.objectContaining({ id: 'i1' }), expect.objectContaining({ id: '7' })],
        },
      ],
      [
        'an item serialized as a string',
        JSON.stringify({ type: 'data', channel: 'a', data: JSON.stringify(item) }),
        { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1' })] },
      ],
      [
        'an array serialized as a string',
        JSON.stringify({ type: 'data', channel: 'a', data: JSON.stringify([item]) }),
        { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1' })] },
      ],
      [
        'unreadable entries of an array are skipped',
        JSON.stringify({ type: 'data', channel: 'a', data: [item, { nope: 1 }, 5] }),
        { type: 'data', channel: 'a', skipped: 2, items: [expect.objectContaining({ id: 'i1' })] },
      ],
      [
        'an empty array',
        JSON.stringify({ type: 'data', channel: 'a', data: [] }),
        { type: 'data', channel: 'a', skipped: 0, items: [] },
      ],
      [
        'a deleted flag',
        JSON.stringify({ type: 'data', channel: 'a', data: { id: 'i1', deleted: true } }),
        { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1', deleted: true })] },
      ],
      ['an error code', '{"type":"error","code":4104,"message":"bye"}', { type: 'error', code: 4104, message: 'bye' }],
    ];
    it.each(rows)('%s', (_name, text, frame) => {
      expect(decodeFrame(text)).toEqual({ ok: true, frame });
    });
  },
);

describe.each(decoders)(
  'deserialization failures are results, never throws (000 §8 "Deserialization failure logged"): %s',
  (_decoder, decodeFrame) => {
    it.each(BAD_FRAMES)('%s', (_name, text) => {
      const result = decodeFrame(text);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toBe(LIVE_MESSAGES.deserializationFailed);
        expect(result.error.length).toBeGreaterThan(0);
      }
    });
  },
);
