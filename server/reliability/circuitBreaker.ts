/**
 * Circuit breakers per upstream endpoint family (decision 054). Each family counts the outcomes
 * of its recent calls in a rolling window; when at least `minCalls` ended and `failureRatio` of
 * them failed (5xx, timeout, refused or reset, a body that is not JSON), the circuit OPENS: calls
 * fail at once, without touching the network, for `openMs`. Then it is HALF-OPEN: one call at a
 * time goes through as a probe; a success closes the circuit, a failure opens it again.
 * A "not found" is an answer, not a failure.
 */

export type CircuitState = 'closed' | 'open' | 'half_open';

export interface BreakerOptions {
  windowMs: number;
  minCalls: number;
  failureRatio: number;
  openMs: number;
  /** Monotonic milliseconds; tests inject their own. */
  now?: () => number;
  onStateChange?: (family: string, state: CircuitState) => void;
}

export interface Breakers {
  /** Whether a call may go out now; when true the caller must report its outcome with `record`. */
  allow(family: string): boolean;
  /** The outcome of an allowed call; `undefined` when it was abandoned (it frees a probe, counts nothing). */
  record(family: string, ok: boolean | undefined): void;
  state(family: string): CircuitState;
  families(): string[];
}

interface Circuit {
  state: CircuitState;
  /** Outcomes in the current window: [time, ok]. */
  outcomes: Array<[number, boolean]>;
  openedAt: number;
  probing: boolean;
}

/** Endpoint families are a bounded set of names; past this many, calls are not broken. */
const MAX_FAMILIES = 256;

export function createBreakers(options: BreakerOptions): Breakers {
  const { windowMs, minCalls, failureRatio, openMs, now = () => performance.now(), onStateChange } = options;
  const circuits = new Map<string, Circuit>();

  function circuitOf(family: string): Circuit | undefined {
    let circuit = circuits.get(family);
    if (!circuit && circuits.size < MAX_FAMILIES) {
      circuit = { state: 'closed', outcomes: [], openedAt: 0, probing: false };
      circuits.set(family, circuit);
    }
    return circuit;
  }

  function move(family: string, circuit: Circuit, state: CircuitState): void {
    if (circuit.state === state) return;
    circuit.state = state;
    onStateChange?.(family, state);
  }

  return {
    allow(family) {
      const circuit = circuitOf(family);
      if (!circuit || circuit.state === 'closed') return true;
      if (circuit.state === 'open') {
        if (now() - circuit.openedAt < openMs) return false;
        move(family, circuit, 'half_open');
      }
      if (circuit.probing) return false;
      circuit.probing = true;
      return true;
    },
    record(family, ok) {
      const circuit = circuitOf(family);
      if (!circuit) return;
      const at = now();
      if (ok === undefined) {
        circuit.probing = false;
        return;
      }
      if (circuit.state === 'half_open') {
        circuit.probing = false;
        circuit.outcomes = [];
        if (ok) move(family, circuit, 'closed');
        else {
          circuit.openedAt = at;
          move(family, circuit, 'open');
        }
        return;
      }
      if (circuit.state === 'open') return; // a call that left before the circuit opened
      circuit.outcomes.push([at, ok]);
      while (circuit.outcomes.length > 0 && at - circuit.outcomes[0]![0] > windowMs) circuit.outcomes.shift();
      if (circuit.outcomes.length > 1000) circuit.outcomes.splice(0, circuit.outcomes.length - 1000);
      const failures = circuit.outcomes.reduce((sum, [, good]) => sum + (good ? 0 : 1), 0);
      if (circuit.outcomes.length >= minCalls && failures / circuit.outcomes.length >= failureRatio) {
        circuit.openedAt = at;
        circuit.outcomes = [];
        move(family, circuit, 'open');
      }
    },
    state: (family) => circuits.get(family)?.state ?? 'closed',
    families: () => [...circuits.keys()],
  };
}
