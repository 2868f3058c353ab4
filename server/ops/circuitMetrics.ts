/**
 * `/metrics` for the circuit breakers (decision 054): each endpoint family's state
 * (0 closed, 1 half-open, 2 open) and how often it changed.
 */
import type { Breakers, CircuitState } from '../reliability/circuitBreaker';
import type { Registry } from './metrics';

const STATE_VALUE: Record<CircuitState, number> = { closed: 0, half_open: 1, open: 2 };

export function registerCircuitMetrics(
  registry: Registry,
  breakers: () => Breakers | undefined,
): (family: string, state: CircuitState) => void {
  const state = registry.gauge({
    name: 'neutron_circuit_state',
    help: 'Circuit breaker state by endpoint family: 0 closed, 1 half-open, 2 open.',
    labelNames: ['endpoint'],
  });
  const changes = registry.counter({
    name: 'neutron_circuit_transitions_total',
    help: 'Circuit breaker state changes by endpoint family and new state.',
    labelNames: ['endpoint', 'state'],
  });
  registry.onCollect(() => {
    const all = breakers();
    for (const family of all?.families() ?? []) state.labels(family).set(STATE_VALUE[all!.state(family)]);
  });
  return (family, next) => changes.labels(family, next).inc();
}
