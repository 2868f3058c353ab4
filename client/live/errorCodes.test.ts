import { describe, expect, it } from 'vitest';
import { retriesExhausted, socketErrorKind, type SocketErrorKind } from './errorCodes';

describe('socket error codes (000 §8: "code 4104 disconnects; 4000 and 4001 only logged; others logged and counted")', () => {
  const rows: Array<[code: number | undefined, kind: SocketErrorKind]> = [
    [4104, 'disconnect'],
    [4000, 'log-only'],
    [4001, 'log-only'],
    [4002, 'counted'],
    [4100, 'counted'],
    [1006, 'counted'],
    [1011, 'counted'],
    [undefined, 'counted'],
  ];
  it.each(rows)('%s → %s', (code, kind) => {
    expect(socketErrorKind(code)).toBe(kind);
  });
});

describe('retries (000 §8 "disconnecting after more than 4 retries", §9 "Socket max retry 4")', () => {
  it.each([
    [0, false],
    [4, false],
    [5, true],
  ])('%i counted errors exhausted: %s', (retries, exhausted) => {
    expect(retriesExhausted(retries)).toBe(exhausted);
  });
});
