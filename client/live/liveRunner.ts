/**
 * Runs live coverage in the browser: a WebSocket to the live-coverage service driven by the
 * connection state machine of client/live/connection.ts, the items kept with the store of
 * client/live/store.ts, and the catch-up call (through Neutron's same-origin proxy) after every
 * channels_set — so after the first connect and after every reconnect. The page's visibility
 * feeds the machine, which backs off longer while the tab is hidden. Loaded lazily by
 * LiveUpdates, only on live pages. Frames and catch-up bodies are read by the zod-free
 * client/live/frameReader.ts (decision 021): no schema library reaches the browser.
 */
import {
  initialConnectionState,
  eventFromFrame,
  stepConnection,
  type ConnectionAction,
  type ConnectionEvent,
  type ConnectionPhase,
  type LiveChannel,
} from './connection';
import { LIVE_MESSAGES } from '../../shared/live/constants';
import { decodeFrame, readCatchUpResponse } from './frameReader';
import type { ArrivingLiveItem } from '../../shared/live/item';
import { encodeFrame } from './outgoing';
import { liveItemsProxyUrl } from '../../shared/live/proxy';
import { catchUpStart, markExisting, markViewed, mergeLiveItems, type LiveItemsState } from './store';

export interface LiveRunnerOptions {
  channel: LiveChannel;
  site: string;
  socketUrl: string;
  initial: LiveItemsState;
  /** Every change of the items; `arrived` holds the ids whose content came from the service. */
  onItems(items: LiveItemsState, arrived: ReadonlySet<string>): void;
  onPhase(phase: ConnectionPhase): void;
}

export interface LiveRunner {
  markViewed(): void;
  markExisting(): void;
  stop(): void;
}

function log(level: 'warn' | 'error', message: string, detail?: Record<string, unknown>): void {
  if (level === 'warn') console.warn(message, detail ?? {});
  else console.error(message, detail ?? {});
}

export function startLiveRunner(options: LiveRunnerOptions): LiveRunner {
  const { channel } = options;
  let state = initialConnectionState([channel], document.visibilityState === 'hidden');
  let items = options.initial;
  const arrived = new Set<string>();
  let socket: WebSocket | null = null;
  let timer: number | undefined;
  // Socket frames merged so far, and for each item id the count when the socket last delivered
  // it: a catch-up answer drawn before a frame must not undo it (an edit reverted, a deleted
  // item back) when the answer arrives after the frame.
  let socketMerges = 0;
  const fromSocket = new Map<string, number>();

  const publish = (next: LiveItemsState) => {
    if (next === items) return;
    items = next;
    options.onItems(items, arrived);
  };

  const merge = (name: string, incoming: readonly ArrivingLiveItem[]) => {
    for (const item of incoming) arrived.add(item.id);
    publish(mergeLiveItems(items, name, incoming, (info) => log('warn', LIVE_MESSAGES.missingSequence, info)));
  };

  const catchUp = async (name: string, contentId: string) => {
    const start = catchUpStart(items, name);
    const since = socketMerges;
    try {
      const res = await fetch(liveItemsProxyUrl(options.site, contentId, start), {
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const result = readCatchUpResponse(await res.json());
      if (!result.ok) throw new Error(result.error);
      // What the socket delivered while the answer was on its way is newer than the answer.
      merge(
        name,
        result.items.filter((item) => (fromSocket.get(item.id) ?? 0) <= since),
      );
    } catch (error) {
      // 001 §8: "Live retrieval failure is logged only."
      log('warn', LIVE_MESSAGES.retrievalFailed, {
        contentId,
        start,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const connect = () => {
    socket?.close();
    let ws: WebSocket;
    try {
      ws = new WebSocket(options.socketUrl);
    } catch {
      // A socket URL the browser refuses counts as a failed connection.
      socket = null;
      queueMicrotask(() => feed({ type: 'close' }));
      return;
    }
    socket = ws;
    ws.onopen = () => socket === ws && feed({ type: 'open' });
    ws.onmessage = (event: MessageEvent) => socket === ws && feed(eventFromFrame(decodeFrame(event.data)));
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      // 1005 "no status" is what a close without a code reads as: the machine's code-less close.
      feed({ type: 'close', code: event.code === 1005 ? undefined : event.code });
    };
  };

  const perform = (action: ConnectionAction) => {
    switch (action.type) {
      case 'connect':
        return connect();
      case 'send':
        if (socket?.readyState === WebSocket.OPEN) socket.send(encodeFrame(action.frame));
        return;
      case 'catch-up':
        void catchUp(action.channel, action.contentId);
        return;
      case 'merge':
        socketMerges++;
        for (const item of action.items) fromSocket.set(item.id, socketMerges);
        return merge(action.channel, action.items);
      case 'log':
        return log(action.level, action.message, action.detail);
      case 'disconnect': {
        const ws = socket;
        socket = null;
        window.clearTimeout(timer);
        ws?.close(1000);
        return;
      }
      case 'schedule-reconnect':
        window.clearTimeout(timer);
        timer = window.setTimeout(() => feed({ type: 'reconnect-due', timer: action.timer }), action.delayMs);
        return;
    }
  };

  function feed(event: ConnectionEvent): void {
    const before = state.phase;
    const step = stepConnection(state, event);
    state = step.state;
    for (const action of step.actions) perform(action);
    if (state.phase !== before) options.onPhase(state.phase);
  }

  const onVisibility = () => feed({ type: document.visibilityState === 'hidden' ? 'hidden' : 'visible' });
  document.addEventListener('visibilitychange', onVisibility);
  feed({ type: 'start' });

  return {
    markViewed: () => publish(markViewed(items, channel.name)),
    markExisting: () => publish(markExisting(items, channel.name)),
    stop() {
      document.removeEventListener('visibilitychange', onVisibility);
      feed({ type: 'stop' });
    },
  };
}
