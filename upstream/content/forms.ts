/**
 * The platform's form and geo services, as the local stand-in serves them
 * (docs/decisions/012-utility-pages.md "Upstream calls"; spec 000 §7 "Geo" and the newsletter paths that carry
 * no api key). Every call is a POST of a JSON object of at most FORM_BODY_LIMIT bytes; a body
 * that is not one, or misses a field, is a 400 error component. Answers are deterministic: the
 * same ZIP code always gives the same providers and the same solar estimate.
 *
 * - `POST /api/neutron/newsletter/{site}/subscriptions/web` `{ email, newsletter }` → `data.receipt`
 * - `POST /api/neutron/privacy/{site}/opt-out/web` `{ email, fullName?, request }` → `data.receipt`
 * - `POST /api/neutron/email/{site}/forward/web` `{ to, from, url, message? }` → `data.receipt`
 * - `POST /api/neutron/geo/{site}/allconnect/providers/web` `{ zipcode }` → `data.providers`
 * - `POST /api/neutron/energy/{site}/solar/estimate/web` `{ zipcode, monthlyBill }` → `data.estimate`
 */
import { createHash } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { isValidEmail } from '../../shared/forms/email';
import type { World } from '../world/world';
import { errorBody } from './errors';
import { isSite } from './reply';
import { estimateSolar } from './solar';
import { providersFor } from './internetProviders';

/** Largest accepted form body, bytes. */
export const FORM_BODY_LIMIT = 8 * 1024;
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const ZIP = z.string().regex(/^\d{5}$/);
const EMAIL = z.string().max(254).refine(isValidEmail);

const BODIES = {
  newsletter: z.object({ email: EMAIL, newsletter: z.string().min(1).max(100) }),
  optOut: z.object({ email: EMAIL, fullName: z.string().max(100).optional(), request: z.string().min(1).max(50) }),
  forward: z.object({
    to: EMAIL,
    from: z.string().min(1).max(100),
    url: z.string().min(1).max(2000),
    message: z.string().max(500).optional(),
  }),
  providers: z.object({ zipcode: ZIP }),
  solar: z.object({ zipcode: ZIP, monthlyBill: z.number().min(1).max(10_000) }),
};

type App = Hono<{ Bindings: HttpBindings }>;

/** A receipt id: the same request gets the same id (idempotent resubmission). */
function receiptId(kind: string, body: unknown): string {
  return `${kind}-${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16)}`;
}

async function readBody<S extends z.ZodType>(
  c: Context,
  name: string,
  schema: S,
): Promise<{ value: z.output<S> } | { error: Response }> {
  const length = Number(c.req.header('content-length') ?? '0');
  const fail = (status: number, message: string) => ({
    error: c.body(errorBody(name, status, message), status as 400, JSON_HEADERS),
  });
  if (length > FORM_BODY_LIMIT) return fail(413, 'Body too large');
  const text = await c.req.text().catch(() => '');
  if (Buffer.byteLength(text) > FORM_BODY_LIMIT) return fail(413, 'Body too large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(400, 'Body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail(400, `Invalid ${name} request`);
  return { value: parsed.data };
}

function handler<S extends z.ZodType>(name: string, schema: S, answer: (value: z.output<S>) => unknown) {
  return async (c: Context) => {
    if (!isSite(c.req.param('site') ?? ''))
      return c.body(errorBody('site', 404, `Unknown site ${c.req.param('site')}`), 404, JSON_HEADERS);
    const read = await readBody(c, name, schema);
    if ('error' in read) return read.error;
    return c.body(JSON.stringify({ data: answer(read.value) }), 200, JSON_HEADERS);
  };
}

export function registerFormServices(app: App, world: World): void {
  app.post(
    '/api/neutron/newsletter/:site/subscriptions/web',
    handler('newsletter', BODIES.newsletter, (body) => ({ receipt: { id: receiptId('nl', body) } })),
  );
  app.post(
    '/api/neutron/privacy/:site/opt-out/web',
    handler('optOut', BODIES.optOut, (body) => ({ receipt: { id: receiptId('dns', body) } })),
  );
  app.post(
    '/api/neutron/email/:site/forward/web',
    handler('forward', BODIES.forward, (body) => ({ receipt: { id: receiptId('fwd', body) } })),
  );
  app.post(
    '/api/neutron/geo/:site/allconnect/providers/web',
    handler('providers', BODIES.providers, ({ zipcode }) => ({ providers: providersFor(zipcode, world.seed) })),
  );
  app.post(
    '/api/neutron/energy/:site/solar/estimate/web',
    handler('solar', BODIES.solar, ({ zipcode, monthlyBill }) => ({ estimate: estimateSolar(zipcode, monthlyBill) })),
  );
}
