import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteData } from './siteData';

afterEach(() => {
  vi.useRealTimers();
});

describe('site-wide data', () => {
  it('loads every source at once and names what failed or was late', async () => {
    const started: string[] = [];
    const source = (name: string, load: () => Promise<unknown>) => ({ name, load: () => (started.push(name), load()) });
    const siteData = createSiteData([
      source('abtests cnet', async () => 'ok'),
      source('vanity dictionary cnet', () => new Promise(() => undefined)),
      source('navigation cnet', async () => Promise.reject(new Error('503 from upstream'))),
    ]);
    const deadline = new Promise<string>((resolve) =>
      setTimeout(() => resolve('not done within WARMUP_TIMEOUT_MS (800 ms)'), 20),
    );
    const outcome = await siteData.load(deadline);
    expect(started).toEqual(['abtests cnet', 'vanity dictionary cnet', 'navigation cnet']);
    expect(outcome).toEqual({
      loaded: ['abtests cnet'],
      skipped: [
        { name: 'vanity dictionary cnet', reason: 'not done within WARMUP_TIMEOUT_MS (800 ms)' },
        { name: 'navigation cnet', reason: '503 from upstream' },
      ],
    });
  });

  it('asks for every source again each interval until stopped, whatever a source answers', async () => {
    vi.useFakeTimers();
    const calls = { a: 0, b: 0 };
    const siteData = createSiteData([
      { name: 'a', load: async () => calls.a++ },
      { name: 'b', load: async () => Promise.reject(new Error(`failed ${++calls.b}`)) },
    ]);
    const stop = siteData.keepFresh(1000);
    await vi.advanceTimersByTimeAsync(3500);
    expect(calls).toEqual({ a: 3, b: 3 });
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual({ a: 3, b: 3 });
  });
});
