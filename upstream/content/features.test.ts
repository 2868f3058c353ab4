import { describe, expect, it } from 'vitest';
import { pageResponseSchema } from '../../shared/models/page';
import { createWorld } from '../world/world';
import { createFeaturePage } from './features';

const world = createWorld({ now: Date.parse('2026-11-01T00:00:00Z') });
const feature = createFeaturePage(world);

describe('feature pages', () => {
  it('serves a topic with content as a Feature and a ContentList the models read', () => {
    const reply = feature('cnet', 'vpn');
    expect(reply.status).toBe(200);
    const { page } = pageResponseSchema.parse(JSON.parse(reply.body)).data;
    expect(page.meta?.canonicalUrl).toBe('/feature/vpn/');
    const list = page.components.find((c) => 'meta' in c && c.meta.componentType === 'ContentList');
    expect(list && 'items' in list && Array.isArray(list.items) ? list.items.length : 0).toBeGreaterThan(0);
    expect(page.components.some((c) => 'meta' in c && c.meta.componentType === 'Feature')).toBe(true);
  });

  it('answers an unknown slug with one 404 error component', () => {
    const { page } = pageResponseSchema.parse(JSON.parse(feature('cnet', 'no-such-feature').body)).data;
    expect(page.components).toEqual([
      { name: 'feature', status: 404, errors: [{ code: '404', message: 'No feature named no-such-feature' }] },
    ]);
  });
});
