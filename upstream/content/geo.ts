/**
 * The Geo calls the internet plans address lookup uses (spec 000 §7, 001 §7 "Geo ... Payloads
 * not shown"; decision 077), deterministic over a small gazetteer:
 * - `GET /api/neutron/geo/{site}/harbinger/predict/{city}/{state}/web` → `data.prediction`
 *   `{ city, state, zipcodes }` (the ZIP codes a city most likely means), 404 for an unknown city.
 * - `POST /api/neutron/geo/{site}/smarty/address/autocomplete/web` `{ search }` → `data.suggestions`
 *   `[{ text, street, city, state, zipcode }]` (at most 5).
 * - `POST /api/neutron/geo/{site}/smarty/address/validation/web` `{ street, city?, state?, zipcode? }`
 *   → `data.address` `{ valid, deliveryLine, city, state, zipcode }`.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { errorBody } from './errors';
import { isSite } from './reply';

export const GAZETTEER = [
  { city: 'Austin', state: 'TX', zipcodes: ['78701', '78704', '78745'] },
  { city: 'Seattle', state: 'WA', zipcodes: ['98101', '98103', '98118'] },
  { city: 'Boston', state: 'MA', zipcodes: ['02108', '02116', '02130'] },
  { city: 'Denver', state: 'CO', zipcodes: ['80202', '80205', '80220'] },
  { city: 'Chicago', state: 'IL', zipcodes: ['60601', '60614', '60647'] },
  { city: 'Atlanta', state: 'GA', zipcodes: ['30303', '30307', '30318'] },
  { city: 'Portland', state: 'OR', zipcodes: ['97201', '97205', '97214'] },
  { city: 'Phoenix', state: 'AZ', zipcodes: ['85003', '85004', '85016'] },
] as const;
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Market St', 'Park Blvd', 'Lake Rd', 'Hill St'];
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const BODY_LIMIT = 4 * 1024;

const findCity = (city: string | undefined, state: string | undefined) =>
  GAZETTEER.find(
    (place) =>
      place.city.toLowerCase() === city?.trim().toLowerCase() && (!state || place.state === state.trim().toUpperCase()),
  );

/** The ZIP of a street in a city: the same street always gets the same one. */
const zipOf = (place: (typeof GAZETTEER)[number], street: string) =>
  place.zipcodes[[...street].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % place.zipcodes.length] as string;

function suggestions(search: string) {
  const match = /^\s*(\d{1,6})\s*(.*)$/.exec(search);
  if (!match) return [];
  const [, number, rest = ''] = match;
  const words = rest
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const out: Array<{ text: string; street: string; city: string; state: string; zipcode: string }> = [];
  for (const name of STREETS) {
    for (const place of GAZETTEER) {
      const street = `${number} ${name}`;
      const text = `${street}, ${place.city}, ${place.state}`;
      if (words.every((word) => text.toLowerCase().includes(word)))
        out.push({ text, street, city: place.city, state: place.state, zipcode: zipOf(place, street) });
      if (out.length >= 5) return out;
    }
  }
  return out;
}

const autocompleteBody = z.object({ search: z.string().min(1).max(200) });
const validationBody = z.object({
  street: z.string().min(1).max(200),
  city: z.string().max(100).optional(),
  state: z.string().max(2).optional(),
  zipcode: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
});

async function read<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S> | undefined> {
  const text = await c.req.text().catch(() => '');
  if (text.length > BODY_LIMIT) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function registerGeoLookups(app: Hono<{ Bindings: HttpBindings }>): void {
  const bad = (c: Context, name: string, status: number, message: string) =>
    c.body(errorBody(name, status, message), status as 400, JSON_HEADERS);
  app.get('/api/neutron/geo/:site/harbinger/predict/:city/:state/web', (c) => {
    if (!isSite(c.req.param('site') ?? '')) return bad(c, 'site', 404, 'Unknown site');
    const place = findCity(decodeURIComponent(c.req.param('city') ?? ''), c.req.param('state'));
    if (!place) return bad(c, 'prediction', 404, 'No prediction for this city');
    return c.body(
      JSON.stringify({ data: { prediction: { city: place.city, state: place.state, zipcodes: place.zipcodes } } }),
      200,
      { ...JSON_HEADERS, 'cache-control': 'max-age=3600' },
    );
  });
  app.post('/api/neutron/geo/:site/smarty/address/autocomplete/web', async (c) => {
    if (!isSite(c.req.param('site') ?? '')) return bad(c, 'site', 404, 'Unknown site');
    const body = await read(c, autocompleteBody);
    if (!body) return bad(c, 'autocomplete', 400, 'Invalid autocomplete request');
    return c.body(JSON.stringify({ data: { suggestions: suggestions(body.search) } }), 200, JSON_HEADERS);
  });
  app.post('/api/neutron/geo/:site/smarty/address/validation/web', async (c) => {
    if (!isSite(c.req.param('site') ?? '')) return bad(c, 'site', 404, 'Unknown site');
    const body = await read(c, validationBody);
    if (!body) return bad(c, 'validation', 400, 'Invalid validation request');
    const place =
      findCity(body.city, body.state) ??
      GAZETTEER.find((candidate) => (candidate.zipcodes as readonly string[]).includes(body.zipcode ?? ''));
    const street = body.street.trim().replace(/\s+/g, ' ');
    const valid = place !== undefined && /^\d{1,6} [A-Za-z0-9 .'-]{2,}$/.test(street);
    const address = valid
      ? {
          valid,
          deliveryLine: street,
          city: place.city,
          state: place.state,
          zipcode:
            body.zipcode && (place.zipcodes as readonly string[]).includes(body.zipcode)
              ? body.zipcode
              : zipOf(place, street),
        }
      : { valid: false };
    return c.body(JSON.stringify({ data: { address } }), 200, JSON_HEADERS);
  });
}
