/**
 * /user/settings/: the signed-in reader's account (request.state.auth, filled by the auth
 * middleware from a verified session), or a sign-in prompt for signed-out readers.
 */
import type { AuthState } from '../../../shared/requestState';
import { SIGN_IN_PATH } from '../../../shared/forms/utilityPages';

export function UserSettings({ auth }: { auth: AuthState }) {
  if (!auth.loggedIn || !auth.user) {
    return (
      <section className="user-settings signed-out" aria-labelledby="settings-signin">
        <h2 id="settings-signin">Sign in to see your settings</h2>
        <p>You are not signed in. Sign in or join to manage your account and newsletters.</p>
        <a className="button" href={`${SIGN_IN_PATH}?returnTo=${encodeURIComponent('/user/settings/')}`}>Join or log in</a>
      </section>
    );
  }
  const email = auth.user.email?.email;
  return (
    <section className="user-settings signed-in" aria-labelledby="settings-account">
      <h2 id="settings-account">Your account</h2>
      <p role="status">{`You are signed in${email ? ` as ${email}` : ''}.`}</p>
      <dl>
        {email ? <div><dt>Email</dt><dd>{email}</dd></div> : null}
        <div><dt>Account id</dt><dd>{auth.user.sub}</dd></div>
        {auth.user.login_count !== undefined ? <div><dt>Sign-ins</dt><dd>{auth.user.login_count}</dd></div> : null}
      </dl>
      <p><a href="/newsletters/">Manage your newsletters</a></p>
    </section>
  );
}
