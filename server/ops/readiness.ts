/**
 * `/readyz`: whether this process should receive traffic. Not ready while draining for
 * shutdown, or while a registered local check fails. Shared dependencies (the content API)
 * are deliberately NOT checked here: if they were, an upstream blip would take every process
 * out of the load balancer at once, when the cache could still serve most pages.
 */

export type ReadinessCheck = () => void | Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, 'ok' | string>;
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on report not ready, so the load balancer drains this process. */
  setDraining(): void;
  readonly draining: boolean;
}

export interface ReadinessOptions {
  checks?: Record<string, ReadinessCheck>;
  /** A check slower than this counts as failed. Default 1000 ms. */
  timeoutMs?: number;
  /** Told every answer (metrics: server/ops/readinessMetrics.ts). */
  onReport?: (ready: boolean) => void;
}

async function run(check: ReadinessCheck, timeoutMs: number): Promise<'ok' | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`timed out after ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(check)
        .then(() => 'ok' as const),
      timeout,
    ]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness({ checks = {}, timeoutMs = 1000, onReport }: ReadinessOptions = {}): Readiness {
  let draining = false;
  return {
    async check() {
      const results: Record<string, string> = {};
      const names = Object.keys(checks);
      const outcomes = await Promise.all(names.map((name) => run(checks[name]!, timeoutMs)));
      names.forEach((name, i) => (results[name] = outcomes[i]!));
      if (draining) results.shutdown = 'draining';
      const ready = !draining && outcomes.every((outcome) => outcome === 'ok');
      onReport?.(ready);
      return { ready, checks: results };
    },
    setDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
