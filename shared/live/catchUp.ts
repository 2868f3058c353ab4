/**
 * The live items catch-up call (000 §7 "Live items": GET
 * /api/neutron/livearticles/{site}/items/{contentId}/{start}/web — "start is last sequence plus 1;
 * response data.items merged into channel; failure only logged").
 */
import { z } from 'zod';
import { validItems } from '../models/lenient';
import { arrivingLiveItemSchema, type ArrivingLiveItem } from './item';

export function liveItemsPath(site: string, contentId: string, start: number): string {
  const from = Number.isSafeInteger(start) && start >= 0 ? start : 0;
  return `/api/neutron/livearticles/${encodeURIComponent(site)}/items/${encodeURIComponent(contentId)}/${from}/web`;
}

const liveItemsResponseSchema = z.object({
  data: z.object({ items: validItems(arrivingLiveItemSchema) }),
});

export type CatchUpResult = { ok: true; items: ArrivingLiveItem[] } | { ok: false; error: string };

/**
 * Reads the catch-up response body (already JSON-parsed). Never throws: a body without
 * `data.items` is a failure the caller only logs (001 §8 "Live retrieval failure is logged only");
 * entries that cannot be read are dropped.
 */
export function readCatchUpResponse(body: unknown): CatchUpResult {
  const parsed = liveItemsResponseSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
  return { ok: true, items: parsed.data.data.items };
}
