/**
 * The runner's wiring with a fake WebSocket, fetch and document: the frames it sends, the
 * catch-up after channels_set (from the last sequence plus 1, through the proxy), merges, the
 * error codes of 000 §8 and reconnecting after a close.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeLiveItems, emptyLiveItems, liveItemsOf, type LiveItemsState } from './store';
import { startLiveRunner, type LiveRunner } from './liveRunner';

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // Test side:
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const CHANNEL = { name: 'live-1', key: 'k', contentId: 'c-1' };
const seed = mergeLiveItems(emptyLiveItems(), 'live-1', [
  { id: 'a', sequence: 7, status: 'existing', deleted: false, body: '', important: false, pinned: false },
]);

let fetched: string[];
let catchUpItems: unknown[];
let items: LiveItemsState;
let runner: LiveRunner;
let logs: string[];

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  fetched = [];
  catchUpItems = [];
  logs = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', { setTimeout, clearTimeout });
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return { ok: true, json: async () => ({ data: { items: catchUpItems } }) };
  });
  for (const level of ['warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((message: string) => void logs.push(`${level}: ${message}`));
  items = seed;
  runner = startLiveRunner({
    channel: CHANNEL,
    site: 'cnet',
    socketUrl: 'ws://live.test/live/socket',
    initial: seed,
    onItems: (next) => (items = next),
    onPhase: () => {},
  });
});

afterEach(() => {
  runner.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function subscribe(socket: FakeSocket) {
  socket.open();
  socket.receive({ type: 'channels_set', channels: ['live-1'] });
  await vi.advanceTimersByTimeAsync(0);
}

describe('live runner', () => {
  it('sets channels with the key, subscribes waiting for auth and catches up from the last sequence plus 1', async () => {
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://live.test/live/socket');
    catchUpItems = [{ id: 'b', sequence: 8, body: '<p>caught up</p>' }];
    socket.open();
    expect(socket.sent).toEqual([{ type: 'set_channels', channels: [{ name: 'live-1', key: 'k' }] }]);
    socket.receive({ type: 'channels_set', channels: ['live-1'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent[1]).toEqual({ type: 'subscribe', channel: 'live-1', waitForAuth: true });
    expect(fetched).toEqual(['/api/live/items/cnet/c-1/8']);
    expect(liveItemsOf(items, 'live-1').map((item) => [item.id, item.status])).toEqual([
      ['b', 'new'],
      ['a', 'existing'],
    ]);
  });

  it('merges data frames: single, list and string; a deleted item is removed', async () => {
    const socket = FakeSocket.all[0]!;
    await subscribe(socket);
    socket.receive({ type: 'data', channel: 'live-1', data: { id: 'c', sequence: 9, body: '' } });
    socket.receive({ type: 'data', channel: 'live-1', data: [{ id: 'd', sequence: 10, body: '' }] });
    socket.receive({
      type: 'data',
      channel: 'live-1',
      data: JSON.stringify({ id: 'a', sequence: 7, deleted: true, body: '' }),
    });
    expect(liveItemsOf(items, 'live-1').map((item) => item.id)).toEqual(['d', 'c']);
    runner.markViewed();
    expect(liveItemsOf(items, 'live-1').map((item) => item.status)).toEqual(['viewed', 'viewed']);
  });

  it('keeps what the socket delivered while a catch-up was on its way: a late answer neither reverts an edit nor brings back a deleted item', async () => {
    let answer: (body: unknown) => void = () => {};
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      const body = await new Promise((resolve) => (answer = resolve));
      return { ok: true, json: async () => body };
    });
    const socket = FakeSocket.all[0]!;
    await subscribe(socket);
    expect(fetched).toEqual(['/api/live/items/cnet/c-1/8']);
    // The catch-up answer was drawn before these frames, and arrives after them.
    socket.receive({
      type: 'data',
      channel: 'live-1',
      data: { id: 'b', sequence: 8, body: '<p>published, then corrected</p>' },
    });
    socket.receive({ type: 'data', channel: 'live-1', data: { id: 'c', sequence: 9, deleted: true, body: '' } });
    answer({
      data: {
        items: [
          { id: 'b', sequence: 8, body: '<p>published</p>' },
          { id: 'c', sequence: 9, body: '<p>deleted since</p>' },
          { id: 'd', sequence: 10, body: '<p>only in the catch-up</p>' },
        ],
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(liveItemsOf(items, 'live-1').map((item) => [item.id, item.body])).toEqual([
      ['d', '<p>only in the catch-up</p>'],
      ['b', '<p>published, then corrected</p>'],
      ['a', ''],
    ]);
  });

  it('logs 4000 and 4001 only, disconnects on 4104', async () => {
    const socket = FakeSocket.all[0]!;
    await subscribe(socket);
    socket.receive({ type: 'error', code: 4000 });
    socket.receive({ type: 'error', code: 4001 });
    expect(socket.closedWith).toBeUndefined();
    socket.receive({ type: 'error', code: 4104 });
    expect(socket.closedWith).toBe(1000);
    expect(logs).toEqual([
      'warn: Live socket error',
      'warn: Live socket error',
      'error: Live socket disconnected by error code',
    ]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects after a dropped connection, catches up again, and gives up after more than 4 counted errors', async () => {
    await subscribe(FakeSocket.all[0]!);
    FakeSocket.all[0]!.drop(1006);
    await vi.advanceTimersByTimeAsync(1_300);
    expect(FakeSocket.all).toHaveLength(2);
    await subscribe(FakeSocket.all[1]!);
    expect(fetched).toEqual(['/api/live/items/cnet/c-1/8', '/api/live/items/cnet/c-1/8']);
    for (let count = 2; count <= 5; count++) FakeSocket.all[1]!.receive({ type: 'error', code: 4403 });
    expect(logs.at(-1)).toBe('error: Live socket disconnected after too many retries');
    expect(FakeSocket.all[1]!.closedWith).toBe(1000);
  });
});
