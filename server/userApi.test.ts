import { describe, expect, it } from 'vitest';
import { isSameBase } from './userApi';

describe('isSameBase (000 §7: credentials go to same-base or relative URLs)', () => {
  it.each([
    ['/api/neutron/uds/cnet/user/profile', 'https://api.example.com', true],
    ['https://api.example.com/api/neutron/uds/cnet/user/profile', 'https://api.example.com', true],
    ['https://api.example.com/base/x', 'https://api.example.com/base', true],
    ['https://api.example.com/basement/x', 'https://api.example.com/base', false],
    ['https://evil.example.com/api/', 'https://api.example.com', false],
    ['http://api.example.com/api/', 'https://api.example.com', false],
    ['//evil.example.com/api/', 'https://api.example.com', false],
    ['not a url', 'https://api.example.com', false],
  ])('%s on %s → %s', (target, base, expected) => {
    expect(isSameBase(target, base)).toBe(expected);
  });
});
