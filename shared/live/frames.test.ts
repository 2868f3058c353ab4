import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from './constants';
import { decodeFrame, encodeFrame, outgoingFrameSchema, setChannelsFrame, subscribeFrame } from './frames';

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

describe('incoming frames (000 §7: "receives channels_set"; "Received data is deserialized, single or array")', () => {
  const rows: Array<[name: string, text: string, frame: unknown]> = [
    ['channels_set', '{"type":"channels_set"}', { type: 'channels_set' }],
    ['channels_set naming channels', '{"type":"channels_set","channels":["a"]}', { type: 'channels_set', channels: ['a'] }],
    ['one item', JSON.stringify({ type: 'data', channel: 'a', data: item }), { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1', sequence: 3 })] }],
    [
      'an array of items',
      JSON.stringify({ type: 'data', channel: 'a', data: [item, { ...item, id: 7, sequence: undefined }] }),
      { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1' }), expect.objectContaining({ id: '7' })] },
    ],
    ['an item serialized as a string', JSON.stringify({ type: 'data', channel: 'a', data: JSON.stringify(item) }), { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1' })] }],
    ['an array serialized as a string', JSON.stringify({ type: 'data', channel: 'a', data: JSON.stringify([item]) }), { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1' })] }],
    ['unreadable entries of an array are skipped', JSON.stringify({ type: 'data', channel: 'a', data: [item, { nope: 1 }, 5] }), { type: 'data', channel: 'a', skipped: 2, items: [expect.objectContaining({ id: 'i1' })] }],
    ['an empty array', JSON.stringify({ type: 'data', channel: 'a', data: [] }), { type: 'data', channel: 'a', skipped: 0, items: [] }],
    ['a deleted flag', JSON.stringify({ type: 'data', channel: 'a', data: { id: 'i1', deleted: true } }), { type: 'data', channel: 'a', skipped: 0, items: [expect.objectContaining({ id: 'i1', deleted: true })] }],
    ['an error code', '{"type":"error","code":4104,"message":"bye"}', { type: 'error', code: 4104, message: 'bye' }],
  ];
  it.each(rows)('%s', (_name, text, frame) => {
    expect(decodeFrame(text)).toEqual({ ok: true, frame });
  });
});

describe('deserialization failures are results, never throws (000 §8 "Deserialization failure logged")', () => {
  const rows: Array<[name: string, text: unknown]> = [
    ['not text', new Uint8Array([1, 2])],
    ['undefined', undefined],
    ['not JSON', '{type:'],
    ['empty', ''],
    ['JSON but not an object', '42'],
    ['null', 'null'],
    ['an unknown type', '{"type":"hello"}'],
    ['no type', '{"channel":"a"}'],
    ['data without a channel', JSON.stringify({ type: 'data', data: item })],
    ['data that is a number', JSON.stringify({ type: 'data', channel: 'a', data: 3 })],
    ['a single unreadable item', JSON.stringify({ type: 'data', channel: 'a', data: { sequence: 1 } })],
    ['a string that is not JSON', JSON.stringify({ type: 'data', channel: 'a', data: '{oops' })],
    ['an error without a code', '{"type":"error"}'],
    ['an item without id, only a __proto__ key', '{"type":"data","channel":"a","data":{"__proto__":{"x":1}}}'],
  ];
  it.each(rows)('%s', (_name, text) => {
    const result = decodeFrame(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe(LIVE_MESSAGES.deserializationFailed);
      expect(result.error.length).toBeGreaterThan(0);
    }
  });
});
