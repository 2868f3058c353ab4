import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness';

describe('createReadiness', () => {
  it('is ready when every check passes', async () => {
    const readiness = createReadiness({ checks: { bundle: () => {}, async: async () => {} } });
    expect(await readiness.check()).toEqual({ ready: true, checks: { bundle: 'ok', async: 'ok' } });
  });

  it('is not ready when a check throws or hangs, and says why', async () => {
    const readiness = createReadiness({
      timeoutMs: 20,
      checks: {
        broken: () => {
          throw new Error('bundle missing');
        },
        slow: () => new Promise<void>(() => {}),
      },
    });
    expect(await readiness.check()).toEqual({
      ready: false,
      checks: { broken: 'bundle missing', slow: 'timed out after 20 ms' },
    });
  });

  it('is not ready once draining', async () => {
    const readiness = createReadiness();
    expect((await readiness.check()).ready).toBe(true);
    readiness.setDraining();
    expect(readiness.draining).toBe(true);
    expect(await readiness.check()).toEqual({ ready: false, checks: { shutdown: 'draining' } });
  });
});
