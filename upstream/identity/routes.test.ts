/**
 * The local identity provider's own parts, over HTTP on a real upstream (oidc-provider needs
 * Node's request and response): accounts, the password-reset call, and the user-data service
 * behind bearer tokens. The whole sign-in flow is test/integration/signin.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../start';
import { AccountStore, testPassword } from './accounts';
import { createReaders } from './readers';
import { RESET_NOTICE } from './interactions';

let upstream: RunningUpstream;
beforeAll(async () => {
  upstream = await startUpstream({ port: 0 });
});
afterAll(() => upstream.close());

describe('accounts', () => {
  const readers = createReaders(1);
  it('know the world readers by their documented passwords, and nothing else', async () => {
    const accounts = new AccountStore(readers);
    expect(await accounts.authenticate(readers[1]!.email, testPassword(readers[1]!.username))).toMatchObject({
      sub: readers[1]!.sub,
    });
    expect(await accounts.authenticate(readers[1]!.email, 'Reader1!')).toBeUndefined();
    expect(await accounts.authenticate('nobody@example.com', 'Reader2!')).toBeUndefined();
    expect(testPassword('reader7')).toBe('Reader7!');
  });

  it('let new readers join with the spec rules, once per email', async () => {
    const accounts = new AccountStore(readers);
    expect(await accounts.join('bad', 'abc123!', '')).toEqual({ ok: false, error: 'email' });
    expect(await accounts.join('a@example.com', 'abcdef', '')).toEqual({ ok: false, error: 'password' });
    const joined = await accounts.join('a@example.com', 'abc123!', 'A');
    expect(joined).toMatchObject({ ok: true, account: { email: 'a@example.com', login_count: 0, displayName: 'A' } });
    expect(await accounts.join('A@example.com', 'abc123!', '')).toEqual({ ok: false, error: 'taken' });
    expect(await accounts.authenticate('a@example.com', 'abc123!')).toBeDefined();
  });
});

describe('password reset (000 §7: client_id, email, connection; no credentials)', () => {
  it.each(['reader3@readers.neutron.test', 'nobody@example.com'])('answers the same for %s', async (email) => {
    const res = await fetch(`${upstream.url}/oidc/dbconnections/change_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'neutron', email, connection: 'Username-Password-Authentication' }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(RESET_NOTICE);
  });

  it('records a mail only for an existing account, and refuses an unknown client', async () => {
    const { mails } = (await (await fetch(`${upstream.url}/__identity/resets`)).json()) as {
      mails: Array<{ to: string }>;
    };
    expect(mails.map((m) => m.to)).toEqual(['reader3@readers.neutron.test']);
    const res = await fetch(`${upstream.url}/oidc/dbconnections/change_password`, {
      method: 'POST',
      body: 'client_id=other&email=a@b.co&connection=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
  });
});

describe('user-data service', () => {
  it.each([
    ['no token', {}],
    ['an unknown token', { authorization: 'Bearer not-a-token-of-ours' }],
  ])('answers 401 to %s', async (_what, headers) => {
    for (const [method, path] of [
      ['GET', 'profile'],
      ['POST', 'token'],
      ['POST', 'comment-token'],
    ] as const) {
      const res = await fetch(`${upstream.url}/api/neutron/uds/cnet/user/${path}`, { method, headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
  });

  it('publishes the discovery document at the issuer it names', async () => {
    const doc = (await (await fetch(`${upstream.url}/oidc/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      jwks_uri: string;
    };
    expect(doc.issuer).toBe(`${upstream.url}/oidc`);
    const jwks = (await (await fetch(doc.jwks_uri)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
