/**
 * Sign-out across the fleet (issue 42 point 8, decision 059): 2 Neutron instances with Redis.
 * A session cookie copied before the reader signs out on one instance is refused by the other
 * within a second (signed-out page, 401 from /user/me/); a sign-out made while Redis is down
 * holds on its own instance and reaches the other once Redis is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, USER_COOKIE } from '../../shared/authConstants';
import { createReaders } from '../../upstream/identity/readers';
import { testPassword } from '../../upstream/identity/accounts';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { startFleet, type Fleet } from '../../scripts/fleet/fleet';
import { TEST_SESSION_SECRET } from '../support/neutron';
import { signInOverHttp } from '../support/signIn';

const readers = createReaders(DEFAULT_SEED);
let fleet: Fleet;

/** Signs `reader` in on `instance` and answers a copy of the session cookie (another browser's Cookie header). */
async function signedInCopy(instance: string, index: number) {
  const reader = readers[index]!;
  const { browser } = await signInOverHttp(instance, { email: reader.email, password: testPassword(reader.username) });
  const copied = `${SESSION_COOKIE}=${browser.cookie('127.0.0.1', SESSION_COOKIE)!}; ${USER_COOKIE}=1`;
  return { reader, browser, copied };
}

/** What `instance` shows the holder of `cookie`: the front door names the reader, and /user/me/'s status. */
async function seenBy(instance: string, cookie: string, name: string): Promise<{ signedIn: boolean; me: number }> {
  const page = await (await fetch(`${instance}/`, { headers: { cookie } })).text();
  const me = await fetch(`${instance}/user/me/`, { headers: { cookie } });
  await me.body?.cancel();
  return { signedIn: page.includes(name), me: me.status };
}

/** Asks until `instance` shows `cookie` signed out, for `ms` at most; answers what it last showed. */
async function untilSignedOut(instance: string, cookie: string, name: string, ms: number) {
  const deadline = Date.now() + ms;
  let seen = await seenBy(instance, cookie, name);
  while ((seen.signedIn || seen.me !== 401) && Date.now() < deadline) seen = await seenBy(instance, cookie, name);
  return seen;
}

beforeAll(async () => {
  fleet = await startFleet({
    instances: 2,
    env: {
      SESSION_SECRET: TEST_SESSION_SECRET,
      REDIS_TIMEOUT_MS: '250',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      QUEUE_DELAY_TARGET_MS: '0',
      RENDER_QUEUE_TIMEOUT_MS: '30000',
    },
  });
}, 120_000);

afterAll(async () => {
  await fleet?.stop();
}, 60_000);

describe('sign-out with 2 instances and Redis', () => {
  it('a cookie signed out on one instance is refused by the other within 1 s', async () => {
    const [one, two] = fleet.instances.map((instance) => instance.url) as [string, string];
    const { reader, browser, copied } = await signedInCopy(one, 8);
    expect(await seenBy(two, copied, reader.displayName)).toEqual({ signedIn: true, me: 200 });
    const out = await browser.request(`${one}/signout/`, { method: 'POST', form: {} });
    expect(out.status).toBe(303);
    expect(await untilSignedOut(two, copied, reader.displayName, 1000)).toEqual({ signedIn: false, me: 401 });
  }, 60_000);

  it('a sign-out made while Redis is down holds on its instance and reaches the other once Redis is back', async () => {
    const [one, two] = fleet.instances.map((instance) => instance.url) as [string, string];
    const { reader, browser, copied } = await signedInCopy(one, 9);
    await fleet.redis!.stop('SIGKILL');
    expect((await browser.request(`${one}/signout/`, { method: 'POST', form: {} })).status).toBe(303);
    expect(await seenBy(one, copied, reader.displayName)).toEqual({ signedIn: false, me: 401 });
    const metrics = await (await fetch(`${one}/metrics`)).text();
    expect(metrics).toMatch(/^neutron_session_revocations_unshared 1$/m);
    await fleet.restartRedis();
    // Written at the instance's next sync (every 5 s), announced to the other at once.
    expect(await untilSignedOut(two, copied, reader.displayName, 15_000)).toEqual({ signedIn: false, me: 401 });
  }, 60_000);
});
