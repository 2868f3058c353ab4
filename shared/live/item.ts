import { z } from 'zod';
import { liveItemSchema, type LiveItem, type LiveItemStatus } from '../models/liveArticle';
import { maybe } from '../models/lenient';

/**
 * A live item as it ARRIVES (socket data frame or catch-up response): the live item model of
 * shared/models with `sequence` kept optional, so the store can tell a missing sequence (logged,
 * then read as 0 — 001 §8 "Missing sequence on a live item is logged") from a real 0.
 */
export const arrivingLiveItemSchema = liveItemSchema.extend({
  sequence: maybe(z.number().int().min(0)),
});

export type ArrivingLiveItem = z.infer<typeof arrivingLiveItemSchema>;

/** A live item held by the store: sequence and status always known (000 §3, §4). */
export type StoredLiveItem = Omit<LiveItem, 'sequence' | 'status'> & {
  sequence: number;
  status: LiveItemStatus;
};
