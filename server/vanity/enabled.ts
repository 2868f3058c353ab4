import type { VanityEntry } from './model';

/**
 * 000 §5: "Vanity entry enabled if enabled is true, or both enabled and expiry are absent, or
 * expiry is in the future." Read literally: an explicit `enabled: true` wins over an expiry in
 * the past, and a future expiry enables an entry whatever `enabled` says (decision 008). An
 * expiry that cannot be read is never in the future.
 */
export function isVanityEntryEnabled(entry: Pick<VanityEntry, 'enabled' | 'dateExpired'>, now: number): boolean {
  if (entry.enabled === true) return true;
  if (entry.enabled === undefined && entry.dateExpired === undefined) return true;
  if (entry.dateExpired === undefined) return false;
  const expires = Date.parse(entry.dateExpired);
  return Number.isFinite(expires) && expires > now;
}
