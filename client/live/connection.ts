/**
 * The live socket's connection policy as a pure state machine (000 §7, §8, §9; 001 §7, §8):
 * `stepConnection(state, event)` returns the next state and the actions the runner (client/live)
 * performs. It opens the socket, sends set_channels with each channel's name and key, waits for
 * channels_set, subscribes per channel waiting for auth and fetches the catch-up items; it applies
 * the error-code rules exactly and reconnects after a backoff that is longer while the tab is hidden.
 *
 * The runner feeds: `open` and `close` (with the close code) of the socket, one event per decoded
 * text frame (`eventFromFrame`), `hidden`/`visible` from the page's visibility, and
 * `reconnect-due` when a scheduled timer fires. The browser's code-less `error` event is NOT fed:
 * the `close` that follows it carries the code.
 */
import { LIVE_MESSAGES, type LiveMessage } from '../../shared/live/constants';
import { reconnectDelayMs } from './backoff';
import { retriesExhausted, socketErrorKind } from './errorCodes';
import type { DecodeResult, OutgoingFrame } from '../../shared/live/frames';
import { setChannelsFrame, subscribeFrame } from './outgoing';
import type { ArrivingLiveItem } from '../../shared/live/item';

/** A live article's channel (001 §3 "channelDetails (namespace, name, key)") and its content id for catch-up. */
export type LiveChannel = { name: string; key?: string; contentId: string };

export type ConnectionPhase =
  | 'idle' // not started, or stopped
  | 'connecting' // socket opening
  | 'awaiting-channels' // open; set_channels sent, waiting for channels_set
  | 'subscribed' // channels set, subscribed per channel
  | 'waiting-reconnect' // closed; a reconnect is scheduled
  | 'disconnected'; // given up (4104 or too many retries); stays so

export type ConnectionState = Readonly<{
  phase: ConnectionPhase;
  channels: readonly LiveChannel[];
  hidden: boolean;
  /** Counted errors (000 §8 "logged and counted"); never reset for the life of the page. */
  retries: number;
  /** Reconnects scheduled since the channels were last set; drives the backoff. */
  attempt: number;
  /** Id of the latest scheduled reconnect; an older timer firing is ignored. */
  timer: number;
}>;

export type ConnectionEvent =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'open' }
  | { type: 'close'; code?: number }
  | { type: 'channels_set' }
  | { type: 'data'; channel: string; items: ArrivingLiveItem[]; skipped: number }
  | { type: 'error'; code?: number }
  | { type: 'invalid-frame'; error: string }
  | { type: 'hidden' }
  | { type: 'visible' }
  | { type: 'reconnect-due'; timer: number };

export type LogLevel = 'warn' | 'error';

export type ConnectionAction =
  | { type: 'connect' }
  | { type: 'send'; frame: OutgoingFrame }
  | { type: 'catch-up'; channel: string; contentId: string }
  | { type: 'merge'; channel: string; items: ArrivingLiveItem[] }
  | { type: 'log'; level: LogLevel; message: LiveMessage; detail?: Record<string, unknown> }
  /** Close the socket (if open) and never reconnect. */
  | { type: 'disconnect' }
  /** Replace any pending reconnect timer: fire `reconnect-due` with this `timer` after `delayMs`. */
  | { type: 'schedule-reconnect'; delayMs: number; timer: number };

export type Step = { state: ConnectionState; actions: ConnectionAction[] };

export function initialConnectionState(channels: readonly LiveChannel[], hidden = false): ConnectionState {
  return { phase: 'idle', channels, hidden, retries: 0, attempt: 0, timer: 0 };
}

/** Maps one decoded frame (`decodeFrame`) to the event it means. */
export function eventFromFrame(decoded: DecodeResult): ConnectionEvent {
  if (!decoded.ok) return { type: 'invalid-frame', error: decoded.error };
  const { frame } = decoded;
  switch (frame.type) {
    case 'channels_set':
      return { type: 'channels_set' };
    case 'data':
      return { type: 'data', channel: frame.channel, items: frame.items, skipped: frame.skipped };
    case 'error':
      return { type: 'error', code: frame.code };
  }
}

const OPEN_PHASES: readonly ConnectionPhase[] = ['awaiting-channels', 'subscribed'];
const LIVE_PHASES: readonly ConnectionPhase[] = ['connecting', 'awaiting-channels', 'subscribed', 'waiting-reconnect'];

const same = (state: ConnectionState): Step => ({ state, actions: [] });
const log = (level: LogLevel, message: LiveMessage, detail?: Record<string, unknown>): ConnectionAction =>
  detail === undefined ? { type: 'log', level, message } : { type: 'log', level, message, detail };

function schedule(state: ConnectionState, attempt: number, random: number): Step {
  const timer = state.timer + 1;
  const delayMs = reconnectDelayMs(attempt, state.hidden, random);
  return {
    state: { ...state, phase: 'waiting-reconnect', attempt: attempt + 1, timer },
    actions: [{ type: 'schedule-reconnect', delayMs, timer }],
  };
}

function disconnect(state: ConnectionState, message: LiveMessage, detail: Record<string, unknown>): Step {
  return {
    state: { ...state, phase: 'disconnected' },
    actions: [log('error', message, detail), { type: 'disconnect' }],
  };
}

/** The error-code rules of 000 §8 for an error frame (socket still open) or a close. */
function onSocketError(state: ConnectionState, code: number | undefined, closed: boolean, random: number): Step {
  const detail = { code: code ?? null };
  switch (socketErrorKind(code)) {
    case 'disconnect':
      return disconnect(state, LIVE_MESSAGES.socketDisconnected, detail);
    case 'log-only': {
      const logged = log('warn', LIVE_MESSAGES.socketErrorLogged, detail);
      if (!closed) return { state, actions: [logged] };
      const next = schedule(state, state.attempt, random);
      return { state: next.state, actions: [logged, ...next.actions] };
    }
    case 'counted': {
      const retries = state.retries + 1;
      const counted = { ...state, retries };
      if (retriesExhausted(retries))
        return disconnect(counted, LIVE_MESSAGES.socketRetriesExhausted, { ...detail, retries });
      const logged = log('warn', LIVE_MESSAGES.socketErrorCounted, { ...detail, retries });
      if (closed) {
        const next = schedule(counted, counted.attempt, random);
        return { state: next.state, actions: [logged, ...next.actions] };
      }
      // "else waiting for channels to be set again": ask for them again on the open socket.
      if (OPEN_PHASES.includes(state.phase)) {
        return {
          state: { ...counted, phase: 'awaiting-channels' },
          actions: [logged, { type: 'send', frame: setChannelsFrame(state.channels) }],
        };
      }
      return { state: counted, actions: [logged] };
    }
  }
}

/**
 * One step of the connection policy. Pure: the same state, event and `random` (jitter, [0, 1))
 * always give the same result.
 */
export function stepConnection(state: ConnectionState, event: ConnectionEvent, random: number = Math.random()): Step {
  switch (event.type) {
    case 'start':
      if (state.phase !== 'idle' || state.channels.length === 0) return same(state);
      return { state: { ...state, phase: 'connecting' }, actions: [{ type: 'connect' }] };
    case 'stop':
      if (!LIVE_PHASES.includes(state.phase)) return same(state);
      return {
        state: { ...state, phase: 'idle', attempt: 0, timer: state.timer + 1 },
        actions: [{ type: 'disconnect' }],
      };
    case 'open':
      if (state.phase !== 'connecting') return same(state);
      return {
        state: { ...state, phase: 'awaiting-channels' },
        actions: [{ type: 'send', frame: setChannelsFrame(state.channels) }],
      };
    case 'channels_set':
      if (state.phase !== 'awaiting-channels') return same(state);
      return {
        state: { ...state, phase: 'subscribed', attempt: 0 },
        actions: [
          ...state.channels.map((channel): ConnectionAction => ({ type: 'send', frame: subscribeFrame(channel.name) })),
          ...state.channels.map((channel): ConnectionAction => ({
            type: 'catch-up',
            channel: channel.name,
            contentId: channel.contentId,
          })),
        ],
      };
    case 'data': {
      if (!OPEN_PHASES.includes(state.phase)) return same(state);
      if (!state.channels.some((channel) => channel.name === event.channel)) {
        return { state, actions: [log('warn', LIVE_MESSAGES.unknownChannel, { channel: event.channel })] };
      }
      const actions: ConnectionAction[] = [];
      if (event.skipped > 0)
        actions.push(log('warn', LIVE_MESSAGES.itemsSkipped, { channel: event.channel, skipped: event.skipped }));
      if (event.items.length > 0) actions.push({ type: 'merge', channel: event.channel, items: event.items });
      return { state, actions };
    }
    case 'invalid-frame':
      if (!OPEN_PHASES.includes(state.phase)) return same(state);
      return { state, actions: [log('warn', LIVE_MESSAGES.deserializationFailed, { error: event.error })] };
    case 'error':
      if (!LIVE_PHASES.includes(state.phase) || state.phase === 'waiting-reconnect') return same(state);
      return onSocketError(state, event.code, false, random);
    case 'close':
      if (!LIVE_PHASES.includes(state.phase) || state.phase === 'waiting-reconnect') return same(state);
      return onSocketError(state, event.code, true, random);
    case 'hidden':
    case 'visible': {
      const hidden = event.type === 'hidden';
      if (hidden === state.hidden) return same(state);
      const next = { ...state, hidden };
      // A pending reconnect is rescheduled with the delay for the new visibility.
      if (state.phase !== 'waiting-reconnect') return same(next);
      return schedule(next, Math.max(0, state.attempt - 1), random);
    }
    case 'reconnect-due':
      if (state.phase !== 'waiting-reconnect' || event.timer !== state.timer) return same(state);
      return { state: { ...state, phase: 'connecting' }, actions: [{ type: 'connect' }] };
  }
}
