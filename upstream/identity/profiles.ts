import type { AccountStore } from './accounts';

/**
 * The profile store (spec 000 §3 "Profile: stored separately, fields not shown"): one JSON
 * object per reader, kept in memory for the life of the upstream. A write replaces the whole
 * profile. Every account of the identity provider (world and joined readers) may have one.
 */
export type Profile = Record<string, unknown>;

/** Largest profile a write may carry, in bytes of JSON. */
export const MAX_PROFILE_BYTES = 8 * 1024;

export type ProfileParse = { ok: true; profile: Profile } | { ok: false; message: string };

/** A profile from a request body: a JSON object of at most MAX_PROFILE_BYTES. */
export function parseProfile(text: string): ProfileParse {
  if (Buffer.byteLength(text) > MAX_PROFILE_BYTES)
    return { ok: false, message: `A profile may not exceed ${MAX_PROFILE_BYTES} bytes` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'A profile must be a JSON object' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: 'A profile must be a JSON object' };
  return { ok: true, profile: value as Profile };
}

export class ProfileStore {
  private readonly profiles = new Map<string, Profile>();

  constructor(private readonly accounts: AccountStore) {}

  /** A reader's profile; a reader who never wrote one has their display name and no newsletters. */
  get(sub: string): Profile | undefined {
    const account = this.accounts.get(sub);
    if (!account) return undefined;
    return this.profiles.get(sub) ?? { displayName: account.displayName, newsletters: [] };
  }

  put(sub: string, profile: Profile): Profile | undefined {
    if (!this.accounts.get(sub)) return undefined;
    this.profiles.set(sub, profile);
    return profile;
  }
}
