import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../../test/support/prometheusText';
import { Registry } from './metrics';
import { createReadiness } from './readiness';
import { registerReadinessMetrics } from './readinessMetrics';

async function figures(
  registry: Registry,
): Promise<{ ready: number | undefined; toReady: number; toNotReady: number }> {
  const families = parsePrometheusText(await registry.render());
  const transitions = families.get('neutron_readiness_transitions_total')?.samples ?? [];
  const count = (state: string) => transitions.find((sample) => sample.labels.state === state)?.value ?? Number.NaN;
  return {
    ready: families.get('neutron_ready')?.samples[0]?.value,
    toReady: count('ready'),
    toNotReady: count('not_ready'),
  };
}

describe('readiness metrics', () => {
  it('count each change of the answer, not each check, from series that start at 0', async () => {
    const registry = new Registry();
    let upstreamUp = true;
    const readiness = createReadiness({
      checks: {
        contentApi: () => {
          if (!upstreamUp) throw new Error('content API down');
        },
      },
      onReport: registerReadinessMetrics(registry),
    });
    expect(await figures(registry)).toEqual({ ready: undefined, toReady: 0, toNotReady: 0 });
    // Probes every few seconds: ready, ready, down twice, up, down, then draining.
    for (const up of [true, true, false, false, true, false]) {
      upstreamUp = up;
      await readiness.check();
    }
    expect(await figures(registry)).toEqual({ ready: 0, toReady: 1, toNotReady: 2 });
    upstreamUp = true;
    await readiness.check();
    readiness.setDraining();
    await readiness.check();
    await readiness.check();
    expect(await figures(registry)).toEqual({ ready: 0, toReady: 2, toNotReady: 3 });
  });
});
