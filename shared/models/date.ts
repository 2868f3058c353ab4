import { z } from 'zod';
import { maybe } from './lenient';

/** A content date: `{ date: '2025-06-01T12:00:00.000Z', timezone: 'UTC' }` (spec 001 §3 "Content date"). */
export const contentDateSchema = z.object({
  date: z.string().min(1),
  timezone: maybe(z.string()),
});

export type ContentDate = z.infer<typeof contentDateSchema>;
