import { randomBytes, randomUUID, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { checkPassword } from '../../shared/auth/passwordRules';
import { isValidEmail } from '../../shared/forms/email';
import type { Reader } from './readers';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** The connections an account signs in with (spec 000 §5 "Social login allows facebook"). */
export type Connection = 'Username-Password-Authentication' | 'facebook';
export const PASSWORD_CONNECTION: Connection = 'Username-Password-Authentication';
export const FACEBOOK_CONNECTION: Connection = 'facebook';

/** The world reader the simulated "Continue with Facebook" connection signs in. */
export const FACEBOOK_READER_USERNAME = 'reader12';
/** Most accounts joined during one process life (the store is in memory). */
export const MAX_JOINED_ACCOUNTS = 10_000;

export interface Account extends Reader {
  connection: Connection;
}

/** The documented test password of a world reader: its username capitalised, then `!` (docs/features.md, "Signing in (local world)"). */
export function testPassword(username: string): string {
  return `${username.charAt(0).toUpperCase()}${username.slice(1)}!`;
}

export type JoinResult = { ok: true; account: Account } | { ok: false; error: 'email' | 'password' | 'taken' | 'full' };

/**
 * The identity provider's accounts: the world's readers (with their test passwords) and the
 * readers who join while the process lives. Passwords are kept as scrypt hashes only.
 */
export class AccountStore {
  private readonly bySub = new Map<string, Account>();
  private readonly byEmail = new Map<string, Account>();
  /** Per account: a salt and the scrypt hash, computed on first use (the world's readers cost nothing until someone signs in as them). */
  private readonly secrets = new Map<string, { salt: Buffer; hash: () => Promise<Buffer> }>();
  private joined = 0;

  constructor(readers: readonly Reader[]) {
    for (const reader of readers) {
      const connection = reader.username === FACEBOOK_READER_USERNAME ? FACEBOOK_CONNECTION : PASSWORD_CONNECTION;
      this.add(
        { ...reader, connection },
        connection === PASSWORD_CONNECTION ? testPassword(reader.username) : undefined,
      );
    }
  }

  private add(account: Account, password: string | undefined): void {
    this.bySub.set(account.sub, account);
    this.byEmail.set(account.email.toLowerCase(), account);
    if (password === undefined) return;
    const salt = randomBytes(16);
    let plain: string | undefined = password;
    let hash: Promise<Buffer> | undefined;
    const hashOnce = () => {
      if (!hash) {
        hash = scrypt(plain ?? '', salt, 32);
        plain = undefined;
      }
      return hash;
    };
    this.secrets.set(account.sub, { salt, hash: hashOnce });
  }

  get(sub: string): Account | undefined {
    return this.bySub.get(sub);
  }

  byEmailAddress(email: string): Account | undefined {
    return this.byEmail.get(email.trim().toLowerCase());
  }

  facebookAccount(): Account {
    const account = [...this.bySub.values()].find((candidate) => candidate.connection === FACEBOOK_CONNECTION);
    if (!account) throw new Error('the world has no facebook reader');
    return account;
  }

  /** The account for an email and password, or undefined (the same answer for a wrong email and a wrong password). */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const account = this.byEmailAddress(email);
    const secret = account ? this.secrets.get(account.sub) : undefined;
    // Hash even for an unknown email, so timing does not tell which emails exist.
    const actual = await scrypt(password.slice(0, 1024), secret?.salt ?? randomBytes(16), 32);
    if (!account || !secret) return undefined;
    return timingSafeEqual(actual, await secret.hash()) ? account : undefined;
  }

  /** A new reader (spec 000 §5 email and password rules); login_count 0 until the first sign-in. */
  async join(email: string, password: string, displayName: string): Promise<JoinResult> {
    const address = email.trim();
    if (!isValidEmail(address)) return { ok: false, error: 'email' };
    if (!checkPassword(password).meetsReqs) return { ok: false, error: 'password' };
    if (this.byEmailAddress(address)) return { ok: false, error: 'taken' };
    if (this.joined >= MAX_JOINED_ACCOUNTS) return { ok: false, error: 'full' };
    this.joined += 1;
    const name = displayName.trim().slice(0, 80) || address.split('@')[0]!.slice(0, 80);
    const account: Account = {
      username: address,
      sub: `auth0|${randomUUID().replaceAll('-', '')}`,
      email: address,
      login_count: 0,
      displayName: name,
      created_at: new Date().toISOString(),
      connection: PASSWORD_CONNECTION,
    };
    this.add(account, password);
    await this.secrets.get(account.sub)?.hash();
    return { ok: true, account };
  }

  /** Counts a sign-in (spec 000 §3 User login_count). */
  recordLogin(account: Account): void {
    account.login_count += 1;
  }
}
