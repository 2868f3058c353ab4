import type { AccountStore } from './accounts';

/** A password-reset email the provider "sent" (kept for tests and developers; no mail leaves the machine). */
export interface ResetMail {
  to: string;
  connection: string;
  at: string;
}

/** Most reset mails remembered; older ones are dropped first. */
export const MAX_RESET_MAILS = 200;

/**
 * Spec 000 §7 "Password reset: POST identity provider change-password path; client_id, email,
 * connection; no credentials". The answer never says whether the email has an account; a mail
 * is recorded only when it has one on that connection.
 */
export class ResetOutbox {
  private readonly mails: ResetMail[] = [];

  constructor(
    private readonly accounts: AccountStore,
    private readonly now: () => number = Date.now,
  ) {}

  request(email: string, connection: string): void {
    const account = this.accounts.byEmailAddress(email);
    if (!account || account.connection !== connection) return;
    this.mails.push({ to: account.email, connection, at: new Date(this.now()).toISOString() });
    if (this.mails.length > MAX_RESET_MAILS) this.mails.shift();
  }

  sent(): readonly ResetMail[] {
    return this.mails;
  }
}
