/**
 * Spec 000 §2: "A sign-in toolbar shows outside production." A strip under the header for people
 * working on the site: who the page was rendered for, and one-click ways into each sign-in path
 * (log in, join, Facebook, settings, sign out). Plain links and a form: no JavaScript. The sign-in
 * links leave the site, so the client router lets the browser follow them (data-reload).
 */
import type { AuthState } from '../../shared/requestState';
import { AUTH_ROUTES, signInHref } from '../../shared/routes/authRoutes';

export function SignInToolbar({ auth, path }: { auth: AuthState; path: string }) {
  const who = auth.user?.email?.email ?? auth.user?.sub;
  return (
    <aside className="signin-toolbar" aria-label="Sign-in toolbar (not shown in production)">
      <span className="signin-toolbar__state" data-state={auth.loggedIn ? 'logged-in' : 'logged-out'}>
        {auth.loggedIn && who ? `Signed in as ${who}` : 'Signed out'}
      </span>
      {auth.loggedIn ? (
        <form method="post" action={AUTH_ROUTES.signout}>
          <button type="submit">Sign out</button>
        </form>
      ) : (
        <>
          <a href={signInHref(path)} data-reload="">
            Log in
          </a>
          <a href={signInHref(path, { screen: 'signup' })} data-reload="">
            Join
          </a>
          <a href={signInHref(path, { connection: 'facebook' })} data-reload="">
            Facebook
          </a>
        </>
      )}
      <a href={AUTH_ROUTES['user-settings']}>Settings</a>
    </aside>
  );
}
