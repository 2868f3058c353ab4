/**
 * `/metrics` for readiness: the answer of the last check (a `/readyz` probe on either port) and
 * how often the answer changed, so an alert can tell a process that keeps dropping in and out of
 * the load balancer (flapping) from one that drains once on its way out.
 */
import type { Registry } from './metrics';

export function registerReadinessMetrics(registry: Registry): (ready: boolean) => void {
  const ready = registry.gauge({ name: 'neutron_ready', help: 'The last readiness check: 1 ready, 0 not ready.' });
  const transitions = registry.counter({
    name: 'neutron_readiness_transitions_total',
    help: 'Readiness checks whose answer differed from the check before, by the new state (ready, not_ready).',
    labelNames: ['state'],
  });
  // Both series exist from the start at 0, so the first change shows in increase().
  const to = { ready: transitions.labels('ready'), notReady: transitions.labels('not_ready') };
  let last: boolean | undefined;
  return (now) => {
    ready.set(now ? 1 : 0);
    if (last !== undefined && last !== now) (now ? to.ready : to.notReady).inc();
    last = now;
  };
}
