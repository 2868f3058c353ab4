import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Hono } from 'hono';
import type Provider from 'oidc-provider';
import type { Account, AccountStore } from './accounts';
import { loginPage, type LoginPageModel, type LoginScreen } from './pages';
import { INTERACTION_PREFIX, LOCAL_CLIENT_ID, SCOPES } from './provider';
import type { ResetOutbox } from './resets';

type Ctx = Context<{ Bindings: HttpBindings }>;

/** Largest interaction form accepted, bytes. */
const MAX_FORM_BYTES = 4 * 1024;
const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

const JOIN_ERRORS = {
  email: 'Enter a valid email address.',
  password: 'Your password does not meet the requirements.',
  taken: 'An account with this email already exists. Log in instead.',
  full: 'Joining is not possible right now. Try again later.',
} as const;
export const LOGIN_ERROR = 'Wrong email or password.';
/** The same answer whether or not the email has an account (spec 000 §7 password reset). */
export const RESET_NOTICE = "We've just sent you an email to reset your password.";

async function readForm(c: Ctx): Promise<Record<string, string> | undefined> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) return undefined;
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) return undefined;
  return Object.fromEntries(new URLSearchParams(text));
}

function screenOf(value: string | undefined, fallback: LoginScreen): LoginScreen {
  return value === 'login' || value === 'signup' || value === 'reset' ? value : fallback;
}

/**
 * The hosted login page of the local provider, one per authorization request ("interaction"):
 * log in, join, continue with Facebook (the simulated social connection: it signs in the world's
 * Facebook reader), and request a password reset. Finishing sends the browser back into the
 * authorization endpoint, which redirects to Neutron's callback with the code.
 */
export function registerInteractions(
  app: Hono<{ Bindings: HttpBindings }>,
  provider: () => Promise<Provider>,
  accounts: AccountStore,
  resets: ResetOutbox,
): void {
  /** The interaction of this request (from the provider's cookie), or an error page. */
  async function interaction(c: Ctx) {
    const p = await provider();
    try {
      const details = await p.interactionDetails(c.env.incoming, c.env.outgoing);
      if (details.uid !== c.req.param('uid')) return { p, details: undefined };
      return { p, details };
    } catch {
      return { p, details: undefined };
    }
  }

  const expired = (c: Ctx) =>
    c.html(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title></head><body><main><h1>This sign-in has expired</h1><p>Go back to the site and choose Log in again.</p></main></body></html>',
      400,
      HTML,
    );

  const render = (c: Ctx, model: Omit<LoginPageModel, 'clientName'>, status: 200 | 400 | 401 = 200) =>
    c.body(loginPage({ ...model, clientName: 'CNET' }), status, HTML);

  async function finish(c: Ctx, p: Provider, account: Account) {
    accounts.recordLogin(account);
    await p.interactionFinished(
      c.env.incoming,
      c.env.outgoing,
      { login: { accountId: account.sub, amr: [account.connection === 'facebook' ? 'fed' : 'pwd'] } },
      { mergeWithLastSubmission: false },
    );
    return RESPONSE_ALREADY_SENT;
  }

  app.get(`${INTERACTION_PREFIX}/:uid`, async (c) => {
    const { p, details } = await interaction(c);
    if (!details) return expired(c);
    // Neutron is first-party: the consent prompt (asked of loopback "native" clients every time) is granted at once.
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      const grant = new p.Grant({ clientId: LOCAL_CLIENT_ID, accountId: details.session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      const grantId = await grant.save();
      await p.interactionFinished(
        c.env.incoming,
        c.env.outgoing,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return RESPONSE_ALREADY_SENT;
    }
    const hint = details.params.screen_hint === 'signup' ? 'signup' : 'login';
    return render(c, {
      uid: details.uid,
      screen: screenOf(c.req.query('screen'), hint),
      email: details.params.login_hint,
    });
  });

  app.post(`${INTERACTION_PREFIX}/:uid/login`, async (c) => {
    const { p, details } = await interaction(c);
    if (!details) return expired(c);
    const form = await readForm(c);
    const account = form ? await accounts.authenticate(form.email ?? '', form.password ?? '') : undefined;
    if (!account) return render(c, { uid: details.uid, screen: 'login', email: form?.email, error: LOGIN_ERROR }, 401);
    return finish(c, p, account);
  });

  app.post(`${INTERACTION_PREFIX}/:uid/join`, async (c) => {
    const { p, details } = await interaction(c);
    if (!details) return expired(c);
    const form = (await readForm(c)) ?? {};
    const joined = await accounts.join(form.email ?? '', form.password ?? '', form.name ?? '');
    if (!joined.ok)
      return render(
        c,
        { uid: details.uid, screen: 'signup', email: form.email, name: form.name, error: JOIN_ERRORS[joined.error] },
        400,
      );
    return finish(c, p, joined.account);
  });

  app.post(`${INTERACTION_PREFIX}/:uid/facebook`, async (c) => {
    const { p, details } = await interaction(c);
    if (!details) return expired(c);
    return finish(c, p, accounts.facebookAccount());
  });

  app.post(`${INTERACTION_PREFIX}/:uid/reset`, async (c) => {
    const { details } = await interaction(c);
    if (!details) return expired(c);
    const form = (await readForm(c)) ?? {};
    resets.request(form.email ?? '', 'Username-Password-Authentication');
    return render(c, { uid: details.uid, screen: 'reset', email: form.email, notice: RESET_NOTICE });
  });

  app.all(`${INTERACTION_PREFIX}/*`, (c) => c.text('Not Found', 404));
}
