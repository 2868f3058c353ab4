/**
 * How long to wait before reconnecting the live socket (open values, decision 015): while the tab
 * is visible 1 s doubling per consecutive attempt up to 30 s; while it is hidden a fixed 60 s (or
 * the visible delay when that is longer). A random share of up to 20% is added so many tabs do not
 * reconnect in step after a service restart.
 */
import {
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_HIDDEN_DELAY_MS,
  RECONNECT_JITTER_RATIO,
  RECONNECT_MAX_DELAY_MS,
} from '../../shared/live/constants';

/**
 * @param attempt consecutive reconnects since the channels were last set (0 = first)
 * @param random a number in [0, 1); tests pass a fixed one
 */
export function reconnectDelayMs(attempt: number, hidden: boolean, random: number): number {
  const step = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const visible = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_BASE_DELAY_MS * 2 ** Math.min(step, 30));
  const base = hidden ? Math.max(visible, RECONNECT_HIDDEN_DELAY_MS) : visible;
  const share = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0;
  return Math.round(base * (1 + RECONNECT_JITTER_RATIO * share));
}
