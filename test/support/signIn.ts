/**
 * Signing a reader in over plain HTTP, for tests that need what a signed-in reader holds: the
 * browser with its session cookie, and the provider's access token sealed inside that cookie
 * (opened with the test stack's SESSION_SECRET, as the server itself does).
 */
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../../shared/authConstants';
import { createSessionSeal } from '../../server/auth/sessionSeal';
import { formAction, HttpBrowser } from './httpBrowser';
import { TEST_SESSION_SECRET } from './neutron';

export interface SignedIn {
  browser: HttpBrowser;
  /** The provider's access token for the reader, as the session keeps it. */
  accessToken: string;
}

/** /signin/ → the provider's hosted login form → back on Neutron with a session. */
export async function signInOverHttp(
  neutronUrl: string,
  credentials: { email: string; password: string },
): Promise<SignedIn> {
  const browser = new HttpBrowser();
  const login = await browser.go(`${neutronUrl}/signin/?returnTo=%2Fuser%2Fsettings%2F`);
  expect(login.status).toBe(200);
  const back = await browser.go(formAction(login, '/login'), { form: credentials });
  expect(back.url).toBe(`${neutronUrl}/user/settings/`);
  const sealed = browser.cookie(new URL(neutronUrl).hostname, SESSION_COOKIE);
  const session = sealed ? await createSessionSeal(TEST_SESSION_SECRET).open(sealed) : null;
  if (!session) throw new Error('signed in, but the session cookie does not open');
  return { browser, accessToken: session.at };
}
