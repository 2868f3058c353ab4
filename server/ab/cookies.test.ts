import { describe, expect, it } from 'vitest';
import { exclusionCookieName, highlanderCookieValue, readExclusionCookies, readHighlanderCookie } from './cookies';

describe('nemo_highlander', () => {
  it.each([
    ['absent', undefined, { type: 'absent' }],
    ['a state', 'vpn_ads:1:testA', { type: 'state', assignment: { id: 'vpn_ads', version: '1', bucket: 'testA' } }],
    ['empty', '', { type: 'invalid' }],
    ['garbage', '%%%;drop table', { type: 'invalid' }],
    ['too long', 'char_count_test:1:controlXY', { type: 'invalid' }],
    ['exclude, which lives in its own cookie', 'vpn_ads:1:exclude', { type: 'invalid' }],
  ])('%s', (_case, value, expected) => {
    expect(readHighlanderCookie(value)).toEqual(expected);
  });

  it('stores the label', () => {
    expect(highlanderCookieValue({ id: 'vpn_ads', version: '1', bucket: 'testA' })).toBe('vpn_ads:1:testA');
  });
});

describe('per-test exclusion cookies', () => {
  it('are named after the test and hold its version', () => {
    expect(exclusionCookieName('char_count_test')).toBe('nemo_exclude_char_count_test');
  });

  it('reads well-formed ones and reports the rest', () => {
    const cookies = new Map([
      ['nemo_exclude_char_count_test', '1'],
      ['nemo_exclude_vpn_ads', '_bad'],
      ['nemo_exclude_9x', '1'],
      ['nemo_exclude_sem_precap_test', '10'],
      ['other', 'x'],
      ['nemo_highlander', 'vpn_ads:1:testA'],
    ]);
    expect(readExclusionCookies(cookies)).toEqual({
      excluded: [{ id: 'char_count_test', version: '1', bucket: 'exclude' }],
      // sem_precap_test:10:exclude is 26 characters.
      invalid: ['nemo_exclude_vpn_ads', 'nemo_exclude_9x', 'nemo_exclude_sem_precap_test'],
    });
  });
});
