/**
 * What the collection endpoint accepts (POST /collect/v1/events): a JSON object
 * `{ event, fields, sentAt? }` sent as text/plain (a beacon) or application/json, at most
 * MAX_EVENT_BODY_BYTES. Field values are strings, numbers, booleans, null or lists of strings.
 */
import { z } from 'zod';
import { MAX_FIELD_LENGTH } from '../../shared/tracking/constants';

/** Our choice: 64 KB per event body. */
export const MAX_EVENT_BODY_BYTES = 64 * 1024;
/** Our choice: at most 200 fields per event and 200 entries per list. */
export const MAX_EVENT_FIELDS = 200;
export const MAX_LIST_ENTRIES = 200;

const fieldValueSchema = z.union([
  z.string().max(MAX_FIELD_LENGTH),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(MAX_FIELD_LENGTH)).max(MAX_LIST_ENTRIES),
]);

export const eventBodySchema = z.object({
  event: z.string().regex(/^[A-Za-z][\w.:-]{0,99}$/, 'event must be a name of letters, digits, _ . : -'),
  fields: z
    .record(z.string().min(1).max(100), fieldValueSchema)
    .refine((fields) => Object.keys(fields).length <= MAX_EVENT_FIELDS, `at most ${MAX_EVENT_FIELDS} fields`),
  sentAt: z.string().max(64).optional(),
});
