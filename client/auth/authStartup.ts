/**
 * Auth initialisation in the browser (spec 000 §4), loaded only when there is something to do —
 * a stored sign-in strategy, a signed-in reader or an implicit return in the hash — so anonymous
 * readers never download it (decision 024's budget):
 *  - implicit return: the token (already taken out of the address bar by the entry) is posted
 *    with its state to /signin/callback/, which seals it into the session cookie; then the
 *    reader goes on to where the sign-in started. A refused one shows the callback's problem page.
 *  - a stored strategy (or a page the server rendered for a signed-in reader, who may have
 *    signed in without the modal): the user is fetched (/user/me/, the Token call behind it) and set; no
 *    session any more → the user is removed and the strategy forgotten; a failure is 'error
 *    fetching user' (000 §8), which also forgets the strategy.
 * Either way fetchComplete becomes true at the end.
 */
import * as z from 'zod/mini';
import { parseImplicitReturn } from '../../shared/auth/implicitReturn';
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { safeReturnTo } from '../../shared/auth/returnTo';
import { AUTH_ROUTES } from '../../shared/routes/authRoutes';
import { authStore } from './authStore';
import { forgetStrategy, rememberStrategy } from './rememberStrategy';

const userAnswer = z.object({
  user: z.object({
    sub: z.string().check(z.minLength(1), z.maxLength(255)),
    email: z.optional(z.object({ email: z.string().check(z.maxLength(254)) })),
    login_count: z.optional(z.number().check(z.minimum(0), z.multipleOf(1))),
    name: z.optional(z.string().check(z.maxLength(200))),
  }),
});
const returnAnswer = z.object({ returnTo: z.string() });

async function finishImplicitReturn(hash: string): Promise<boolean> {
  const answer = parseImplicitReturn(hash);
  if (!answer) return false;
  if (answer.kind === 'error') {
    // The reader cancelled or the provider refused: stay on the page, signed out.
    console.warn('sign-in returned an error', answer.error);
    return false;
  }
  const body = new URLSearchParams({ access_token: answer.accessToken, state: answer.state });
  if (answer.expiresIn !== undefined) body.set('expires_in', String(answer.expiresIn));
  try {
    const res = await fetch(AUTH_ROUTES['signin-callback'], { method: 'POST', body, credentials: 'same-origin' });
    const parsed = returnAnswer.safeParse(await res.json());
    if (res.ok && parsed.success) {
      rememberStrategy('implicit');
      location.replace(safeReturnTo(parsed.data.returnTo));
      return true;
    }
  } catch (error) {
    console.warn('sign-in could not be completed', error);
  }
  location.replace(AUTH_ROUTES['signin-callback']);
  return true;
}

async function fetchUser(): Promise<void> {
  try {
    // The Token call names the reader's site (000 §7 /uds/{site}/): the brand of the page they are on.
    const site = document.body?.dataset.brand;
    const url = site ? `${AUTH_ROUTES['auth-user']}?site=${encodeURIComponent(site)}` : AUTH_ROUTES['auth-user'];
    const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (res.status === 401) {
      forgetStrategy();
      authStore.dispatch({ type: 'removeUser' });
      return;
    }
    const parsed = userAnswer.safeParse(await res.json());
    if (!res.ok || !parsed.success) throw new Error(`user answer ${res.status}`);
    authStore.dispatch({ type: 'setUser', user: parsed.data.user });
  } catch (error) {
    console.warn(AUTH_MESSAGES.errorFetchingUser, error);
    forgetStrategy();
    authStore.dispatch({ type: 'removeUser' });
  }
}

export interface AuthStartup {
  /** The fragment the entry took out of the address, when it looked like an implicit return. */
  implicitHash: string | null;
  /** The server rendered the page for a signed-in reader. */
  signedIn: boolean;
  /** The strategy remembered in local storage (client/auth/strategy.ts), if any. */
  strategy: string | null;
}

export async function startAuth({ implicitHash, signedIn, strategy }: AuthStartup): Promise<void> {
  authStore.begin();
  if (implicitHash !== null && (await finishImplicitReturn(implicitHash))) return;
  if (strategy !== null || signedIn) await fetchUser();
  authStore.dispatch({ type: 'fetchComplete' });
}
