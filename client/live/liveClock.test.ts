import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_TIME_REFRESH_MS, tickWhileVisible, type VisibilitySource } from './liveClock';

class FakeDocument extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('tickWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks once per interval while the tab is visible', () => {
    const doc = new FakeDocument();
    const tick = vi.fn();
    const stop = tickWhileVisible(doc, LIVE_TIME_REFRESH_MS, tick);
    vi.advanceTimersByTime(LIVE_TIME_REFRESH_MS - 1);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3 * LIVE_TIME_REFRESH_MS);
    expect(tick).toHaveBeenCalledTimes(4);
    stop();
  });

  it('does not tick while hidden, and refreshes at once when visible again', () => {
    const doc = new FakeDocument();
    const tick = vi.fn();
    const stop = tickWhileVisible(doc, LIVE_TIME_REFRESH_MS, tick);
    doc.set('hidden');
    vi.advanceTimersByTime(10 * LIVE_TIME_REFRESH_MS);
    expect(tick).not.toHaveBeenCalled();
    doc.set('visible');
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIVE_TIME_REFRESH_MS);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
  });

  it('starts paused in a hidden tab', () => {
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    const tick = vi.fn();
    const stop = tickWhileVisible(doc, LIVE_TIME_REFRESH_MS, tick);
    vi.advanceTimersByTime(5 * LIVE_TIME_REFRESH_MS);
    expect(tick).not.toHaveBeenCalled();
    stop();
  });

  it('a repeated visible event does not start a second interval', () => {
    const doc = new FakeDocument();
    const tick = vi.fn();
    const stop = tickWhileVisible(doc, LIVE_TIME_REFRESH_MS, tick);
    doc.set('visible');
    vi.advanceTimersByTime(LIVE_TIME_REFRESH_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops for good when stopped', () => {
    const doc = new FakeDocument();
    const tick = vi.fn();
    tickWhileVisible(doc, LIVE_TIME_REFRESH_MS, tick)();
    doc.set('hidden');
    doc.set('visible');
    vi.advanceTimersByTime(5 * LIVE_TIME_REFRESH_MS);
    expect(tick).not.toHaveBeenCalled();
  });
});
