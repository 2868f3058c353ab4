/**
 * JSON-lines logger: pino (decision 086), one object per line on stdout with the fields this
 * server always wrote — `time` (ISO 8601), `level` (debug, info, warn, error), `msg`, then the
 * bound and per-line fields. Secrets, cookies, authorization headers and session values are
 * redacted (server/ops/redact.ts) before pino serialises the line. A line written while a traced
 * request is active carries its `traceId` and `spanId` (decision 087), so logs and traces join.
 */
import { context, trace } from '@opentelemetry/api';
import pino from 'pino';
import { redact } from './redact';

export { REDACTED } from './redact';

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

const RESERVED = new Set(['time', 'level', 'msg']);

/** Errors become plain objects so that JSON keeps their message, code and stack. */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const out: Record<string, unknown> = { name: error.name, message: error.message };
  const extra = error as Error & { code?: unknown; status?: unknown };
  if (extra.code !== undefined) out.code = extra.code;
  if (extra.status !== undefined) out.status = extra.status;
  if (error.stack) out.stack = error.stack;
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** The fields without the three the logger owns: a field cannot make a line lie about its time, level or message. */
function own(fields: LogFields): LogFields {
  if (!('time' in fields || 'level' in fields || 'msg' in fields)) return redact(fields);
  const out: LogFields = {};
  for (const key in fields) if (!RESERVED.has(key)) out[key] = fields[key];
  return redact(out);
}

/** The active span's ids, when a traced request is running (decision 087). */
function traceFields(): LogFields | undefined {
  const span = trace.getSpanContext(context.active());
  return span ? { traceId: span.traceId, spanId: span.spanId } : undefined;
}

class PinoLogger implements Logger {
  private made: pino.Logger | undefined;

  constructor(
    private readonly parent: pino.Logger,
    /** Fields bound by `child()`: the pino child is made on the first line written, so a request that logs nothing pays nothing for it. */
    private readonly bindings: LogFields | undefined,
    /** This logger's bound fields already name the trace (a request's logger). */
    private readonly traced: boolean,
  ) {}

  private get pino(): pino.Logger {
    return (this.made ??= this.bindings ? this.parent.child(this.bindings) : this.parent);
  }

  get level(): LogLevel {
    return this.parent.level as LogLevel;
  }

  isEnabled(level: LogLevel): boolean {
    return this.parent.isLevelEnabled(level);
  }

  debug(msg: string, fields?: LogFields): void {
    if (this.parent.isLevelEnabled('debug')) this.emit('debug', msg, fields);
  }

  info(msg: string, fields?: LogFields): void {
    if (this.parent.isLevelEnabled('info')) this.emit('info', msg, fields);
  }

  warn(msg: string, fields?: LogFields): void {
    if (this.parent.isLevelEnabled('warn')) this.emit('warn', msg, fields);
  }

  error(msg: string, fields?: LogFields): void {
    if (this.parent.isLevelEnabled('error')) this.emit('error', msg, fields);
  }

  child(fields: LogFields): Logger {
    return new PinoLogger(this.pino, own(fields), this.traced || 'traceId' in fields);
  }

  private emit(level: LogLevel, msg: string, fields: LogFields | undefined): void {
    const ids = this.traced ? undefined : traceFields();
    const line = fields ? own(fields) : {};
    try {
      // Object.assign: a spread after a leading spread is slow on Node 20 (decision 094).
      this.pino[level](ids ? Object.assign({}, ids, line) : line, msg);
    } catch {
      // A closed stdout must never take the process down.
    }
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const now = options.now ?? Date.now;
  const write = options.write;
  const destination = write ? { write: (line: string) => write(line) } : pino.destination({ dest: 1, sync: true });
  const logger = pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      messageKey: 'msg',
      timestamp: () => `,"time":"${new Date(now()).toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError, cause: serializeError },
    },
    destination,
  );
  return new PinoLogger(logger, undefined, false);
}

/** A logger that drops everything; for tests and tools that don't care. */
export const silentLogger: Logger = createLogger({ level: 'error', write: () => {} });
