import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from './messages';
import { formInput, validateForm } from './schemas';

describe('validateForm', () => {
  it.each([
    ['newsletter', { email: 'reader@example.com', newsletter: 'deals' }, { email: 'reader@example.com', newsletter: 'deals' }],
    ['newsletter-generator', { email: ' reader@example.com ' }, { email: 'reader@example.com' }],
    ['do-not-sell', { email: 'reader@example.com', request: 'sell' }, { email: 'reader@example.com', request: 'sell' }],
    ['do-not-sell', { email: 'reader@example.com', fullName: 'Ada', request: 'share' }, { email: 'reader@example.com', fullName: 'Ada', request: 'share' }],
    ['solar-estimate', { zip: '94105', bill: '$180' }, { zip: '94105', bill: 180 }],
    ['solar-estimate', { zip: '94105-1234', bill: '1' }, { zip: '94105', bill: 1 }],
    ['internet-plans', { zip: '10001' }, { zip: '10001' }],
    ['email-forward', { to: 'friend@example.org', from: 'Ada', url: '/tech/some-story/', message: '' }, { to: 'friend@example.org', from: 'Ada', url: '/tech/some-story/' }],
  ] as const)('%s accepts %j', (form, input, values) => {
    expect(validateForm(form, input)).toEqual({ ok: true, values });
  });

  it.each([
    ['newsletter', { email: 'not-an-email', newsletter: 'deals' }, 'email', FORM_MESSAGES.invalidEmail],
    ['newsletter', { email: 'reader@example.com', newsletter: 'unknown' }, 'newsletter', FORM_MESSAGES.invalidChoice],
    ['newsletter', {}, 'email', FORM_MESSAGES.invalidEmail],
    ['do-not-sell', { email: 'reader@example.com', request: 'sell', fullName: 'x'.repeat(101) }, 'fullName', FORM_MESSAGES.invalidName],
    ['solar-estimate', { zip: '941', bill: '100' }, 'zip', FORM_MESSAGES.invalidZip],
    ['solar-estimate', { zip: '94105', bill: '0' }, 'bill', FORM_MESSAGES.invalidBill],
    ['solar-estimate', { zip: '94105', bill: '20000' }, 'bill', FORM_MESSAGES.invalidBill],
    ['solar-estimate', { zip: '94105', bill: '12.5' }, 'bill', FORM_MESSAGES.invalidBill],
    ['internet-plans', { zip: 'abcde' }, 'zip', FORM_MESSAGES.invalidZip],
    ['email-forward', { to: 'friend@example.org', from: 'Ada', url: 'https://evil.example/' }, 'url', FORM_MESSAGES.invalidUrl],
    ['email-forward', { to: 'friend@example.org', from: 'Ada', url: '//evil.example/' }, 'url', FORM_MESSAGES.invalidUrl],
    ['email-forward', { to: 'friend@example.org', from: '', url: '/x/' }, 'from', FORM_MESSAGES.invalidName],
    ['email-forward', { to: 'friend@example.org', from: 'Ada', url: '/x/', message: 'm'.repeat(501) }, 'message', FORM_MESSAGES.invalidMessage],
  ] as const)('%s refuses %j: %s', (form, input, field, message) => {
    const result = validateForm(form, input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[field]).toBe(message);
      expect(result.input).toEqual(input);
    }
  });

  it('keeps at most 2,000 characters of a value for showing it again', () => {
    const result = validateForm('email-forward', { to: 'x', from: 'Ada', url: `/${'a'.repeat(5000)}` });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.input.url).toHaveLength(2000);
  });

  it('reads only the form’s own fields, first value each', () => {
    expect(formInput(['email'], new URLSearchParams('email=a%40b.co&email=c%40d.co&other=1'))).toEqual({ email: 'a@b.co' });
  });
});
