/**
 * The collector's Web Vitals (issue 41 point 4, decision 115): what the browsers report, kept in
 * a ring of the newest VITALS_RING_SIZE beacons and, when UPSTREAM_VITALS_LOG names a file,
 * appended to it as NDJSON (one beacon a line, with receivedAt).
 *   POST   /collect/v1/vitals          a batch (≤ 48 KB, ≤ 20 beacons) → 204; unreadable 400, too big 413
 *   GET    /collect/v1/vitals?since=   the beacons kept (oldest first, id above `since`)
 *   GET    /collect/v1/vitals/summary  p75/p95 per page type × navigation kind × metric
 *   DELETE /collect/v1/vitals          forget them → 204
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { MAX_VITALS_BODY_BYTES, VITALS_PATH, VITALS_SUMMARY_PATH } from '../../shared/vitals/constants';
import type { VitalBeacon } from '../../shared/vitals/constants';
import { summarise } from '../../shared/vitals/percentiles';
import { parseSince, readJsonBody } from './routes';
import { EventRing } from './ring';
import { vitalsBodySchema } from './vitalsBody';

type App = Hono<{ Bindings: HttpBindings }>;

/** Our choice: the newest 20000 beacons (a --drive run over every page family makes a few hundred). */
export const VITALS_RING_SIZE = 20_000;

const CORS = { 'access-control-allow-origin': '*' };
const NO_STORE = { 'cache-control': 'no-store' };

/** The last value of each view's metric: CLS and INP are sent again as they grow. */
export function latestPerView(beacons: Iterable<VitalBeacon>): VitalBeacon[] {
  const latest = new Map<string, VitalBeacon>();
  for (const beacon of beacons) latest.set(`${beacon.viewId}|${beacon.metric}`, beacon);
  return [...latest.values()];
}

export function registerVitalsRoutes(app: App, options: { logFile?: string } = {}): EventRing {
  const ring = new EventRing(VITALS_RING_SIZE);
  let writes: Promise<unknown> = options.logFile
    ? mkdir(dirname(options.logFile), { recursive: true })
    : Promise.resolve();
  const log = (lines: string) => {
    const file = options.logFile;
    if (!file) return;
    writes = writes
      .then(() => appendFile(file, lines))
      .catch((error: unknown) =>
        console.error(JSON.stringify({ msg: 'vitals log write failed', error: String(error) })),
      );
  };

  app.post(VITALS_PATH, async (c) => {
    const body = await readJsonBody(c, MAX_VITALS_BODY_BYTES, vitalsBodySchema, 'vitals');
    if (body instanceof Response) return body;
    const receivedAt = new Date().toISOString();
    let lines = '';
    for (const beacon of body.beacons) {
      ring.add({ event: beacon.metric, fields: { ...beacon }, receivedAt, sentAt: body.sentAt });
      lines += `${JSON.stringify({ ...beacon, receivedAt })}\n`;
    }
    log(lines);
    return c.body(null, 204, CORS);
  });

  const kept = (since = 0) => ring.list({ since }).map((stored) => stored.fields as unknown as VitalBeacon);

  app.get(VITALS_SUMMARY_PATH, (c) =>
    c.json({ rows: summarise(latestPerView(kept())), beacons: ring.lastId }, 200, { ...CORS, ...NO_STORE }),
  );

  app.get(VITALS_PATH, (c) => {
    const since = parseSince(c.req.query('since'));
    if (since === null) return c.json({ error: 'since must be a non-negative integer (a beacon id)' }, 400);
    const vitals = ring
      .list({ since })
      .map((stored) => ({ id: stored.id, receivedAt: stored.receivedAt, ...stored.fields }));
    return c.json({ vitals, lastId: ring.lastId }, 200, { ...CORS, ...NO_STORE });
  });

  app.delete(VITALS_PATH, (c) => {
    ring.clear();
    return c.body(null, 204);
  });

  return ring;
}
