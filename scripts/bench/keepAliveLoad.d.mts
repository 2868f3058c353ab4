/** Types of keepAliveLoad.mjs for the TypeScript suite (test/reliability/drainKeepAlive.test.ts). */
export interface KeepAliveCounts {
  answered: number;
  statuses: Record<number, number>;
  /** Socket errors by code (ECONNRESET, EPIPE...), refused connections apart. */
  errors: Record<string, number>;
  /** Requests left unanswered on a connection the server ended without `Connection: close`. */
  hangUps: number;
  /** Requests written after a `Connection: close` answer, dropped with the connection. */
  droppedAfterClose: number;
  refused: number;
  /** Resets of new connections, before any answer, while the listener closed (its backlog). */
  backlogResets: number;
  connectionsOpened: number;
}

export function keepAliveLoad(options: {
  port: number;
  host?: string;
  paths: readonly string[];
  connections: number;
  until: () => boolean;
  onAnswer?: (status: number) => void;
  /** Whether the listener may be closing now; a reset before any answer is then counted in backlogResets, not errors. Default: never. */
  stopping?: () => boolean;
}): Promise<KeepAliveCounts>;
export function resetsOf(counts: KeepAliveCounts): number;
