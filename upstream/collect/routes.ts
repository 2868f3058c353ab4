/**
 * The local tracking collection service (spec 001 §7 / 000 §7 "Tracking calls"), where the
 * browser's page views, video, form and identify events, the Comscore-style pixel, the
 * pageview_candidate file and the error-page beacon arrive. It keeps what arrived in a bounded
 * ring that tests read back:
 *   POST   /collect/v1/events                 one event (text/plain or JSON, ≤ 64 KB) → 204;
 *                                             unreadable → 400, too big → 413
 *   GET    /collect/pixel                     Comscore-style pixel → 1×1 GIF, query recorded as `pixel`
 *   GET    /collect/error.gif                 error-page beacon → 1×1 GIF, recorded as `errorBeacon`
 *   GET    /collect/pageview_candidate.json   → `{ "pageviewCandidate": true }` (CORS), recorded as `pageviewCandidate`
 *   GET    /collect/v1/events?event=&since=   what arrived (oldest first, id above `since`)
 *   DELETE /collect/v1/events                 forget everything → 204
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { COLLECT_PATHS, MAX_FIELD_LENGTH } from '../../shared/tracking/constants';
import { eventBodySchema, MAX_EVENT_BODY_BYTES } from './eventBody';
import { EventRing } from './ring';

type App = Hono<{ Bindings: HttpBindings }>;
type Ctx = Context<{ Bindings: HttpBindings }>;

/** A transparent 1×1 GIF. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** Our choice: the most query parameters recorded from one GET beacon. */
export const MAX_BEACON_PARAMS = 64;

const CORS = { 'access-control-allow-origin': '*' };
const NO_STORE = { 'cache-control': 'no-store' };

/** Names the GET beacons are recorded under. */
export const BEACON_EVENTS = {
  pixel: 'pixel',
  errorBeacon: 'errorBeacon',
  pageviewCandidate: 'pageviewCandidate',
} as const;

function queryFields(c: Ctx): Record<string, string> {
  const fields: Record<string, string> = {};
  const params = new URL(c.req.url).searchParams;
  for (const [name, value] of params) {
    if (Object.keys(fields).length >= MAX_BEACON_PARAMS) break;
    if (!(name in fields)) fields[name.slice(0, 100)] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return fields;
}

/** Reads the body up to `limit` bytes; null when it is longer. */
async function boundedText(c: Ctx, limit: number): Promise<string | null> {
  const length = Number(c.req.header('content-length'));
  if (Number.isFinite(length) && length > limit) return null;
  const reader = c.req.raw.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A POSTed JSON body checked by `schema`: the parsed value, or the answer to send — 413 over
 * `limit` bytes, 400 when it is not JSON or not what the schema accepts (never a 500).
 */
export async function readJsonBody<T>(
  c: Ctx,
  limit: number,
  schema: z.ZodType<T>,
  what: string,
): Promise<T | Response> {
  const text = await boundedText(c, limit);
  if (text === null) return c.json({ error: `${what} body larger than ${limit} bytes` }, 413, CORS);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return c.json({ error: `${what} body is not JSON` }, 400, CORS);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return c.json({ error: `invalid ${what}`, issues: parsed.error.issues.slice(0, 10) }, 400, CORS);
  return parsed.data;
}

export function parseSince(value: string | undefined): number | null {
  if (value === undefined || value === '') return 0;
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export function registerCollectRoutes(app: App, ring: EventRing = new EventRing()): EventRing {
  const now = () => new Date().toISOString();

  app.post(COLLECT_PATHS.events, async (c) => {
    const parsed = await readJsonBody(c, MAX_EVENT_BODY_BYTES, eventBodySchema, 'event');
    if (parsed instanceof Response) return parsed;
    ring.add({ event: parsed.event, fields: parsed.fields, sentAt: parsed.sentAt, receivedAt: now() });
    return c.body(null, 204, CORS);
  });

  app.get(COLLECT_PATHS.events, (c) => {
    const since = parseSince(c.req.query('since'));
    if (since === null) return c.json({ error: 'since must be a non-negative integer (an event id)' }, 400);
    const event = c.req.query('event') || undefined;
    return c.json({ events: ring.list({ since, event }), lastId: ring.lastId }, 200, { ...CORS, ...NO_STORE });
  });

  app.delete(COLLECT_PATHS.events, (c) => {
    ring.clear();
    return c.body(null, 204);
  });

  const gif = (event: string) => (c: Ctx) => {
    ring.add({ event, fields: queryFields(c), receivedAt: now() });
    return c.body(PIXEL_GIF, 200, { 'content-type': 'image/gif', ...NO_STORE, ...CORS });
  };
  app.get(COLLECT_PATHS.pixel, gif(BEACON_EVENTS.pixel));
  app.get(COLLECT_PATHS.errorBeacon, gif(BEACON_EVENTS.errorBeacon));

  app.get(COLLECT_PATHS.pageviewCandidate, (c) => {
    ring.add({ event: BEACON_EVENTS.pageviewCandidate, fields: queryFields(c), receivedAt: now() });
    return c.json({ pageviewCandidate: true }, 200, { ...CORS, ...NO_STORE });
  });

  return ring;
}
