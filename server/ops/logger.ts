/**
 * JSON-lines logger: one object per line on stdout, `{"time","level","msg",...fields}`.
 * Level-filtered before any work is done; `child(fields)` adds fields to every line
 * (request id, route...). No dependency, no buffering: stdout is the log shipper's input.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  readonly level: LogLevel;
  isEnabled(level: LogLevel): boolean;
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; stdout unless a test passes its own. */
  write?: (line: string) => void;
  /** Clock for the `time` field (ms since epoch). */
  now?: () => number;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const RESERVED = new Set(['time', 'level', 'msg']);

/** Errors become plain objects so that JSON keeps their message, code and stack. */
function serializeError(error: Error, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: error.message };
  const extra = error as Error & { code?: unknown; status?: unknown };
  if (extra.code !== undefined) out.code = extra.code;
  if (extra.status !== undefined) out.status = extra.status;
  if (error.stack) out.stack = error.stack;
  if (error.cause !== undefined && depth < 3) {
    out.cause = error.cause instanceof Error ? serializeError(error.cause, depth + 1) : error.cause;
  }
  return out;
}

function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return serializeError(value, 0);
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function stringify(record: LogFields): string {
  try {
    return JSON.stringify(record, replacer);
  } catch {
    // Circular structure or a throwing toJSON: keep the line, drop the fields.
    return JSON.stringify({ time: record.time, level: record.level, msg: record.msg, logError: 'fields could not be serialised' });
  }
}

class JsonLogger implements Logger {
  readonly level: LogLevel;
  private readonly threshold: number;

  constructor(
    level: LogLevel,
    private readonly bound: LogFields,
    private readonly write: (line: string) => void,
    private readonly now: () => number,
  ) {
    this.level = level;
    this.threshold = RANK[level];
  }

  isEnabled(level: LogLevel): boolean {
    return RANK[level] >= this.threshold;
  }

  debug(msg: string, fields?: LogFields): void {
    if (RANK.debug >= this.threshold) this.emit('debug', msg, fields);
  }

  info(msg: string, fields?: LogFields): void {
    if (RANK.info >= this.threshold) this.emit('info', msg, fields);
  }

  warn(msg: string, fields?: LogFields): void {
    if (RANK.warn >= this.threshold) this.emit('warn', msg, fields);
  }

  error(msg: string, fields?: LogFields): void {
    if (RANK.error >= this.threshold) this.emit('error', msg, fields);
  }

  child(fields: LogFields): Logger {
    return new JsonLogger(this.level, { ...this.bound, ...fields }, this.write, this.now);
  }

  private emit(level: LogLevel, msg: string, fields: LogFields | undefined): void {
    const record: LogFields = { time: new Date(this.now()).toISOString(), level, msg };
    for (const key in this.bound) if (!RESERVED.has(key)) record[key] = this.bound[key];
    if (fields) for (const key in fields) if (!RESERVED.has(key)) record[key] = fields[key];
    try {
      this.write(stringify(record) + '\n');
    } catch {
      // A closed stdout must never take the process down.
    }
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const write = options.write ?? ((line: string) => void process.stdout.write(line));
  return new JsonLogger(options.level ?? 'info', {}, write, options.now ?? Date.now);
}

/** A logger that drops everything; for tests and tools that don't care. */
export const silentLogger: Logger = createLogger({ level: 'error', write: () => {} });
