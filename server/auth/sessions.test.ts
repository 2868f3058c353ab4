import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../shared/authConstants';
import { createLogger } from '../ops/logger';
import { Registry } from '../ops/metrics';
import { REVOCATION_TTL_MS } from './revocationList';
import { createRevocations } from './revocations';
import { createSessionManager } from './sessions';
import { createSessionSeal, type Session } from './sessionSeal';

const NOW = 1_800_000_000;
const seal = createSessionSeal('s'.repeat(48));
const USER = { sub: 'local|abc', email: { email: 'reader1@readers.neutron.test' } };

function manager(
  refresh: () => Promise<{ accessToken: string; expiresAt: number }> = async () => ({
    accessToken: 'at-2',
    expiresAt: NOW + 3600,
  }),
) {
  const registry = new Registry();
  const revocations = createRevocations({
    ttlMs: REVOCATION_TTL_MS,
    maxEntries: 100,
    registry,
    logger: createLogger({ write: () => {} }),
  });
  const sessions = createSessionManager({
    seal,
    identity: { refresh },
    revocations,
    metrics: { registry },
    now: () => NOW * 1000,
  });
  return { sessions, registry };
}

/** The cookie jar a browser would send with the session cookie among `setCookies`. */
function jar(setCookies: readonly string[]): Map<string, string> {
  const cookie = setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
  return new Map([[SESSION_COOKIE, decodeURIComponent(cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1))]]);
}

async function signIn(sessions: ReturnType<typeof manager>['sessions']) {
  const cookies = jar(
    await sessions.start({ accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: NOW + 3600 }, USER, true),
  );
  const read = await sessions.read(cookies, true);
  if (read.status !== 'valid') throw new Error(`a new session reads ${read.status}`);
  return { cookies, session: read.session };
}

describe('sessions and sign-out', () => {
  it('gives every sign-in its own session id', async () => {
    const { sessions } = manager();
    const [one, two] = [await signIn(sessions), await signIn(sessions)];
    expect(one.session.sid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(two.session.sid).not.toBe(one.session.sid);
  });

  it("refuses a copy of a signed-out session cookie, removes it, and leaves the reader's other sessions alone", async () => {
    const { sessions, registry } = manager();
    const laptop = await signIn(sessions);
    const phone = await signIn(sessions);
    const copy = new Map(laptop.cookies);
    await sessions.revoke(laptop.session);
    const replayed = await sessions.read(copy, true);
    expect(replayed.status).toBe('invalid');
    expect(replayed.status === 'invalid' && replayed.setCookies).toContain(
      `${SESSION_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`,
    );
    expect((await sessions.read(phone.cookies, true)).status).toBe('valid');
    expect(await registry.render()).toContain('neutron_auth_sessions_total{outcome="revoked"} 1');
  });

  it('refuses a cookie refreshed before the sign-out too (a refresh keeps the session id)', async () => {
    const { sessions } = manager();
    const { session } = await signIn(sessions);
    // The same session near its access token's end: read, refreshed, resealed.
    const ending = await seal.seal({ ...session, exp_at: NOW + 30 }, 600);
    const refreshed = await sessions.read(new Map([[SESSION_COOKIE, ending]]), true);
    expect(refreshed.status === 'valid' && refreshed.session).toMatchObject({ at: 'at-2', sid: session.sid });
    await sessions.revoke(session);
    expect((await sessions.read(jar(refreshed.status === 'valid' ? refreshed.setCookies : []), true)).status).toBe(
      'invalid',
    );
  });

  it('signs out a session sealed before sessions had an id', async () => {
    const { sessions } = manager();
    const legacy: Session = { user: USER, at: 'at-1', rt: 'rt-1', exp_at: NOW + 3000, auth_time: NOW - 100 };
    const cookies = new Map([[SESSION_COOKIE, await seal.seal(legacy, 600)]]);
    const read = await sessions.read(cookies, true);
    expect(read.status).toBe('valid');
    await sessions.revoke(legacy);
    expect((await sessions.read(cookies, true)).status).toBe('invalid');
  });

  it('can sign out a session whose access token ran out while the provider was unreachable, so it does not come back with the provider', async () => {
    let providerUp = false;
    const { sessions } = manager(async () => {
      if (!providerUp) throw new Error('connect ECONNREFUSED');
      return { accessToken: 'at-2', expiresAt: NOW + 3600 };
    });
    const { session } = await signIn(sessions);
    const expired = new Map([[SESSION_COOKIE, await seal.seal({ ...session, exp_at: NOW - 10 }, 600)]]);
    const read = await sessions.read(expired, true);
    expect(read.status).toBe('unavailable');
    await sessions.revoke(read.status === 'unavailable' ? read.session : session);
    providerUp = true;
    expect((await sessions.read(expired, true)).status).toBe('invalid');
  });
});
