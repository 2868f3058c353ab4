/** What the account pages show (/signin/ when it cannot send the reader on, /user/settings/). */
import type { Profile } from './profile';

export interface AccountPageData {
  /** The sign-in pages: what went wrong (400 bad or expired sign-in, 503 provider down). */
  problem?: string;
  /** Where "Sign in again" goes (same returnTo). */
  signInHref?: string;
  /** /user/settings/: the profile read with the reader's bearer token. */
  profile?: Profile;
  /** 000 §8 'Failed to get user profile' / 'Failed to update user profile'. */
  profileError?: string;
  /** A settings form shown again: its message and what the reader typed. */
  formError?: string;
  input?: { displayName: string; newsletters: string[] };
  /** After a save or a reset request (Post/Redirect/Get `?status=`). */
  notice?: string;
}

/** `?status=` values of /user/settings/ after a POST. */
export const SETTINGS_STATUS = { saved: 'saved', reset: 'reset-requested' } as const;
