import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail (spec 000 §5)', () => {
  it.each([
    ['local part, @, domain, 2-letter top-level domain', 'reader@example.co', true],
    ['longer top-level domain and subdomains', 'first.last+news@mail.example.com', true],
    ['bracketed IP', 'reader@[192.168.0.1]', true],
    ['quoted local part', '"reader one"@example.com', true],
    ['no @', 'reader.example.com', false],
    ['no local part', '@example.com', false],
    ['no domain', 'reader@', false],
    ['top-level domain of one letter', 'reader@example.c', false],
    ['numeric top-level domain', 'reader@example.123', false],
    ['bare IP without brackets', 'reader@192.168.0.1', false],
    ['bracketed IP out of range', 'reader@[300.1.1.1]', false],
    ['two @', 'a@b@example.com', false],
    ['space', 'rea der@example.com', false],
    ['dot at the start of the local part', '.reader@example.com', false],
    ['markup', '<b>@example.com', false],
    ['empty', '', false],
  ])('%s: %s → %s', (_case, email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(200)}.com`)).toBe(false);
  });
});
