/**
 * What a socket error code means (000 §8 / 001 §8: "code 4104 disconnects; 4000 and 4001 are only
 * logged; others are logged and counted, disconnecting after more than 4 retries, else waiting for
 * channels to be set again").
 */
import { SOCKET_DISCONNECT_CODE, SOCKET_LOG_ONLY_CODES, SOCKET_MAX_RETRY } from '../../shared/live/constants';

export type SocketErrorKind = 'disconnect' | 'log-only' | 'counted';

/** A close or error without a code (a dropped connection) is one of the "others". */
export function socketErrorKind(code: number | undefined): SocketErrorKind {
  if (code === SOCKET_DISCONNECT_CODE) return 'disconnect';
  if (code !== undefined && SOCKET_LOG_ONLY_CODES.includes(code)) return 'log-only';
  return 'counted';
}

/** 000 §8 "disconnecting after more than 4 retries" with 000 §9 "Socket max retry 4". */
export function retriesExhausted(retries: number): boolean {
  return retries > SOCKET_MAX_RETRY;
}
