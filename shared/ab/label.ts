/**
 * Test ids, versions, buckets and the id:version:bucket label (spec 000 §5): the shapes every
 * source of A/B state (definition, cookie, query, header) must have.
 */
import type { AbAssignment } from '../requestState';
import { AB_LABEL_MAX_LENGTH, AB_LABEL_SEPARATOR } from './constants';

/** 000 §5: a test id starts with a letter, then letters, digits, underscore. */
export const TEST_ID = /^[A-Za-z][A-Za-z0-9_]*$/;
/** 000 §5: a test version starts alphanumeric, then letters, digits, underscore. */
export const TEST_VERSION = /^[A-Za-z0-9][A-Za-z0-9_]*$/;
/** 000 §5: a bucket starts with a letter, then alphanumeric or underscore. */
export const TEST_BUCKET = /^[A-Za-z][A-Za-z0-9_]*$/;

export function isTestId(value: string): boolean {
  return value.length < AB_LABEL_MAX_LENGTH && TEST_ID.test(value);
}

export function isTestVersion(value: string): boolean {
  return value.length < AB_LABEL_MAX_LENGTH && TEST_VERSION.test(value);
}

/** `id:version:bucket`, the label of the cookie, the query parameter and the header. */
export function formatLabel({ id, version, bucket }: AbAssignment): string {
  return [id, version, bucket].join(AB_LABEL_SEPARATOR);
}

/** A well-formed label of at most 25 characters, else null. Never throws. */
export function parseLabel(text: string | null | undefined): AbAssignment | null {
  if (typeof text !== 'string') return null;
  const label = text.trim();
  if (label.length === 0 || label.length > AB_LABEL_MAX_LENGTH) return null;
  const parts = label.split(AB_LABEL_SEPARATOR);
  if (parts.length !== 3) return null;
  const [id, version, bucket] = parts as [string, string, string];
  if (!TEST_ID.test(id) || !TEST_VERSION.test(version) || !TEST_BUCKET.test(bucket)) return null;
  return { id, version, bucket };
}
