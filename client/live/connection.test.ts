import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_MESSAGES } from '../../shared/live/constants';
import {
  eventFromFrame,
  initialConnectionState,
  stepConnection,
  type ConnectionAction,
  type ConnectionEvent,
  type ConnectionPhase,
  type ConnectionState,
  type LiveChannel,
} from './connection';
import { decodeFrame } from '../../shared/live/frames';
import { setChannelsFrame, subscribeFrame } from './outgoing';
import { arrivingLiveItemSchema } from '../../shared/live/item';

const CHANNELS: LiveChannel[] = [
  { name: 'live-a', key: 'key-a', contentId: 'content-a' },
  { name: 'live-b', contentId: 'content-b' },
];
const SET_CHANNELS: ConnectionAction = { type: 'send', frame: setChannelsFrame(CHANNELS) };

/** Folds events with no jitter; returns the final state and every action in order. */
function run(events: ConnectionEvent[], from: ConnectionState = initialConnectionState(CHANNELS)) {
  let state = from;
  const actions: ConnectionAction[] = [];
  for (const event of events) {
    const step = stepConnection(state, event, 0);
    state = step.state;
    actions.push(...step.actions);
  }
  return { state, actions };
}
const types = (actions: ConnectionAction[]) => actions.map((action) => action.type);
const SUBSCRIBED: ConnectionEvent[] = [{ type: 'start' }, { type: 'open' }, { type: 'channels_set' }];
const subscribed = () => run(SUBSCRIBED).state;
const item = arrivingLiveItemSchema.parse({ id: 'i1', sequence: 2 });

describe('the protocol (000 §7: set_channels, channels_set, subscribe per channel waiting for auth)', () => {
  it('connects, sets channels with name and key, subscribes per channel and catches up', () => {
    const { state, actions } = run(SUBSCRIBED);
    expect(state.phase).toBe('subscribed');
    expect(actions).toEqual([
      { type: 'connect' },
      SET_CHANNELS,
      { type: 'send', frame: subscribeFrame('live-a') },
      { type: 'send', frame: subscribeFrame('live-b') },
      { type: 'catch-up', channel: 'live-a', contentId: 'content-a' },
      { type: 'catch-up', channel: 'live-b', contentId: 'content-b' },
    ]);
    expect(SET_CHANNELS).toEqual({
      type: 'send',
      frame: { type: 'set_channels', channels: [{ name: 'live-a', key: 'key-a' }, { name: 'live-b' }] },
    });
  });

  it('does nothing without channels', () => {
    expect(run([{ type: 'start' }], initialConnectionState([]))).toEqual({
      state: initialConnectionState([]),
      actions: [],
    });
  });

  it('merges data for a channel it set, logs skipped items, ignores data for other channels', () => {
    const { actions } = run(
      [
        { type: 'data', channel: 'live-a', items: [item], skipped: 0 },
        { type: 'data', channel: 'live-b', items: [], skipped: 2 },
        { type: 'data', channel: 'elsewhere', items: [item], skipped: 0 },
      ],
      subscribed(),
    );
    expect(actions).toEqual([
      { type: 'merge', channel: 'live-a', items: [item] },
      { type: 'log', level: 'warn', message: LIVE_MESSAGES.itemsSkipped, detail: { channel: 'live-b', skipped: 2 } },
      { type: 'log', level: 'warn', message: LIVE_MESSAGES.unknownChannel, detail: { channel: 'elsewhere' } },
    ]);
  });

  it('logs a deserialization failure and carries on (000 §8)', () => {
    const { state, actions } = run([eventFromFrame(decodeFrame('{oops'))], subscribed());
    expect(state.phase).toBe('subscribed');
    expect(actions).toEqual([
      {
        type: 'log',
        level: 'warn',
        message: LIVE_MESSAGES.deserializationFailed,
        detail: { error: 'frame is not JSON' },
      },
    ]);
  });

  it.each<[string, ConnectionEvent['type']]>([
    ['{"type":"channels_set"}', 'channels_set'],
    ['{"type":"data","channel":"live-a","data":{"id":"x"}}', 'data'],
    ['{"type":"error","code":4000}', 'error'],
    ['nonsense', 'invalid-frame'],
  ])('frame %s is the event %s', (text, type) => {
    expect(eventFromFrame(decodeFrame(text)).type).toBe(type);
  });
});

describe('error codes (000 §8 / 001 §8)', () => {
  const rows: Array<
    [name: string, event: ConnectionEvent, phase: ConnectionPhase, actions: ConnectionAction['type'][], retries: number]
  > = [
    ['error 4104 disconnects', { type: 'error', code: 4104 }, 'disconnected', ['log', 'disconnect'], 0],
    ['close 4104 disconnects', { type: 'close', code: 4104 }, 'disconnected', ['log', 'disconnect'], 0],
    ['error 4000 is only logged', { type: 'error', code: 4000 }, 'subscribed', ['log'], 0],
    ['error 4001 is only logged', { type: 'error', code: 4001 }, 'subscribed', ['log'], 0],
    [
      'close 4000 is not counted and reconnects',
      { type: 'close', code: 4000 },
      'waiting-reconnect',
      ['log', 'schedule-reconnect'],
      0,
    ],
    [
      'another error is counted and waits for channels to be set again',
      { type: 'error', code: 4500 },
      'awaiting-channels',
      ['log', 'send'],
      1,
    ],
    [
      'another close is counted and reconnects',
      { type: 'close', code: 1006 },
      'waiting-reconnect',
      ['log', 'schedule-reconnect'],
      1,
    ],
    ['a close without a code is counted', { type: 'close' }, 'waiting-reconnect', ['log', 'schedule-reconnect'], 1],
  ];
  it.each(rows)('%s', (_name, event, phase, actionTypes, retries) => {
    const { state, actions } = run([event], subscribed());
    expect(state.phase).toBe(phase);
    expect(types(actions)).toEqual(actionTypes);
    expect(state.retries).toBe(retries);
  });

  it('a counted error re-sends set_channels and subscribes again once channels_set arrives', () => {
    const { state, actions } = run([{ type: 'error', code: 4500 }, { type: 'channels_set' }], subscribed());
    expect(state.phase).toBe('subscribed');
    expect(actions[1]).toEqual(SET_CHANNELS);
    expect(types(actions.slice(2))).toEqual(['send', 'send', 'catch-up', 'catch-up']);
  });

  it('disconnects after more than 4 retries (000 §9 "Socket max retry 4")', () => {
    const four = run(
      Array.from({ length: 4 }, (): ConnectionEvent => ({ type: 'error', code: 4500 })),
      subscribed(),
    );
    expect(four.state).toMatchObject({ phase: 'awaiting-channels', retries: 4 });
    const fifth = stepConnection(four.state, { type: 'error', code: 4500 }, 0);
    expect(fifth.state).toMatchObject({ phase: 'disconnected', retries: 5 });
    expect(fifth.actions).toEqual([
      {
        type: 'log',
        level: 'error',
        message: LIVE_MESSAGES.socketRetriesExhausted,
        detail: { code: 4500, retries: 5 },
      },
      { type: 'disconnect' },
    ]);
  });

  it('counts retries across reconnects and never for 4000/4001', () => {
    const reconnect = (state: ConnectionState) =>
      run([{ type: 'reconnect-due', timer: state.timer }, { type: 'open' }, { type: 'channels_set' }], state).state;
    let state = subscribed();
    for (let round = 1; round <= 4; round += 1) {
      state = reconnect(run([{ type: 'close', code: 4001 }], state).state);
      state = run([{ type: 'close', code: 1006 }], state).state;
      expect(state).toMatchObject({ phase: 'waiting-reconnect', retries: round });
      state = reconnect(state);
    }
    expect(run([{ type: 'close', code: 1006 }], state).state.phase).toBe('disconnected');
  });

  it('stays disconnected: later events do nothing', () => {
    const gone = run([{ type: 'error', code: 4104 }], subscribed()).state;
    for (const event of [
      { type: 'close', code: 1006 },
      { type: 'open' },
      { type: 'start' },
      { type: 'visible' },
      { type: 'reconnect-due', timer: 0 },
    ] as ConnectionEvent[]) {
      expect(stepConnection(gone, event, 0)).toEqual({ state: gone, actions: [] });
    }
  });
});

describe('reconnecting with backoff, longer while the tab is hidden (decision 015)', () => {
  const delays = (events: ConnectionEvent[], from: ConnectionState) =>
    run(events, from).actions.flatMap((action) => (action.type === 'schedule-reconnect' ? [action.delayMs] : []));

  it('doubles per consecutive failed attempt and restarts once channels are set', () => {
    const failing: ConnectionEvent[] = [];
    for (let timer = 1; timer <= 3; timer += 1)
      failing.push({ type: 'close', code: 4000 }, { type: 'reconnect-due', timer });
    expect(delays(failing, subscribed())).toEqual([1_000, 2_000, 4_000]);
    const recovered = run([...failing, { type: 'open' }, { type: 'channels_set' }], subscribed()).state;
    expect(delays([{ type: 'close', code: 4000 }], recovered)).toEqual([1_000]);
  });

  it('uses the hidden delay while hidden and reschedules on visibility changes', () => {
    const { state, actions } = run(
      [{ type: 'hidden' }, { type: 'close', code: 4000 }, { type: 'visible' }],
      subscribed(),
    );
    expect(actions).toEqual([
      { type: 'log', level: 'warn', message: LIVE_MESSAGES.socketErrorLogged, detail: { code: 4000 } },
      { type: 'schedule-reconnect', delayMs: 60_000, timer: 1 },
      { type: 'schedule-reconnect', delayMs: 1_000, timer: 2 },
    ]);
    expect(stepConnection(state, { type: 'reconnect-due', timer: 1 }, 0).actions).toEqual([]);
    expect(stepConnection(state, { type: 'reconnect-due', timer: 2 }, 0).actions).toEqual([{ type: 'connect' }]);
  });

  it('changing visibility while connected schedules nothing', () => {
    const { state, actions } = run([{ type: 'hidden' }, { type: 'hidden' }], subscribed());
    expect(actions).toEqual([]);
    expect(state).toMatchObject({ phase: 'subscribed', hidden: true });
  });

  it('a failed connection attempt is a close like any other', () => {
    const { state, actions } = run([{ type: 'start' }, { type: 'close', code: 1006 }]);
    expect(state).toMatchObject({ phase: 'waiting-reconnect', retries: 1 });
    expect(types(actions)).toEqual(['connect', 'log', 'schedule-reconnect']);
  });

  it('stop closes the socket and invalidates a pending reconnect', () => {
    const waiting = run([{ type: 'close', code: 4000 }], subscribed()).state;
    const stopped = stepConnection(waiting, { type: 'stop' }, 0);
    expect(stopped.actions).toEqual([{ type: 'disconnect' }]);
    expect(stopped.state.phase).toBe('idle');
    expect(stepConnection(stopped.state, { type: 'reconnect-due', timer: waiting.timer }, 0).actions).toEqual([]);
  });
});

describe('driven by timers (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The smallest runner: applies actions, keeps one timer, records what was sent and connected. */
  function harness() {
    let state = initialConnectionState(CHANNELS);
    let pending: ReturnType<typeof setTimeout> | undefined;
    const log: string[] = [];
    const dispatch = (event: ConnectionEvent): void => {
      const step = stepConnection(state, event, 0);
      state = step.state;
      for (const action of step.actions) {
        if (action.type === 'schedule-reconnect') {
          clearTimeout(pending);
          pending = setTimeout(() => dispatch({ type: 'reconnect-due', timer: action.timer }), action.delayMs);
        } else log.push(action.type);
      }
    };
    return { dispatch, log, phase: () => state.phase };
  }

  it('reconnects after 1 s while visible and only after 60 s while hidden', () => {
    vi.useFakeTimers();
    const socket = harness();
    SUBSCRIBED.forEach(socket.dispatch);
    socket.log.length = 0;

    socket.dispatch({ type: 'close', code: 1006 });
    vi.advanceTimersByTime(999);
    expect(socket.phase()).toBe('waiting-reconnect');
    vi.advanceTimersByTime(1);
    expect(socket.phase()).toBe('connecting');

    socket.dispatch({ type: 'hidden' });
    socket.dispatch({ type: 'close', code: 1006 });
    vi.advanceTimersByTime(59_999);
    expect(socket.phase()).toBe('waiting-reconnect');
    vi.advanceTimersByTime(1);
    expect(socket.phase()).toBe('connecting');
    expect(socket.log).toEqual(['log', 'connect', 'log', 'connect']);
  });

  it('a tab becoming visible cuts a hidden wait short', () => {
    vi.useFakeTimers();
    const socket = harness();
    SUBSCRIBED.forEach(socket.dispatch);
    socket.dispatch({ type: 'hidden' });
    socket.dispatch({ type: 'close', code: 4001 });
    vi.advanceTimersByTime(10_000);
    socket.dispatch({ type: 'visible' });
    vi.advanceTimersByTime(1_000);
    expect(socket.phase()).toBe('connecting');
    vi.advanceTimersByTime(120_000);
    expect(socket.log.filter((entry) => entry === 'connect')).toHaveLength(2);
  });
});
