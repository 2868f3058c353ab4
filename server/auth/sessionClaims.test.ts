import { describe, expect, it } from 'vitest';
import { userFromClaims } from './sessionClaims';

describe('userFromClaims', () => {
  it.each([
    ['all three claims', { sub: 'local|1', email: 'a@b.test', login_count: 3 }, { sub: 'local|1', email: { email: 'a@b.test' }, login_count: 3 }],
    ['a new signup (login_count 1)', { sub: 'local|1', login_count: 1 }, { sub: 'local|1', login_count: 1 }],
    ['sub only', { sub: 'local|1' }, { sub: 'local|1' }],
    ['other claims, ignored', { sub: 'local|1', scope: 'openid', iss: 'x' }, { sub: 'local|1' }],
    ['an email that is not one', { sub: 'local|1', email: 'not an email' }, { sub: 'local|1' }],
    ['an email of the wrong type', { sub: 'local|1', email: { email: 'a@b.test' } }, { sub: 'local|1' }],
    ['a negative login_count', { sub: 'local|1', login_count: -1 }, { sub: 'local|1' }],
    ['a fractional login_count', { sub: 'local|1', login_count: 1.5 }, { sub: 'local|1' }],
    ['no sub', { email: 'a@b.test' }, null],
    ['an empty sub', { sub: '' }, null],
    ['a sub with control characters', { sub: 'a\nb' }, null],
    ['a numeric sub', { sub: 42 }, null],
    ['a huge sub', { sub: 'x'.repeat(300) }, null],
    ['not an object', 'sub', null],
    ['null', null, null],
  ])('%s', (_what, claims, expected) => {
    expect(userFromClaims(claims)).toEqual(expected);
  });
});
