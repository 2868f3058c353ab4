/**
 * How late the event loop is, as the shedding decision needs it: a timer due every `intervalMs`
 * measures by how much it fires late, and the figure is the SMALLER of the last two samples.
 * One long task (start-up, a cold first render, a GC pause) is a single late tick and does not
 * count; a loop that stays late — overload — does, within two ticks. The timer does not hold
 * the process open.
 */

export interface LoopDelay {
  /** Milliseconds the loop has been late for the last two ticks. */
  current(): number;
  stop(): void;
}

export function startLoopDelay(intervalMs = 50): LoopDelay {
  let expected = performance.now() + intervalMs;
  let previous = 0;
  let last = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    previous = last;
    last = Math.max(0, now - expected);
    expected = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return {
    current: () => Math.min(previous, last),
    stop: () => clearInterval(timer),
  };
}
