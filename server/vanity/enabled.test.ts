import { describe, expect, it } from 'vitest';
import { isVanityEntryEnabled } from './enabled';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const PAST = '2025-05-01T00:00:00.000Z';
const FUTURE = '2025-07-01T00:00:00.000Z';

/** 000 §5: "enabled if enabled is true, or both enabled and expiry are absent, or expiry is in the future". */
describe('vanity entry enabled', () => {
  const rows: Array<[name: string, enabled: boolean | undefined, dateExpired: string | undefined, result: boolean]> = [
    ['enabled is true', true, undefined, true],
    ['enabled is true, expiry in the past', true, PAST, true],
    ['enabled and expiry both absent', undefined, undefined, true],
    ['expiry in the future, enabled absent', undefined, FUTURE, true],
    ['expiry in the future, enabled false', false, FUTURE, true],
    ['disabled, no expiry', false, undefined, false],
    ['expired, enabled absent', undefined, PAST, false],
    ['expired and disabled', false, PAST, false],
    ['expiry exactly now', undefined, new Date(NOW).toISOString(), false],
    ['unreadable expiry', undefined, 'soon', false],
    ['unreadable expiry (empty)', undefined, '', false],
  ];
  it.each(rows)('%s → %s', (_name, enabled, dateExpired, result) => {
    expect(isVanityEntryEnabled({ enabled, dateExpired }, NOW)).toBe(result);
  });
});
