/**
 * What a vanity entry asks for, before its target is turned into a path (spec 000 §3, §4, §5):
 * OK → nothing; NOT_FOUND → the error page; PERMANENT_REDIRECT → 301; TEMPORARY_REDIRECT → 302;
 * MASK / TEMPORARY_MASK → serve the target at the vanity URL. Entries that are not enabled, that
 * carry an error, or that have no usable target for the edition are ignored.
 */
import { isVanityEntryEnabled } from './enabled';
import type { VanityEntry } from './model';
import { selectVanityTarget, type VanityTargetRef } from './target';

export type VanityDecision =
  | { type: 'none'; reason: string }
  | { type: 'not-found' }
  | { type: 'redirect'; status: 301 | 302; target: VanityTargetRef }
  | { type: 'mask'; temporary: boolean; target: VanityTargetRef };

export interface VanityDecisionInput {
  edition: string;
  /** Milliseconds since the epoch. */
  now: number;
}

/** An `error` worth ignoring the entry for: any value but absent, null, false or ''. */
export function hasVanityError(error: unknown): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

export function decideVanity(entry: VanityEntry, { edition, now }: VanityDecisionInput): VanityDecision {
  if (hasVanityError(entry.error)) return { type: 'none', reason: 'the entry carries an error' };
  if (!isVanityEntryEnabled(entry, now)) return { type: 'none', reason: 'the entry is not enabled or has expired' };
  const targeted = (make: (target: VanityTargetRef) => VanityDecision): VanityDecision => {
    const target = selectVanityTarget(entry.targets, edition);
    return target ? make(target) : { type: 'none', reason: `no usable target for edition ${edition}` };
  };
  switch (entry.urlType) {
    case 'OK':
      return { type: 'none', reason: 'OK' };
    case 'NOT_FOUND':
      return { type: 'not-found' };
    case 'PERMANENT_REDIRECT':
      return targeted((target) => ({ type: 'redirect', status: 301, target }));
    case 'TEMPORARY_REDIRECT':
      return targeted((target) => ({ type: 'redirect', status: 302, target }));
    case 'MASK':
      return targeted((target) => ({ type: 'mask', temporary: false, target }));
    case 'TEMPORARY_MASK':
      return targeted((target) => ({ type: 'mask', temporary: true, target }));
  }
}
