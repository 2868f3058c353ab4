import { describe, expect, it } from 'vitest';
import { ERROR_MONITOR_LIMIT, ErrorMonitor, describeError } from './errorMonitor';

describe('ErrorMonitor', () => {
  it('keeps at most 10 errors, the latest (001 §8)', () => {
    const monitor = new ErrorMonitor();
    for (let i = 0; i < 15; i++) monitor.report('uncaught', new Error(`boom ${i}`), '/', i);
    expect(ERROR_MONITOR_LIMIT).toBe(10);
    expect(monitor.list()).toHaveLength(10);
    expect(monitor.list()[0]!.message).toBe('boom 5');
    expect(monitor.list()[9]!.message).toBe('boom 14');
  });

  it('sends each new error once, counts repeats, and sends at most 10 per page', () => {
    const monitor = new ErrorMonitor();
    const sent: string[] = [];
    monitor.setSender((record) => sent.push(`${record.kind}:${record.message}`));
    monitor.report('adLoad', 'no fill', '/', 1, { pos: 'top' });
    monitor.report('adLoad', 'no fill', '/', 2);
    expect(sent).toEqual(['adLoad:no fill']);
    expect(monitor.list()[0]!.count).toBe(2);
    for (let i = 0; i < 20; i++) monitor.report('uncaught', `e${i}`, '/', i);
    expect(sent).toHaveLength(10);
  });

  it('sends what happened before the sender existed once it does', () => {
    const monitor = new ErrorMonitor();
    monitor.report('chunk', new Error('Loading chunk 7 failed'), '/a/', 1);
    monitor.report('serviceWorker', new Error('SecurityError'), '/a/', 2);
    const sent: string[] = [];
    monitor.setSender((record) => sent.push(record.kind));
    expect(sent).toEqual(['chunk', 'serviceWorker']);
  });

  it.each([
    ['an Error', new Error('x'), 'x'],
    ['a string', 'plain', 'plain'],
    ['an object', { code: 3 }, '{"code":3}'],
    ['undefined', undefined, 'undefined'],
    ['a long message', 'y'.repeat(900), 'y'.repeat(500)],
  ])('describes %s', (_name, error, message) => {
    expect(describeError(error).message).toBe(message);
  });
});
