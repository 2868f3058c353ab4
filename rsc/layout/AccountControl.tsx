/**
 * The header's account control (spec 000 §2 "a sign-in modal opens from a Join/Login control"):
 * signed out, a Join/Login link to /signin/ that comes back to this page (the client opens the
 * modal instead when scripts run); signed in, the reader's name with a menu — Settings and a
 * Sign out form (POST, same-origin). A <details> menu: it works without JavaScript.
 */
import type { AuthState } from '../../shared/requestState';
import { AUTH_ROUTES, signInHref } from '../../shared/routes/authRoutes';
import { JoinLoginButton } from '../../client/auth/JoinLoginButton';

export const JOIN_LOGIN_LABEL = 'Join / Log in';

function displayName(auth: AuthState): string {
  const user = auth.user;
  if (!user) return '';
  return user.name || user.email?.email.split('@')[0] || 'Your account';
}

export function AccountControl({ auth, path }: { auth: AuthState; path: string }) {
  if (!auth.loggedIn || !auth.user) {
    return (
      <div className="account-control">
        <JoinLoginButton href={signInHref(path)} label={JOIN_LOGIN_LABEL} returnTo={path} />
      </div>
    );
  }
  return (
    <details className="account-control account-menu">
      <summary>
        <span className="account-name">{displayName(auth)}</span>
      </summary>
      <ul>
        <li>
          <a href={AUTH_ROUTES['user-settings']}>Settings</a>
        </li>
        <li>
          <form method="post" action={AUTH_ROUTES.signout}>
            <button type="submit">Sign out</button>
          </form>
        </li>
      </ul>
    </details>
  );
}
