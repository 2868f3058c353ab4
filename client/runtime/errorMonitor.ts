/**
 * The client error monitor (spec 001 §8: "Ad load failures go to the error tracker", "Service
 * worker registration failure is reported", "The error-reporting monitor keeps at most 10
 * errors"; 000 §8 "Non-404 errors with a message go to error tracking when on"; decision 078).
 * Pure: the browser wiring is client/errors/. It keeps the latest ERROR_MONITOR_LIMIT errors,
 * and hands each new one to the sender once: a repeat of the same kind and message is counted,
 * not sent again, and at most ERROR_MONITOR_LIMIT are sent per page, so an error loop cannot
 * flood the collector.
 */

/** 001 §8: "The error-reporting monitor keeps at most 10 errors." */
export const ERROR_MONITOR_LIMIT = 10;
/** The collector event an error is sent as. */
export const CLIENT_ERROR_EVENT = 'clientError';
/** What went wrong, as the error tracker groups it. */
export const CLIENT_ERROR_KINDS = ['uncaught', 'unhandledRejection', 'adLoad', 'serviceWorker', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

const MESSAGE_LIMIT = 500;
const STACK_LIMIT = 2000;

export interface ClientErrorRecord {
  kind: ClientErrorKind;
  message: string;
  stack?: string;
  /** Page path and query where it happened. */
  page: string;
  /** How many times this kind and message happened on this page. */
  count: number;
  /** Milliseconds since the epoch of the first occurrence. */
  at: number;
  /** Extra fields (ad position, chunk id...). */
  detail?: Readonly<Record<string, string>>;
}

export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return {
      message: (error.message || error.name).slice(0, MESSAGE_LIMIT),
      stack: error.stack?.slice(0, STACK_LIMIT),
    };
  if (typeof error === 'string') return { message: error.slice(0, MESSAGE_LIMIT) };
  try {
    return { message: (JSON.stringify(error) ?? String(error)).slice(0, MESSAGE_LIMIT) };
  } catch {
    return { message: String(error).slice(0, MESSAGE_LIMIT) };
  }
}

export class ErrorMonitor {
  private readonly records: ClientErrorRecord[] = [];
  private readonly unsent: ClientErrorRecord[] = [];
  private sent = 0;
  private sender: ((record: ClientErrorRecord) => void) | undefined;

  constructor(private readonly limit: number = ERROR_MONITOR_LIMIT) {}

  /** Records an error (`reported`: its own report went elsewhere, keep it only); answers the record (a repeat answers the first one, counted). */
  report(
    kind: ClientErrorKind,
    error: unknown,
    page: string,
    now: number,
    detail?: Record<string, string>,
    options: { reported?: boolean } = {},
  ): ClientErrorRecord {
    const { message, stack } = describeError(error);
    const same = this.records.find((record) => record.kind === kind && record.message === message);
    if (same) {
      same.count += 1;
      return same;
    }
    const record: ClientErrorRecord = { kind, message, stack, page, count: 1, at: now, ...(detail ? { detail } : {}) };
    this.records.push(record);
    if (this.records.length > this.limit) this.records.shift();
    if (options.reported) return record;
    if (this.sender) this.send(record);
    else if (this.unsent.length < this.limit) this.unsent.push(record);
    return record;
  }

  /** Where errors go from now on; errors recorded before are sent now. */
  setSender(sender: (record: ClientErrorRecord) => void): void {
    this.sender = sender;
    for (const record of this.unsent.splice(0)) this.send(record);
  }

  /** The latest errors, oldest first (at most the limit). */
  list(): readonly ClientErrorRecord[] {
    return this.records;
  }

  private send(record: ClientErrorRecord): void {
    if (this.sent >= this.limit || !this.sender) return;
    this.sent += 1;
    this.sender(record);
  }
}
