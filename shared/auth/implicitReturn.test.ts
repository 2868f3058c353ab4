import { describe, expect, it } from 'vitest';
import { MAX_IMPLICIT_FRAGMENT_LENGTH, parseImplicitReturn } from './implicitReturn';

describe('implicit return in the hash (spec 000 §4)', () => {
  it('reads the access token, state and lifetime', () => {
    expect(parseImplicitReturn('#access_token=abc.def-ghi&token_type=Bearer&expires_in=3600&state=s1')).toEqual({
      kind: 'token',
      accessToken: 'abc.def-ghi',
      state: 's1',
      expiresIn: 3600,
    });
    expect(parseImplicitReturn('#state=s1&access_token=tok')).toEqual({
      kind: 'token',
      accessToken: 'tok',
      state: 's1',
    });
  });

  it('reads an error return', () => {
    expect(parseImplicitReturn('#error=access_denied&state=s1')).toEqual({ kind: 'error', error: 'access_denied' });
  });

  it.each([
    ['a token without state', '#access_token=tok'],
    ['a token that is not a bearer token', '#access_token=tok&state=s&token_type=mac'],
    ['a token with spaces', '#access_token=a%20b&state=s'],
    ['a negative lifetime', '#access_token=tok&state=s&expires_in=-5'],
  ])('treats %s as a failed return', (_what, hash) => {
    expect(parseImplicitReturn(hash)).toEqual({ kind: 'error', error: 'invalid_token_response' });
  });

  it.each([
    '',
    '#',
    '#toc-item-2',
    '#section=reviews',
    `#access_token=${'a'.repeat(MAX_IMPLICIT_FRAGMENT_LENGTH)}&state=s`,
  ])('ignores %j (not a return)', (hash) => {
    expect(parseImplicitReturn(hash)).toBeNull();
  });
});
