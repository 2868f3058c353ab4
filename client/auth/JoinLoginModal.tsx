'use client';
/**
 * The Join/Login modal (spec 000 §2, §5): opens over the current page, keeps focus inside,
 * closes on Escape, on its close button and on the browser's back button. It offers log in,
 * join and "Continue with Facebook", checks the email and password live with the spec's rules
 * before anything is sent, and shows the sign-up text with the terms and privacy links. The
 * credentials themselves are entered on the identity provider's hosted page: the modal sends the
 * reader there (/signin/) with the screen and the email already chosen.
 */
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkPassword, PASSWORD_RULE_TEXT } from '../../shared/auth/passwordRules';
import { SIGN_UP_TEXT_LINKS } from './signUpText';
import { isValidEmail } from '../../shared/forms/email';
import { signInHref } from '../../shared/routes/authRoutes';
import { holdModalEntry } from '../router/historyGuard';
import { rememberStrategy } from './rememberStrategy';

type Mode = 'login' | 'join';

export function JoinLoginModal({
  returnTo,
  opener,
  onClose,
}: {
  returnTo: string;
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>('join');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  // Back closes: the modal is a history entry of its own, pushed before the modal is painted (a
  // layout effect), so a reader who presses back at once leaves the modal, not the page.
  useLayoutEffect(() => {
    window.history.pushState({ ...(window.history.state as object | null), neutronModal: true }, '');
    holdModalEntry(true);
    const onPop = () => onClose();
    window.addEventListener('popstate', onPop);
    dialog.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => {
      window.removeEventListener('popstate', onPop);
      holdModalEntry(false);
      opener?.focus();
    };
  }, [onClose, opener]);

  const close = () => {
    if ((window.history.state as { neutronModal?: boolean } | null)?.neutronModal) window.history.back();
    else onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const emailOk = isValidEmail(email.trim());
  const rules = checkPassword(password);
  const ready = mode === 'login' ? emailOk : emailOk && rules.meetsReqs;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!ready) return;
    rememberStrategy('password');
    window.location.assign(
      signInHref(returnTo, { screen: mode === 'join' ? 'signup' : 'login', login_hint: email.trim() }),
    );
  };

  const facebook = () => {
    rememberStrategy('facebook');
    window.location.assign(signInHref(returnTo, { connection: 'facebook' }));
  };

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={dialog}
        className="join-login-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="join-login-title"
        onKeyDown={onKeyDown}
      >
        <button type="button" className="modal-close" aria-label="Close" onClick={close}>
          ×
        </button>
        <h2 id="join-login-title">{mode === 'join' ? 'Join' : 'Log in'}</h2>
        <div className="modal-tabs" role="group" aria-label="Join or log in">
          <button type="button" aria-pressed={mode === 'join'} onClick={() => setMode('join')}>
            Join
          </button>
          <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
            Log in
          </button>
        </div>
        <form noValidate onSubmit={submit}>
          <label htmlFor="modal-email">Email</label>
          <input
            id="modal-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={(touched || email !== '') && !emailOk}
            aria-describedby="modal-email-status"
          />
          <p id="modal-email-status" className={emailOk ? 'rule ok' : 'rule'} aria-live="polite">
            {email === '' && !touched ? '' : emailOk ? 'Email looks good' : 'Enter a valid email address'}
          </p>
          {mode === 'join' ? (
            <>
              <label htmlFor="modal-password">Password</label>
              <input
                id="modal-password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby="modal-password-rules"
              />
              <ul id="modal-password-rules" className="password-rules" aria-live="polite">
                {(Object.keys(PASSWORD_RULE_TEXT) as Array<keyof typeof PASSWORD_RULE_TEXT>).map((rule) => (
                  <li
                    key={rule}
                    data-rule={rule}
                    className={rules[rule] ? 'rule ok' : 'rule'}
                  >{`${rules[rule] ? '✓' : '✗'} ${PASSWORD_RULE_TEXT[rule]}`}</li>
                ))}
              </ul>
              <p className="signup-text">
                By joining, you agree to the <a href={SIGN_UP_TEXT_LINKS.terms}>Terms of Use</a> and acknowledge the
                data practices in our <a href={SIGN_UP_TEXT_LINKS.privacy}>Privacy Policy</a>.
              </p>
            </>
          ) : null}
          <button type="submit" disabled={touched && !ready}>
            {mode === 'join' ? 'Continue to join' : 'Continue to log in'}
          </button>
        </form>
        <button type="button" className="facebook" onClick={facebook}>
          Continue with Facebook
        </button>
      </div>
    </div>
  );
}
