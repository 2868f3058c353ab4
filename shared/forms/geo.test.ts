import { describe, expect, it } from 'vitest';
import { readAddress } from './geo';

describe('readAddress', () => {
  it.each([
    ['a city and state', 'Austin, tx', { kind: 'city', city: 'Austin', state: 'TX' }],
    [
      'a street, city and state',
      '12 Main St, Austin, TX',
      { kind: 'street', street: '12 Main St', city: 'Austin', state: 'TX' },
    ],
    ['a street and ZIP', '12 Main St, 78701', { kind: 'street', street: '12 Main St', zipcode: '78701' }],
    [
      'a street, city, state and ZIP',
      '12  Main St, Austin, TX 78704',
      { kind: 'street', street: '12 Main St', city: 'Austin', state: 'TX', zipcode: '78704' },
    ],
  ])('reads %s', (_name, raw, expected) => {
    expect(readAddress(raw)).toEqual(expected);
  });

  it.each([
    ['empty', ''],
    ['one word', 'Austin'],
    ['a street alone', '12 Main St'],
    ['markup', '<script>, TX'],
    ['too long', `1 ${'a'.repeat(300)}, Austin, TX`],
    ['a bad state', 'Austin, Texas'],
  ])('refuses %s', (_name, raw) => {
    expect(readAddress(raw)).toBeUndefined();
  });
});
