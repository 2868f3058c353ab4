import { createRng } from '../world/random';

/**
 * The readers of the local world: accounts the identity provider knows (spec 000 §3 "User":
 * sub, email, login_count). Drawn from their own generator derived from the world seed, so
 * the content world is unchanged and the same seed gives the same readers.
 */
export interface Reader {
  username: string;
  sub: string;
  email: string;
  login_count: number;
  displayName: string;
  /** When the account was made (ISO 8601; the provider's `created_at` claim, as Auth0 names it). */
  created_at: string;
}

export const READER_COUNT = 12;
/** Mixed into the world seed so the readers' draws never disturb the content world's. */
const READER_SEED_SALT = 0x1d3e7a11;
/** Spec 000 §4: a login_count of 1 or less is a new signup; the first reader is one. */
const NEW_SIGNUP_LOGIN_COUNT = 1;

export function createReaders(seed: number): Reader[] {
  const rng = createRng((seed ^ READER_SEED_SALT) >>> 0);
  return Array.from({ length: READER_COUNT }, (_, index) => {
    const number = index + 1;
    const username = `reader${number}`;
    return {
      username,
      sub: `local|${rng.hex(24)}`,
      email: `${username}@readers.neutron.test`,
      login_count: index === 0 ? NEW_SIGNUP_LOGIN_COUNT : rng.int(2, 250),
      displayName: `Reader ${number}`,
      // Not drawn from rng, so adding it left every other reader field as it was.
      created_at: new Date(Date.UTC(2017 + (index % 8), (index * 5) % 12, 1 + ((index * 11) % 28))).toISOString(),
    };
  });
}
