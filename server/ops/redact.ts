/**
 * What never reaches a log line (decision 086): the values of secret-named keys — credentials,
 * cookies, authorization headers, session values, api keys — at any depth up to four objects
 * down, whatever the key's case (`Cookie`, `cookie`, `set-cookie`, `x-api-key`). Lines whose
 * fields are all primitives (nearly all of them: the request line) cost one lookup per key;
 * objects are copied only where something is redacted, never changed in place.
 */

export const REDACTED = '[Redacted]';

/** Key names (lower case, `-` and `_` removed) whose values are secrets. */
const SECRET_KEYS = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'cookies',
  'setcookie',
  'session',
  'sessionid',
  'sessionsecret',
  'password',
  'secret',
  'clientsecret',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'apikey',
  'xapikey',
  'contentapikey',
  'imagesigningkey',
  'debugtoken',
]);

const MAX_DEPTH = 4;

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** `fields` with every secret value replaced by REDACTED; the same object when there is none. */
export function redact<T extends Record<string, unknown>>(fields: T, depth = 0): T {
  let out: Record<string, unknown> | undefined;
  for (const key in fields) {
    const value: unknown = fields[key];
    let next: unknown = value;
    if (isSecretKey(key)) next = REDACTED;
    else if (depth < MAX_DEPTH && isPlainObject(value)) next = redact(value, depth + 1);
    else if (depth < MAX_DEPTH && Array.isArray(value) && value.some(isPlainObject))
      next = value.map((item) => (isPlainObject(item) ? redact(item, depth + 1) : item));
    if (next !== value) (out ??= { ...fields })[key] = next;
  }
  return (out ?? fields) as T;
}
