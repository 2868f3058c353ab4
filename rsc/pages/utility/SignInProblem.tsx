/** /signin/ and its callback when they cannot send the reader on: what went wrong and a way back in. */
import type { AccountPageData } from '../../../shared/auth/accountPage';
import { SIGN_IN_PATH } from '../../../shared/routes/authRoutes';

export function SignInProblem({ account }: { account?: AccountPageData }) {
  return (
    <section className="sign-in-problem" aria-labelledby="signin-problem">
      <h2 id="signin-problem">We could not sign you in</h2>
      <p role="alert">{account?.problem ?? 'Choose Join or Log in to continue.'}</p>
      <p>
        <a className="button" href={account?.signInHref ?? SIGN_IN_PATH} data-reload="">
          Sign in again
        </a>
      </p>
      <p>
        <a href="/">Go to the front page</a>
      </p>
    </section>
  );
}
