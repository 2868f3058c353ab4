import { context, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './logger';

function capture(level?: 'debug' | 'info' | 'warn' | 'error') {
  const lines: string[] = [];
  const logger = createLogger({ level, write: (line) => lines.push(line), now: () => Date.UTC(2025, 0, 2, 3, 4, 5) });
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, records };
}

describe('createLogger (pino)', () => {
  it('writes one JSON object per line with exactly time, level, msg and the fields', () => {
    const { logger, lines, records } = capture();
    logger.info('listening', { port: 3000 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('}\n')).toBe(true);
    expect(records()[0]).toEqual({ time: '2025-01-02T03:04:05.000Z', level: 'info', msg: 'listening', port: 3000 });
  });

  it('drops lines below the configured level', () => {
    const { logger, records } = capture('warn');
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d');
    expect(records().map((r) => r.level)).toEqual(['warn', 'error']);
    expect(logger.isEnabled('info')).toBe(false);
    expect(logger.isEnabled('error')).toBe(true);
    expect(logger.level).toBe('warn');
  });

  it('child loggers add their fields to every line without touching the parent', () => {
    const { logger, records } = capture();
    const child = logger.child({ requestId: 'r1' }).child({ route: 'article' });
    child.info('done', { status: 200 });
    logger.info('plain');
    expect(records()).toMatchObject([{ requestId: 'r1', route: 'article', status: 200 }, { msg: 'plain' }]);
    expect(records()[1]).not.toHaveProperty('requestId');
  });

  it('cannot be made to lie about time, level or msg', () => {
    const { logger, lines, records } = capture();
    logger.child({ level: 'error' }).info('real', { msg: 'fake', time: 0 });
    expect(records()[0]).toEqual({ level: 'info', msg: 'real', time: '2025-01-02T03:04:05.000Z' });
    expect(lines[0]!.match(/"msg"/g)).toHaveLength(1);
  });

  it('serialises errors with message, code and cause', () => {
    const { logger, records } = capture();
    const cause = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    logger.error('upstream failed', { err: new Error('boom', { cause }) });
    const err = records()[0]!.err as Record<string, unknown>;
    expect(err).toMatchObject({
      name: 'Error',
      message: 'boom',
      cause: { message: 'socket hang up', code: 'ECONNRESET' },
    });
    expect(err.stack).toEqual(expect.stringContaining('boom'));
  });

  it('keeps the line when fields are circular or bigints', () => {
    const { logger, records } = capture();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logger.warn('odd', { circular, big: 1n });
    expect(records()[0]).toMatchObject({ level: 'warn', msg: 'odd' });
  });

  it('redacts secrets, cookies, authorization headers and session values wherever they are', () => {
    const { logger, lines, records } = capture();
    logger.child({ session: { accessToken: 'child-session-secret' } }).warn('suspicious request', {
      headers: {
        cookie: 'neutron_session=abc-cookie-secret',
        authorization: 'Bearer auth-secret',
        'set-cookie': ['a=set-cookie-secret'],
        accept: 'text/html',
      },
      req: { headers: { cookie: 'nested-cookie-secret', authorization: 'Basic nested-auth-secret' } },
      apiKey: 'api-key-secret',
      user: { password: 'password-secret', token: 'token-secret', name: 'reader' },
      sessionSecret: 'session-secret-value',
    });
    const record = records()[0]!;
    expect(lines[0]).not.toMatch(/secret/);
    expect(record).toMatchObject({
      session: REDACTED,
      headers: { cookie: REDACTED, authorization: REDACTED, 'set-cookie': REDACTED, accept: 'text/html' },
      req: { headers: { cookie: REDACTED, authorization: REDACTED } },
      apiKey: REDACTED,
      user: { password: REDACTED, token: REDACTED, name: 'reader' },
      sessionSecret: REDACTED,
    });
  });

  it('names the active trace on lines written inside a traced request, once', () => {
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    try {
      const { logger, lines, records } = capture();
      const ids = {
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
        spanId: '00f067aa0ba902b7',
        traceFlags: TraceFlags.SAMPLED,
      };
      context.with(trace.setSpanContext(context.active(), ids), () => {
        logger.info('inside');
        logger.child({ traceId: ids.traceId, spanId: 'aaaaaaaaaaaaaaaa' }).info('bound');
      });
      logger.info('outside');
      expect(records()).toMatchObject([
        { msg: 'inside', traceId: ids.traceId, spanId: ids.spanId },
        { msg: 'bound', traceId: ids.traceId, spanId: 'aaaaaaaaaaaaaaaa' },
        { msg: 'outside' },
      ]);
      expect(records()[2]).not.toHaveProperty('traceId');
      expect(lines[1]!.match(/"traceId"/g)).toHaveLength(1);
    } finally {
      context.disable();
    }
  });
});
