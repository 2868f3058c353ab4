import { describe, expect, it } from 'vitest';
import { FORMS } from './fields';
import { FORM_MESSAGES } from './messages';
import { formInput, validateForm } from './schemas';

describe('validateForm', () => {
  it.each([
    [
      'newsletter',
      { email: 'reader@example.com', newsletter: 'deals' },
      { email: 'reader@example.com', newsletter: 'deals' },
    ],
    ['newsletter-generator', { email: ' reader@example.com ' }, { email: 'reader@example.com' }],
    ['do-not-sell', { email: 'reader@example.com', request: 'sell' }, { email: 'reader@example.com', request: 'sell' }],
    [
      'do-not-sell',
      { email: 'reader@example.com', fullName: 'Ada', request: 'share' },
      { email: 'reader@example.com', fullName: 'Ada', request: 'share' },
    ],
    ['solar-estimate', { zip: '94105', bill: '$180' }, { zip: '94105', bill: 180 }],
    ['solar-estimate', { zip: '94105-1234', bill: '1' }, { zip: '94105', bill: 1 }],
    ['internet-plans', { zip: '10001' }, { zip: '10001' }],
    [
      'email-forward',
      { to: 'friend@example.org', from: 'Ada', url: '/tech/some-story/' },
      { to: 'friend@example.org', from: 'Ada', url: '/tech/some-story/' },
    ],
    [
      'email-forward',
      { to: 'a@example.org', from: ' Jean-Luc  O’Neil ', url: '/news/a-story/?utm_source=x#top' },
      { to: 'a@example.org', from: 'Jean-Luc O’Neil', url: '/news/a-story/' },
    ],
    [
      'email-forward',
      { to: 'a@example.org', from: 'J. R. R. Tolkien', url: '/' },
      { to: 'a@example.org', from: 'J. R. R. Tolkien', url: '/' },
    ],
    [
      'email-forward',
      { to: 'a@example.org', from: 'Zoë Ñúñez', url: '/roadshow/reviews/2027-car/' },
      { to: 'a@example.org', from: 'Zoë Ñúñez', url: '/roadshow/reviews/2027-car/' },
    ],
  ] as const)('%s accepts %j', (form, input, values) => {
    expect(validateForm(form, input)).toEqual({ ok: true, values });
  });

  it.each([
    ['newsletter', { email: 'not-an-email', newsletter: 'deals' }, 'email', FORM_MESSAGES.invalidEmail],
    ['newsletter', { email: 'reader@example.com', newsletter: 'unknown' }, 'newsletter', FORM_MESSAGES.invalidChoice],
    ['newsletter', {}, 'email', FORM_MESSAGES.invalidEmail],
    [
      'do-not-sell',
      { email: 'reader@example.com', request: 'sell', fullName: 'x'.repeat(101) },
      'fullName',
      FORM_MESSAGES.invalidName,
    ],
    ['solar-estimate', { zip: '941', bill: '100' }, 'zip', FORM_MESSAGES.invalidZip],
    ['solar-estimate', { zip: '94105', bill: '0' }, 'bill', FORM_MESSAGES.invalidBill],
    ['solar-estimate', { zip: '94105', bill: '20000' }, 'bill', FORM_MESSAGES.invalidBill],
    ['solar-estimate', { zip: '94105', bill: '12.5' }, 'bill', FORM_MESSAGES.invalidBill],
    ['internet-plans', { zip: 'abcde' }, 'zip', FORM_MESSAGES.invalidZip],
    [
      'email-forward',
      { to: 'friend@example.org', from: 'Ada', url: 'https://evil.example/' },
      'url',
      FORM_MESSAGES.invalidUrl,
    ],
    [
      'email-forward',
      { to: 'friend@example.org', from: 'Ada', url: '//evil.example/' },
      'url',
      FORM_MESSAGES.invalidUrl,
    ],
    ['email-forward', { to: 'friend@example.org', from: '', url: '/x/' }, 'from', FORM_MESSAGES.invalidSenderName],
    // The sender's name cannot carry a message, a link or a number to call.
    [
      'email-forward',
      { to: 'friend@example.org', from: 'Win a prize at cheap.example', url: '/x/' },
      'from',
      FORM_MESSAGES.invalidSenderName,
    ],
    [
      'email-forward',
      { to: 'friend@example.org', from: 'Ada: call 555 0100 now!', url: '/x/' },
      'from',
      FORM_MESSAGES.invalidSenderName,
    ],
    [
      'email-forward',
      { to: 'friend@example.org', from: 'https://evil.example/', url: '/x/' },
      'from',
      FORM_MESSAGES.invalidSenderName,
    ],
    [
      'email-forward',
      { to: 'friend@example.org', from: 'a'.repeat(51), url: '/x/' },
      'from',
      FORM_MESSAGES.invalidSenderName,
    ],
    [
      'email-forward',
      { to: 'friend@example.org', from: 'Ada\nSubject: win', url: '/x/' },
      'from',
      FORM_MESSAGES.invalidSenderName,
    ],
    // Nor can the link: a page path of lowercase slug segments, not words in any case or spacing.
    [
      'email-forward',
      { to: 'friend@example.org', from: 'Ada', url: '/Your account is locked, call us/' },
      'url',
      FORM_MESSAGES.invalidUrl,
    ],
    ['email-forward', { to: 'friend@example.org', from: 'Ada', url: '/tech/story' }, 'url', FORM_MESSAGES.invalidUrl],
    [
      'email-forward',
      { to: 'friend@example.org', from: 'Ada', url: `/${'a-'.repeat(150)}/` },
      'url',
      FORM_MESSAGES.invalidUrl,
    ],
  ] as const)('%s refuses %j: %s', (form, input, field, message) => {
    const result = validateForm(form, input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[field]).toBe(message);
      expect(result.input).toEqual(input);
    }
  });

  it('sends no text of the sender’s choosing with an email forward: a message field is not read', () => {
    const body = new URLSearchParams({
      to: 'friend@example.org',
      from: 'Ada',
      url: '/tech/some-story/',
      message: 'Your account is locked: call 555 0100',
    });
    const fields = FORMS['email-forward'].fields.map((field) => field.name);
    expect(fields).toEqual(['to', 'from', 'url']);
    const result = validateForm('email-forward', formInput(fields, body));
    expect(result).toEqual({ ok: true, values: { to: 'friend@example.org', from: 'Ada', url: '/tech/some-story/' } });
  });

  it('keeps at most 2,000 characters of a value for showing it again', () => {
    const result = validateForm('email-forward', { to: 'x', from: 'Ada', url: `/${'a'.repeat(5000)}` });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.input.url).toHaveLength(2000);
  });

  it('reads only the form’s own fields, first value each', () => {
    expect(formInput(['email'], new URLSearchParams('email=a%40b.co&email=c%40d.co&other=1'))).toEqual({
      email: 'a@b.co',
    });
  });
});
