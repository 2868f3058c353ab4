import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { validateAbTests, isActive } from '../../shared/ab/definition';
import { SERVICE_OFF_TEST_ID as SERVICE_OFF_ID } from '../../shared/ab/constants';
import { AB_MESSAGES } from '../../shared/ab/messages';
import { createUpstreamApp } from '../app';
import { createWorld } from '../world/world';
import { abTestDefinitions, EXPIRED_TEST_IDS, registerAbTests, SCHEDULED_TEST_ID } from './abTests';

const now = Date.parse('2026-11-22T00:00:00.000Z');

/** 000 §9 "Active A/B tests". */
const SPEC_ACTIVE = [
  'sleep_ratings',
  'nrg_contentCta',
  'nrg_battText',
  'nrg_linksFull',
  'nrg_paidSearch',
  'sleep_mps_modal',
  'skinnyGeoTest',
  'sleep_lstcl',
  'laptop_cta_test',
  'review_redesign',
  'sleep_rdsn',
  'adcap_broadband',
  'adcap_energy',
  'money_card_core',
  'char_count_test',
  'char_test_mkt',
  'slp_memorial',
  'genius_link',
  'vpn_ads',
  'momentum_two',
  'sem_precap_test',
];

describe('the A/B test definitions the local platform serves', () => {
  const { tests, rejected } = validateAbTests(abTestDefinitions(now));
  const active = tests.filter((test) => isActive(test, now)).map((test) => test.id);

  it('has every active test of 000 §9 and the service-off test active at the world’s now', () => {
    expect(active).toEqual([...SPEC_ACTIVE, SERVICE_OFF_ID]);
  });

  it('splits char_count_test 28/33/33/0, leaving 6 % to exclude', () => {
    const test = tests.find((t) => t.id === 'char_count_test')!;
    expect(test.allocations.map((a) => a.percentage)).toEqual([28, 33, 33, 0]);
    expect(test.table.filter((bucket) => bucket === 'exclude')).toHaveLength(6);
  });

  it('gives the service-off test a testA bucket', () => {
    expect(tests.find((t) => t.id === SERVICE_OFF_ID)?.allocations.map((a) => a.bucket)).toContain('testA');
  });

  it('keeps mostly 45–50 % per control or test bucket', () => {
    const shares = tests
      .filter((t) => SPEC_ACTIVE.includes(t.id))
      .flatMap((t) => t.allocations.map((a) => a.percentage));
    expect(shares.filter((p) => p >= 45 && p <= 50).length / shares.length).toBeGreaterThan(0.5);
  });

  it('serves expired and not-yet-started tests that are valid but not active', () => {
    for (const id of [...EXPIRED_TEST_IDS, SCHEDULED_TEST_ID]) {
      expect(tests.some((t) => t.id === id)).toBe(true);
      expect(active).not.toContain(id);
    }
  });

  it('serves broken definitions that validation rejects with the spec messages', () => {
    expect(rejected.map(({ id, errors }) => [id, errors])).toEqual([
      ['4k_tv_test', [AB_MESSAGES.idStart]],
      ['hero-image', [AB_MESSAGES.idChars]],
      ['over_allocated', [AB_MESSAGES.allocationsTotal]],
      ['headline_length_test', [AB_MESSAGES.labelLength]],
      ['criteria_flag', [AB_MESSAGES.criteriaType]],
      ['bad_bucket', [AB_MESSAGES.bucketChars]],
      ['no_start', [AB_MESSAGES.startDate]],
      ['char_count_test', [AB_MESSAGES.idDuplicate]],
    ]);
  });

  it('places every window relative to now, so a later now moves the windows along', () => {
    const later = now + 1000 * 86_400_000;
    expect(
      validateAbTests(abTestDefinitions(later))
        .tests.filter((t) => isActive(t, later))
        .map((t) => t.id),
    ).toEqual(active);
  });
});

describe('GET /api/neutron/abtests/{site}/web', () => {
  const app = new Hono<{ Bindings: HttpBindings }>();
  registerAbTests(app, { now });

  it('answers the definitions in the data envelope for both sites', async () => {
    for (const site of ['cnet', 'roadshow']) {
      const res = await app.request(`/api/neutron/abtests/${site}/web`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ data: { tests: JSON.parse(JSON.stringify(abTestDefinitions(now))) } });
    }
  });

  it('answers an unknown site with a 404 error component', async () => {
    const res = await app.request('/api/neutron/abtests/nope/web');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, errors: [{ code: '404' }] });
  });

  it('is registered on the upstream app, behind the api key', async () => {
    const { app: upstream } = createUpstreamApp({ world: createWorld({ now }) });
    expect((await upstream.request('/api/neutron/abtests/cnet/web')).status).toBe(401);
    const res = await upstream.request('/api/neutron/abtests/cnet/web?apiKey=k');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { tests: unknown[] } };
    expect(body.data.tests).toHaveLength(abTestDefinitions(now).length);
  });
});
