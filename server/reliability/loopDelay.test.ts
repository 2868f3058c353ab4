import { describe, expect, it } from 'vitest';
import { startLoopDelay } from './loopDelay';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('startLoopDelay', () => {
  it('forgets one long task within a few ticks, and sees a loop that stays late', async () => {
    const delay = startLoopDelay(10);
    try {
      await sleep(40);
      block(300);
      await sleep(60); // one late tick, then ticks on time
      expect(delay.current()).toBeLessThan(300);
      for (let i = 0; i < 6; i++) {
        block(200);
        await sleep(0);
        await sleep(1);
      }
      expect(delay.current()).toBeGreaterThanOrEqual(100);
    } finally {
      delay.stop();
    }
  });
});
