/**
 * The vanity service's answers (spec 000 §3 "Vanity response", §7 "Vanity dictionary" and
 * "Vanity entry"), read leniently like the content models (docs/upstream-api.md "Vanity").
 * Only `urlType` is required of an entry: an entry we cannot classify is ignored as a whole.
 */
import { z } from 'zod';
import { DEFAULT_EDITION } from '../../shared/constants';
import { idSchema } from '../../shared/models/id';
import { listOf, maybe, validItems } from '../../shared/models/lenient';
import { VANITY_URL_TYPES } from '../../shared/node/vanity/constants';

/** Envelope properties: `{ data: { dictionary } }` and `{ data: { vanity } }` (decision 008). */
export const VANITY_DICTIONARY_PROPERTY = 'dictionary';
export const VANITY_ENTRY_PROPERTY = 'vanity';

/** An availableOn item: `{ edition, slug? }`, or just the edition's name. */
const availableOnItemSchema = z.union([
  z
    .string()
    .min(1)
    .transform((edition) => ({ edition, slug: undefined })),
  z.object({ edition: z.string().min(1), slug: maybe(z.string().min(1)) }),
]);

/** 000 §3: a target object "with slug and availableOn editions". Checked by the rules, not here. */
export const vanityContentTargetSchema = z.object({
  slug: maybe(z.string().min(1)),
  availableOn: listOf(availableOnItemSchema),
});

/** 000 §3: a target is `{ edition, targetType, target }`, target an object or a url string. */
export const vanityTargetSchema = z.object({
  edition: z.string().min(1).catch(DEFAULT_EDITION),
  targetType: maybe(z.string()),
  target: z.union([z.string(), vanityContentTargetSchema]),
});

/** true/false; absent or null → undefined ("absent" in 000 §5); anything else → false. */
const enabledSchema = z
  .boolean()
  .nullish()
  .transform((value) => value ?? undefined)
  .catch(false);

/**
 * `dateExpired.date` (a bare string is accepted too). Absent or null → undefined; present but
 * unreadable → '' so that it counts as present and never "in the future".
 */
const expirySchema = z
  .union([z.object({ date: z.string() }).transform((value) => value.date), z.string()])
  .nullish()
  .transform((value) => value ?? undefined)
  .catch('');

export const vanityEntrySchema = z.object({
  id: maybe(idSchema),
  urlType: z.enum(VANITY_URL_TYPES),
  urlPath: maybe(z.string()),
  enabled: enabledSchema,
  dateExpired: expirySchema,
  targets: listOf(vanityTargetSchema),
  error: z.unknown().optional(),
});

/** The dictionary: every path that has an entry (the "known routes"); other items are dropped. */
export const vanityDictionarySchema = z.object({
  urlPaths: validItems(z.string().min(1)),
});

export type VanityTarget = z.infer<typeof vanityTargetSchema>;
export type VanityEntry = z.infer<typeof vanityEntrySchema>;
