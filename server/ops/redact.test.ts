import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from './redact';

describe('redact', () => {
  it.each([
    ['authorization'],
    ['Authorization'],
    ['cookie'],
    ['Cookie'],
    ['set-cookie'],
    ['session'],
    ['session_id'],
    ['password'],
    ['clientSecret'],
    ['access_token'],
    ['apiKey'],
    ['x-api-key'],
    ['DEBUG_TOKEN'],
  ])('hides the value of %s', (key) => {
    expect(redact({ [key]: 'the-secret', keep: 1 })).toEqual({ [key]: REDACTED, keep: 1 });
  });

  it('reaches into headers objects and arrays of objects, without changing the input', () => {
    const input = { req: { headers: { Cookie: 'c', accept: 'text/html' } }, hops: [{ authorization: 'a' }, 'plain'] };
    expect(redact(input)).toEqual({
      req: { headers: { Cookie: REDACTED, accept: 'text/html' } },
      hops: [{ authorization: REDACTED }, 'plain'],
    });
    expect(input.req.headers.Cookie).toBe('c');
  });

  it('returns the very same object when there is nothing to hide', () => {
    const fields = { method: 'GET', path: '/a/', status: 200, nested: { route: 'article' } };
    expect(redact(fields)).toBe(fields);
  });

  it('stops four objects down', () => {
    const deep = { a: { b: { c: { d: { e: { cookie: 'too deep' } } } } } };
    expect(redact(deep)).toBe(deep);
  });
});
