/**
 * How late the event loop is, as the shedding decision needs it: a timer due every `intervalMs`
 * measures by how much it fires late, and the figure is a moving average of those samples (each
 * new one weighs 30%). A single long task (a cold first render, a GC pause) raises it briefly
 * and is forgotten within a few ticks; a loop that keeps running late — overload, even when it
 * alternates long and short turns — keeps it high. The timer does not hold the process open.
 */

export interface LoopDelay {
  /** Milliseconds the loop is late, averaged over the last few ticks. */
  current(): number;
  stop(): void;
}

const WEIGHT = 0.3;

export function startLoopDelay(intervalMs = 50): LoopDelay {
  let expected = performance.now() + intervalMs;
  let average = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    average = average * (1 - WEIGHT) + Math.max(0, now - expected) * WEIGHT;
    expected = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return {
    current: () => average,
    stop: () => clearInterval(timer),
  };
}
