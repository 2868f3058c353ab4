/**
 * The identity provider's own pages (the "hosted login service" of spec 000 §7): plain HTML
 * forms that work without JavaScript. The reader really leaves Neutron to use them.
 */
import { PASSWORD_RULE_TEXT } from '../../shared/auth/passwordRules';

export type LoginScreen = 'login' | 'signup' | 'reset';

export interface LoginPageModel {
  uid: string;
  screen: LoginScreen;
  /** What the reader typed, shown again (never the password). */
  email?: string;
  name?: string;
  /** An error message for the screen shown. */
  error?: string;
  /** A neutral confirmation (password reset requested). */
  notice?: string;
  clientName: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f4;color:#111}main{max-width:26rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:1.5rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin-top:1rem;padding:.6rem 1rem;font-size:1rem;width:100%;cursor:pointer;border:0;border-radius:4px;background:#1b1b1b;color:#fff}button.facebook{background:#1458c7}
p.error{color:#a30000;font-weight:600}p.notice{color:#0b5d1e;font-weight:600}nav a{margin-right:1rem}ul{padding-left:1.2rem;font-size:.9rem}`;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

function document(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function message(model: LoginPageModel): string {
  if (model.error) return `<p class="error" role="alert">${escapeHtml(model.error)}</p>`;
  if (model.notice) return `<p class="notice" role="status">${escapeHtml(model.notice)}</p>`;
  return '';
}

function screenLinks(uid: string, current: LoginScreen): string {
  const link = (screen: LoginScreen, text: string) =>
    screen === current
      ? `<a aria-current="page" href="?screen=${screen}">${text}</a>`
      : `<a href="/oidc/interaction/${escapeHtml(uid)}?screen=${screen}">${text}</a>`;
  return `<nav aria-label="Account">${link('login', 'Log in')}${link('signup', 'Join')}${link('reset', 'Forgot password')}</nav>`;
}

const facebookForm = (uid: string) =>
  `<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/facebook"><button class="facebook" type="submit">Continue with Facebook</button></form>`;

/** Sign in, join or request a password reset, for one authorization request. */
export function loginPage(model: LoginPageModel): string {
  const uid = escapeHtml(model.uid);
  const email = escapeHtml(model.email ?? '');
  let form: string;
  switch (model.screen) {
    case 'login':
      form = `<h2>Log in</h2>${message(model)}<form method="post" action="/oidc/interaction/${uid}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${email}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button></form>`;
      break;
    case 'signup':
      form = `<h2>Join</h2>${message(model)}<form method="post" action="/oidc/interaction/${uid}/join">
<label for="name">Display name</label><input id="name" name="name" autocomplete="nickname" maxlength="80" value="${escapeHtml(model.name ?? '')}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${email}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="rules">
<ul id="rules">${Object.values(PASSWORD_RULE_TEXT)
        .map((text) => `<li>${escapeHtml(text)}</li>`)
        .join('')}</ul>
<button type="submit">Join</button></form>`;
      break;
    case 'reset':
      form = `<h2>Forgot your password?</h2>${message(model)}<form method="post" action="/oidc/interaction/${uid}/reset">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${email}">
<button type="submit">Send reset email</button></form>`;
      break;
    default:
      model.screen satisfies never;
      form = '';
  }
  return document(
    'Log in — CNET',
    `<h1>${escapeHtml(model.clientName)} account</h1>${screenLinks(model.uid, model.screen)}${form}${facebookForm(model.uid)}`,
  );
}

/** RP-initiated logout: the provider's own confirmation form, submitted at once when scripts run. */
export function logoutPage(form: string): string {
  return document(
    'Signing out — CNET',
    `<h1>Signing you out</h1>${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Finish signing out</button><script>document.forms['op.logoutForm'].requestSubmit ? document.forms['op.logoutForm'].requestSubmit(document.querySelector('button[name=logout]')) : null</script>`,
  );
}

export function postLogoutPage(): string {
  return document('Signed out — CNET', '<h1>You are signed out</h1><p><a href="/">Back</a></p>');
}

export function providerErrorPage(out: Record<string, string>): string {
  const details = Object.entries(out)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('');
  return document('Sign-in error — CNET', `<h1>Something went wrong signing in</h1><dl>${details}</dl>`);
}
