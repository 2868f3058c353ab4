/**
 * /user/settings/: the signed-in reader's account (request.state.auth) and profile (read with
 * their bearer token on the server), a form to change it and a password-reset button — plain
 * forms that work without JavaScript — or a sign-in prompt that comes back here. It shows what a
 * reader knows about their account (email, name, member since), never the provider's internals
 * (the account id, the sign-in count).
 */
import type { AccountPageData } from '../../../shared/auth/accountPage';
import { AUTH_ROUTES, signInHref } from '../../../shared/routes/authRoutes';
import { DISPLAY_NAME_MAX_LENGTH, PROFILE_NEWSLETTERS } from '../../../shared/auth/profile';
import type { AuthState } from '../../../shared/requestState';

const MEMBER_SINCE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "March 2021" from the provider's `created_at`, or nothing when it is absent or not a date. */
function memberSince(createdAt: string | undefined): string | undefined {
  const time = createdAt === undefined ? NaN : Date.parse(createdAt);
  return Number.isFinite(time) ? MEMBER_SINCE.format(time) : undefined;
}

export function UserSettings({ auth, account = {} }: { auth: AuthState; account?: AccountPageData }) {
  if (!auth.loggedIn || !auth.user) {
    return (
      <section className="user-settings signed-out" aria-labelledby="settings-signin">
        <h2 id="settings-signin">Sign in to see your settings</h2>
        <p>You are not signed in. Sign in or join to manage your account and newsletters.</p>
        <a className="button" href={signInHref(AUTH_ROUTES['user-settings'])} data-reload="">
          Join or log in
        </a>
      </section>
    );
  }
  const email = auth.user.email?.email;
  const input = account.input ?? account.profile;
  const chosen = new Set(input?.newsletters ?? []);
  const since = memberSince(auth.user.created_at);
  const facts: Array<[string, string]> = [];
  if (auth.user.name) facts.push(['Name', auth.user.name]);
  if (since) facts.push(['Member since', since]);
  return (
    <section className="user-settings signed-in" aria-labelledby="settings-account">
      <h2 id="settings-account">Your account</h2>
      <p>{`You are signed in${email ? ` as ${email}` : ''}.`}</p>
      {account.notice ? (
        <p className="form-success" role="status">
          {account.notice}
        </p>
      ) : null}
      {account.profileError ? (
        <p className="form-failure" role="alert">
          {account.profileError}
        </p>
      ) : null}
      {facts.length > 0 ? (
        <dl className="account-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {input ? (
        <form
          className="profile-form utility-form"
          method="post"
          action={AUTH_ROUTES['user-settings']}
          aria-labelledby="settings-profile"
        >
          <h3 id="settings-profile">Profile</h3>
          {account.formError ? (
            <p className="form-failure" role="alert" id="profile-error">
              {account.formError}
            </p>
          ) : null}
          <div className="form-field">
            <label htmlFor="displayName">Display name</label>
            <input
              id="displayName"
              name="displayName"
              defaultValue={input.displayName}
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              required
              autoComplete="nickname"
              aria-describedby={account.formError ? 'profile-error' : undefined}
            />
          </div>
          <fieldset className="newsletter-choices">
            <legend>Newsletters</legend>
            {PROFILE_NEWSLETTERS.map((newsletter) => (
              <label key={newsletter.value} className="checkbox">
                <input
                  type="checkbox"
                  name="newsletters"
                  value={newsletter.value}
                  defaultChecked={chosen.has(newsletter.value)}
                />
                {newsletter.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button">
            Save profile
          </button>
        </form>
      ) : null}
      {email ? (
        <form className="password-reset utility-form" method="post" action={AUTH_ROUTES['password-reset']}>
          <h3>Password</h3>
          <p>We will email you a link to choose a new password.</p>
          <button type="submit" className="button button--secondary">
            Reset password
          </button>
        </form>
      ) : null}
      <form className="sign-out" method="post" action={AUTH_ROUTES.signout}>
        <button type="submit" className="button button--secondary">
          Sign out
        </button>
      </form>
    </section>
  );
}
