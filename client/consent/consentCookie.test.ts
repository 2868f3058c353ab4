import { describe, expect, it } from 'vitest';
import { UNDECIDED, consentCookieValue, parseConsent, serializeConsent } from './consentCookie';

describe('consent cookie', () => {
  it('round-trips a choice, always granting C0001', () => {
    const value = serializeConsent(['C0002', 'C0004']);
    expect(value).toBe('v1:C0001:1|C0002:1|C0003:0|C0004:1|C0005:0');
    expect(parseConsent(value)).toEqual({ decided: true, granted: ['C0001', 'C0002', 'C0004'] });
  });

  it('a rejection still decides', () => {
    expect(parseConsent(serializeConsent([]))).toEqual({ decided: true, granted: ['C0001'] });
  });

  it.each([undefined, '', 'yes', 'v1:', 'v1:C0002:2', 'v2:C0001:1', 'v1:C0002:1|<script>'])(
    'reads %j as undecided',
    (value) => {
      expect(parseConsent(value)).toEqual(UNDECIDED);
    },
  );

  it('finds the cookie among others and survives bad escapes', () => {
    expect(consentCookieValue('a=1; neutron_consent=v1%3AC0001%3A1; b=2')).toBe('v1:C0001:1');
    expect(consentCookieValue('neutron_consent=%E0%A4%A')).toBeUndefined();
    expect(consentCookieValue('other=1')).toBeUndefined();
  });
});
