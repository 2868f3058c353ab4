/** Spec 000 §8 auth error messages, word for word, and the messages of our own sign-in pages. */
export const AUTH_MESSAGES = {
  /** 000 §8: clears the stored strategy. */
  errorFetchingUser: 'error fetching user',
  /** 000 §8: no identity provider configuration. */
  noAuthConfig: 'Failed to log user in. Auth0 config could not be located',
  /** 000 §8: the profile could not be read. */
  failedToGetProfile: 'Failed to get user profile',
  /** 000 §8: the profile could not be written. */
  failedToUpdateProfile: 'Failed to update user profile',
  /** Ours: the callback came without a sign-in we started (forged, replayed, expired or missing state). */
  signInExpired: 'This sign-in could not be completed: it expired or did not start here. Please sign in again.',
  /** Ours: the provider refused the code (used twice, expired). */
  signInRefused: 'The identity service refused this sign-in. Please sign in again.',
  /** Ours: the identity provider cannot be reached. */
  providerDown:
    'Sign-in is unavailable right now: the identity service cannot be reached. Please try again in a few minutes.',
  /** Ours: the JSON answer (401) of /user/me/ and the other reader endpoints without a live session. */
  notSignedIn: 'Not signed in: the session is missing, expired or signed out.',
  profileSaved: 'Your profile was saved.',
  /** Ours, the same whether or not the email has an account. */
  resetRequested: 'If an account uses this email, a message with a link to reset the password is on its way.',
  resetFailed: 'The password reset could not be requested right now. Please try again in a few minutes.',
} as const;
