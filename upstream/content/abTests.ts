/**
 * The A/B test definitions service of the local platform: `GET /api/neutron/abtests/{site}/web`
 * → `{ data: { tests: [...] } }` (docs/upstream-api.md). It serves the active tests of spec
 * 000 §9 with their allocations, the service-off test (000 §4), two expired tests, one not yet
 * started, and a few definitions that break a rule of 000 §5 on purpose, so Neutron's
 * validation runs against every answer.
 *
 * The spec's tests ran between 2023-09 and 2024-11; here every window is placed around the
 * world's `now`, so the spec's tests are active whenever the upstream runs
 * (docs/decisions/007-ab-testing.md).
 */
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { SERVICE_OFF_TEST_ID } from '../../shared/ab/constants';
import type { World } from '../world/world';
import { errorBody } from './errors';
import { isSite, ok } from './reply';

const DAY_MS = 86_400_000;
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

type Split = readonly (readonly [bucket: string, percentage: number])[];

const HALF: Split = [
  ['control', 50],
  ['testA', 50],
];
const NINETY: Split = [
  ['control', 45],
  ['testA', 45],
];
const THREE_WAY: Split = [
  ['control', 33],
  ['testA', 33],
  ['testB', 33],
];

/** 000 §9 "Active A/B tests", in the spec's order (also the order in which they draw visitors). */
const SPEC_TESTS: ReadonlyArray<{ id: string; version: string; split: Split; criteria: string }> = [
  { id: 'sleep_ratings', version: '2', split: HALF, criteria: 'sleepPages' },
  { id: 'nrg_contentCta', version: '1', split: NINETY, criteria: 'energyPages' },
  { id: 'nrg_battText', version: '1', split: HALF, criteria: 'energyPages' },
  { id: 'nrg_linksFull', version: '1', split: HALF, criteria: 'energyPages' },
  { id: 'nrg_paidSearch', version: '1', split: NINETY, criteria: 'paidSearchPages' },
  { id: 'sleep_mps_modal', version: '1', split: HALF, criteria: 'sleepPages' },
  { id: 'skinnyGeoTest', version: '3', split: HALF, criteria: 'internetPages' },
  { id: 'sleep_lstcl', version: '1', split: NINETY, criteria: 'sleepPages' },
  { id: 'laptop_cta_test', version: '1', split: HALF, criteria: 'techArticles' },
  { id: 'review_redesign', version: '1', split: HALF, criteria: 'reviewPages' },
  { id: 'sleep_rdsn', version: '2', split: THREE_WAY, criteria: 'sleepPages' },
  { id: 'adcap_broadband', version: '1', split: NINETY, criteria: 'internetPages' },
  { id: 'adcap_energy', version: '1', split: NINETY, criteria: 'energyPages' },
  { id: 'money_card_core', version: '1', split: HALF, criteria: 'moneyPages' },
  {
    id: 'char_count_test',
    version: '1',
    split: [
      ['control', 28],
      ['testA', 33],
      ['testB', 33],
      ['testC', 0],
    ],
    criteria: 'articlePages',
  },
  { id: 'char_test_mkt', version: '1', split: HALF, criteria: 'marketplacePages' },
  { id: 'slp_memorial', version: '1', split: HALF, criteria: 'sleepPages' },
  { id: 'genius_link', version: '2', split: NINETY, criteria: 'dealsPages' },
  { id: 'vpn_ads', version: '1', split: HALF, criteria: 'vpnPages' },
  { id: 'momentum_two', version: '2', split: HALF, criteria: 'newsArticles' },
  { id: 'sem_precap_test', version: '1', split: NINETY, criteria: 'paidSearchPages' },
];

/** Test ids the local service serves beyond the spec's list (and the service-off test). */
export const EXPIRED_TEST_IDS = ['holiday_gifts', 'bf_deals'] as const;
export const SCHEDULED_TEST_ID = 'spring_sale';

function date(ms: number) {
  return { date: new Date(ms).toISOString(), timezone: 'UTC' };
}

function allocations(split: Split) {
  return split.map(([bucket, percentage]) => ({ percentage, bucket }));
}

/** A window around `now`: started `startDays` ago, ends in `endDays` (negative: in the past). */
function window(now: number, startDays: number, endDays: number) {
  return { startDate: date(now - startDays * DAY_MS), endDate: date(now + endDays * DAY_MS) };
}

/** Every definition the service answers with, valid or not, in the order it sends them. */
export function abTestDefinitions(now: number): Record<string, unknown>[] {
  const active = SPEC_TESTS.map(({ id, version, split, criteria }, n) => ({
    id,
    version,
    // Started 20 to 420 days ago, ends in 45 to 265 days: a spread like the spec's 2023–2024 run.
    ...window(now, 20 + n * 20, 45 + n * 11),
    allocations: allocations(split),
    criteria: { name: criteria },
  }));
  const good = {
    version: '1',
    ...window(now, 10, 60),
    allocations: allocations(HALF),
    criteria: { name: 'articlePages' },
  };
  return [
    ...active,
    // 000 §4: its testA bucket disables the ad plugin. On the doors, where no spec test runs.
    {
      id: SERVICE_OFF_TEST_ID,
      version: '1',
      ...window(now, 30, 90),
      allocations: allocations(HALF),
      criteria: { name: 'doorPages' },
    },
    {
      id: 'holiday_gifts',
      version: '1',
      ...window(now, 80, -20),
      allocations: allocations(HALF),
      criteria: { name: 'allPages' },
    },
    {
      id: 'bf_deals',
      version: '4',
      ...window(now, 400, -300),
      allocations: allocations(NINETY),
      criteria: { name: 'dealsPages' },
    },
    {
      id: SCHEDULED_TEST_ID,
      version: '1',
      ...window(now, -30, 60),
      allocations: allocations(HALF),
      criteria: { name: 'allPages' },
    },
    // Broken on purpose, one rule each (000 §5); Neutron rejects them with the 000 §8 messages.
    { ...good, id: '4k_tv_test' },
    { ...good, id: 'hero-image' },
    {
      ...good,
      id: 'over_allocated',
      allocations: allocations([
        ['control', 60],
        ['testA', 50],
      ]),
    },
    { ...good, id: 'headline_length_test', version: '2' },
    { ...good, id: 'criteria_flag', criteria: true },
    {
      ...good,
      id: 'bad_bucket',
      allocations: allocations([
        ['control', 50],
        ['test-A', 50],
      ]),
    },
    { ...good, id: 'no_start', startDate: 'next tuesday' },
    { ...good, id: 'char_count_test', version: '2' },
  ];
}

/** Registers the service on the upstream app (one line in upstream/app.ts). */
export function registerAbTests(app: Hono<{ Bindings: HttpBindings }>, world: Pick<World, 'now'>): void {
  const reply = ok({ tests: abTestDefinitions(world.now) });
  app.get('/api/neutron/abtests/:site/web', (c) => {
    const site = c.req.param('site');
    if (!isSite(site)) return c.body(errorBody('site', 404, `Unknown site ${site}`), 404, JSON_HEADERS);
    return c.body(reply.body, 200, JSON_HEADERS);
  });
}
