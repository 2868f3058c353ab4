import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { providersResultSchema, receiptSchema, solarEstimateSchema } from '../../shared/forms/results';
import type { World } from '../world/world';
import { FORM_BODY_LIMIT, registerFormServices } from './forms';
import { LOCATIONS } from './internetProviders';

const app = new Hono<{ Bindings: HttpBindings }>();
registerFormServices(app, { seed: 20250601 } as World);

const post = (path: string, body: unknown, raw = false) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? String(body) : JSON.stringify(body),
  });

describe('the local form and geo services', () => {
  it.each([
    ['/api/neutron/newsletter/cnet/subscriptions/web', { email: 'reader@example.com', newsletter: 'deals' }],
    ['/api/neutron/privacy/cnet/opt-out/web', { email: 'reader@example.com', request: 'sell' }],
    ['/api/neutron/email/roadshow/forward/web', { to: 'friend@example.org', from: 'Ada', url: '/tech/x/' }],
  ])('%s answers a receipt, the same one for the same request', async (path, body) => {
    const first = await post(path, body);
    expect(first.status).toBe(200);
    const { data } = (await first.json()) as { data: { receipt: unknown } };
    const receipt = receiptSchema.parse(data.receipt);
    const again = (await (await post(path, body)).json()) as { data: { receipt: unknown } };
    expect(again.data.receipt).toEqual(receipt);
  });

  it('lists providers with speeds for a ZIP code, fastest first, with the location’s averages', async () => {
    const res = await post('/api/neutron/geo/cnet/allconnect/providers/web', { zipcode: '94105' });
    const result = providersResultSchema.parse(((await res.json()) as { data: { providers: unknown } }).data.providers);
    expect(result.location).toEqual({ city: 'San Francisco', state: 'CA' });
    expect(result.averages).toEqual({ downloadMbps: 191, uploadMbps: 71 });
    expect(result.providers.length).toBeGreaterThan(0);
    const speeds = result.providers.map((p) => p.downloadMbps);
    expect(speeds).toEqual([...speeds].sort((a, b) => b - a));
    expect(result.providers.some((p) => p.key === 'orbital-satellite')).toBe(true);
  });

  it('has about 34 locations (001 §3) and no providers for ZIP codes starting 000', async () => {
    expect(LOCATIONS).toHaveLength(34);
    const res = await post('/api/neutron/geo/cnet/allconnect/providers/web', { zipcode: '00012' });
    expect(((await res.json()) as { data: { providers: { providers: unknown[] } } }).data.providers.providers).toEqual(
      [],
    );
  });

  it('estimates solar savings from a ZIP code and a monthly bill', async () => {
    const res = await post('/api/neutron/energy/cnet/solar/estimate/web', { zipcode: '85001', monthlyBill: 150 });
    const estimate = solarEstimateSchema.parse(((await res.json()) as { data: { estimate: unknown } }).data.estimate);
    expect(estimate.systemSizeKw).toBeGreaterThan(0);
    expect(estimate.annualSavings).toBeGreaterThan(0);
    expect(estimate.paybackYears).toBeGreaterThan(0);
    const higher = (await (
      await post('/api/neutron/energy/cnet/solar/estimate/web', { zipcode: '85001', monthlyBill: 300 })
    ).json()) as { data: { estimate: { systemSizeKw: number } } };
    expect(higher.data.estimate.systemSizeKw).toBeGreaterThan(estimate.systemSizeKw);
  });

  it.each([
    ['not JSON', '/api/neutron/newsletter/cnet/subscriptions/web', '{nope', true, 400],
    [
      'a bad email',
      '/api/neutron/newsletter/cnet/subscriptions/web',
      { email: 'nope', newsletter: 'deals' },
      false,
      400,
    ],
    ['a bad ZIP code', '/api/neutron/geo/cnet/allconnect/providers/web', { zipcode: '9410' }, false, 400],
    [
      'a bill out of range',
      '/api/neutron/energy/cnet/solar/estimate/web',
      { zipcode: '94105', monthlyBill: 0 },
      false,
      400,
    ],
    ['an array', '/api/neutron/privacy/cnet/opt-out/web', [], false, 400],
    [
      'an unknown site',
      '/api/neutron/privacy/elsewhere/opt-out/web',
      { email: 'reader@example.com', request: 'sell' },
      false,
      404,
    ],
    [
      'a body over the limit',
      '/api/neutron/email/cnet/forward/web',
      { to: 'a@b.co', from: 'x'.repeat(FORM_BODY_LIMIT), url: '/x/' },
      false,
      413,
    ],
  ])('refuses %s with an error component', async (_case, path, body, raw, status) => {
    const res = await post(path, body, raw);
    expect(res.status).toBe(status);
    const component = (await res.json()) as { status: number; errors: Array<{ code: string }> };
    expect(component.status).toBe(status);
    expect(component.errors[0]!.code).toBe(String(status));
  });
});
