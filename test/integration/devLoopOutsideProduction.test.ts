/**
 * Nothing of `npm run dev` (decision 103) reaches production: the production build (dist/, not
 * the dev loop's dist/dev/) holds no reload client and no dev path, and the production server
 * answers the dev loop's paths with 404.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EVENTS_PATH, DEV_MAPS_PATH } from '../../scripts/dev/events';
import { ROOT, get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

/** The part both dev paths share. */
const DEV_PREFIX = DEV_EVENTS_PATH.slice(0, DEV_EVENTS_PATH.lastIndexOf('/') + 1);

let upstream: TestUpstream;
let neutron: Neutron;
beforeAll(async () => {
  upstream = await startTestUpstream();
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

describe('the dev loop outside production', () => {
  it('leaves no reload client and no dev path in the production bundles', () => {
    expect(DEV_MAPS_PATH.startsWith(DEV_PREFIX)).toBe(true);
    const files = ['client', 'rsc', 'server'].flatMap((bundle) =>
      readdirSync(join(ROOT, 'dist', bundle)).map((name) => join(ROOT, 'dist', bundle, name)),
    );
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const holding = files.filter(
      (file) => /\.(c?js|json)$/.test(file) && readFileSync(file, 'latin1').includes(DEV_PREFIX),
    );
    expect(holding).toEqual([]);
  });

  it('answers the dev paths with 404 from the production server', async () => {
    for (const path of [DEV_EVENTS_PATH, `${DEV_MAPS_PATH}main.js.map`]) {
      const res = await get(neutron.url, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toContain('event-stream');
    }
  });
});
