/**
 * Reads an arriving live item (socket data or catch-up entry) without zod, for the browser: the
 * same lenient reading as `arrivingLiveItemSchema` (shared/live/item.ts over the models of
 * shared/models), written out by hand so the live page does not ship a schema library
 * (decision 021, "The browser's decoder").
 *
 * The rules mirror shared/models/lenient.ts: unknown keys dropped; an optional field that is absent,
 * null or malformed reads as `undefined` (and, like zod, is left out when its key was absent);
 * a list drops the entries it cannot read; a wrong required field fails the whole record. Every
 * reader below is typed against the zod-inferred type with a reader for EVERY key, so a field
 * added to a model does not compile until it is read here too; wireAgreement.test.ts holds the
 * two readings equal on a corpus of good and bad items.
 */
import type { Author, AuthorRole, SocialProfileIds } from '../../shared/models/author';
import type { ContentDate } from '../../shared/models/date';
import type { Image } from '../../shared/models/image';
import type { LiveItemStatus } from '../../shared/models/liveArticle';
import type { ArrivingLiveItem } from '../../shared/live/item';

/** What a reader returns for a value it cannot read. */
export const UNREADABLE: unique symbol = Symbol('unreadable');
export type Reader<T> = (value: unknown) => T | typeof UNREADABLE;

/** A JSON object (zod's `z.object` input): not null, not a list. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const text: Reader<string> = (value) => (typeof value === 'string' ? value : UNREADABLE);
export const nonEmptyText: Reader<string> = (value) =>
  typeof value === 'string' && value.length > 0 ? value : UNREADABLE;
const finiteNumber: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : UNREADABLE;
/** zod's `.int()`: a safe integer. */
export const integer: Reader<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : UNREADABLE;
const nonNegativeInteger: Reader<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : UNREADABLE;
/** shared/models/id.ts: a non-empty string or an integer, kept as a string. */
const id: Reader<string> = (value) =>
  (typeof value === 'string' && value.length > 0) || (typeof value === 'number' && Number.isSafeInteger(value))
    ? String(value)
    : UNREADABLE;

/** lenient.ts `maybe`: absent, null or malformed reads as `undefined`. */
function maybe<T>(read: Reader<T>): Reader<T | undefined> {
  return (value) => {
    if (value === undefined) return undefined;
    const result = read(value);
    return result === UNREADABLE ? undefined : result;
  };
}

/** zod's `.catch(fallback)`: anything unreadable (absent included) reads as the fallback. */
function orElse<T>(read: Reader<T>, fallback: T): Reader<T> {
  return (value) => {
    const result = read(value);
    return result === UNREADABLE ? fallback : result;
  };
}

/** lenient.ts `validItems`: a list that must be present; unreadable entries dropped. */
export function validItems<T>(read: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return UNREADABLE;
    const kept: T[] = [];
    for (const entry of value) {
      const result = read(entry);
      if (result !== UNREADABLE) kept.push(result);
    }
    return kept;
  };
}

/** lenient.ts `listOf`: an optional list, `[]` when absent or not a list. */
function listOf<T>(read: Reader<T>): Reader<T[]> {
  return orElse(validItems(read), []);
}

/**
 * zod's `z.object` (unknown keys stripped): one reader per key of T, required by the type. A key
 * whose reading is `undefined` is kept only if the input had it, as zod does.
 */
function record<T>(fields: { [K in keyof T]-?: Reader<T[K]> }): Reader<T> {
  const entries = Object.entries(fields) as Array<[string, Reader<unknown>]>;
  return (value) => {
    if (!isRecord(value)) return UNREADABLE;
    const out: Record<string, unknown> = {};
    for (const [key, read] of entries) {
      const result = read(value[key]);
      if (result === UNREADABLE) return UNREADABLE;
      if (result !== undefined || key in value) out[key] = result;
    }
    return out as T;
  };
}

/** Every status of `LIVE_ITEM_STATUSES`; the `Record` type fails to compile if one is missing. */
const STATUSES: Record<LiveItemStatus, true> = { new: true, viewed: true, existing: true };
const status: Reader<LiveItemStatus> = (value) =>
  typeof value === 'string' && Object.hasOwn(STATUSES, value) ? (value as LiveItemStatus) : UNREADABLE;

const contentDate = record<ContentDate>({ date: nonEmptyText, timezone: maybe(text) });

const image = record<Image>({
  id: maybe(id),
  filename: maybe(text),
  path: maybe(text),
  dateCreated: maybe(contentDate),
  alt: maybe(text),
  credits: maybe(text),
  caption: maybe(text),
  cropGravity: maybe(finiteNumber),
  crop: maybe(text),
  typeName: maybe(text),
  imageUrl: maybe(text),
  width: maybe(finiteNumber),
  height: maybe(finiteNumber),
  bucketPath: maybe(text),
  bucketType: maybe(text),
});

const socialProfileIds = record<SocialProfileIds>({
  twitter: maybe(text),
  facebookProfile: maybe(text),
  facebookPage: maybe(text),
  instagram: maybe(text),
  linkedin: maybe(text),
});

const authorRole = record<AuthorRole>({ name: maybe(text), role: maybe(text) });

const author = record<Author>({
  id: maybe(id),
  username: nonEmptyText,
  profileUrl: maybe(text),
  email: maybe(text),
  firstName: maybe(text),
  lastName: maybe(text),
  jobTitle: maybe(text),
  title: maybe(text),
  dateCreated: maybe(contentDate),
  image: maybe(image),
  socialProfileIds: maybe(socialProfileIds),
  authorBio: maybe(text),
  authorDisclosure: maybe(text),
  education: maybe(text),
  expertise: maybe(text),
  awardsAndCredentials: maybe(text),
  roles: listOf(authorRole),
  bureau: maybe(text),
  awards: listOf(text),
  credentials: listOf(text),
});

const flag = orElse<boolean>((value) => (typeof value === 'boolean' ? value : UNREADABLE), false);

/** `arrivingLiveItemSchema`: the live item model with `sequence` kept optional. */
export const readArrivingLiveItem = record<ArrivingLiveItem>({
  id,
  sequence: maybe(nonNegativeInteger),
  status: maybe(status),
  deleted: flag,
  namespace: maybe(text),
  parentId: maybe(id),
  headline: maybe(text),
  body: orElse(text, ''),
  author: maybe(author),
  datePublished: maybe(contentDate),
  dateUpdated: maybe(contentDate),
  displayDatePublished: maybe(contentDate),
  important: flag,
  pinned: flag,
  type: maybe(text),
  view: maybe(text),
});
