import { describe, expect, it } from 'vitest';
import { createSessionSeal, type Session } from './sessionSeal';

const secret = 'a'.repeat(40);
const session: Session = {
  user: { sub: 'local|1', email: { email: 'r@x.test' }, login_count: 3, name: 'R' },
  at: 'access',
  rt: 'refresh',
  it: 'id.token.x',
  exp_at: 2_000_000_000,
  auth_time: 1_700_000_000,
};

describe('session seal', () => {
  it('opens what it sealed, and nothing of the tokens can be read from the value', async () => {
    const seal = createSessionSeal(secret);
    const value = await seal.seal(session, 600);
    expect(value.split('.')).toHaveLength(5);
    expect(value).not.toContain('access');
    expect(Buffer.from(value.split('.')[0]!, 'base64url').toString()).toContain('A256GCM');
    expect(await seal.open(value)).toEqual(session);
  });

  it('refuses a value changed by one character, sealed with another secret, expired, or garbage', async () => {
    const seal = createSessionSeal(secret);
    const value = await seal.seal(session, 600);
    const parts = value.split('.');
    const cipher = parts[3]!;
    parts[3] = (cipher[0] === 'A' ? 'B' : 'A') + cipher.slice(1);
    expect(await seal.open(parts.join('.'))).toBeNull();
    expect(await createSessionSeal('b'.repeat(40)).open(value)).toBeNull();
    expect(await seal.open(await seal.seal(session, -60))).toBeNull();
    expect(await seal.open('not a session')).toBeNull();
    expect(await seal.open(`${value}${'A'.repeat(5000)}`)).toBeNull();
  });
});
