import { z } from 'zod';

/**
 * Test controls of the local upstream (docs/upstream-api.md "Test controls"): a base latency,
 * a per-request latency header, and faults that make matching paths slow or broken until reset.
 */
export const FAULT_MODES = ['ok', 'nonjson', 'error500', 'hang', 'reset', 'notfound'] as const;
export const MAX_LATENCY_MS = 120_000;
export const LATENCY_HEADER = 'x-upstream-latency-ms';

const latencySchema = z.number().int().min(0).max(MAX_LATENCY_MS);

export const faultSchema = z.strictObject({
  /** A substring of the request path and query. */
  match: z.string().min(1).max(500),
  latencyMs: latencySchema.optional(),
  mode: z.enum(FAULT_MODES).optional(),
});

export const controlSchema = z.strictObject({
  latencyMs: latencySchema.optional(),
  faults: z.array(faultSchema).max(100).optional(),
});

export type Fault = z.infer<typeof faultSchema>;
export type ControlState = z.infer<typeof controlSchema>;

/** A latency given as text (environment variable, header): digits only, within bounds. */
export function parseLatency(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,6}$/.test(text.trim())) return undefined;
  const parsed = latencySchema.safeParse(Number(text.trim()));
  return parsed.success ? parsed.data : undefined;
}

export class Control {
  private state: ControlState = {};

  constructor(private readonly baseLatencyMs: number) {}

  get current(): ControlState {
    return this.state;
  }

  /** True when any fault is set (the middleware's fast path skips matching otherwise). */
  get hasFaults(): boolean {
    return (this.state.faults?.length ?? 0) > 0;
  }

  set(state: ControlState): void {
    this.state = state;
  }

  reset(): void {
    this.state = {};
  }

  /** The first fault whose `match` occurs in the path and query. */
  faultFor(target: string): Fault | undefined {
    return this.state.faults?.find((fault) => target.includes(fault.match));
  }

  /** Latency for an API answer when neither the header nor a fault says otherwise. */
  get apiLatencyMs(): number {
    return this.state.latencyMs ?? this.baseLatencyMs;
  }
}
