import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture(level?: 'debug' | 'info' | 'warn' | 'error') {
  const lines: string[] = [];
  const logger = createLogger({ level, write: (line) => lines.push(line), now: () => Date.UTC(2025, 0, 2, 3, 4, 5) });
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, records };
}

describe('createLogger', () => {
  it('writes one JSON object per line with time, level and msg first', () => {
    const { logger, lines } = capture();
    logger.info('listening', { port: 3000 });
    expect(lines).toEqual(['{"time":"2025-01-02T03:04:05.000Z","level":"info","msg":"listening","port":3000}\n']);
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
    const { logger, records } = capture();
    logger.child({ level: 'error' }).info('real', { msg: 'fake', time: 0 });
    expect(records()[0]).toMatchObject({ level: 'info', msg: 'real', time: '2025-01-02T03:04:05.000Z' });
  });

  it('serialises errors with message, code and cause', () => {
    const { logger, records } = capture();
    const cause = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    logger.error('upstream failed', { err: new Error('boom', { cause }) });
    const err = records()[0]!.err as Record<string, unknown>;
    expect(err).toMatchObject({ name: 'Error', message: 'boom', cause: { message: 'socket hang up', code: 'ECONNRESET' } });
    expect(err.stack).toEqual(expect.stringContaining('boom'));
  });

  it('keeps the line when fields cannot be serialised', () => {
    const { logger, records } = capture();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logger.warn('odd', { circular, big: 1n });
    expect(records()[0]).toMatchObject({ level: 'warn', msg: 'odd', logError: 'fields could not be serialised' });
  });
});
