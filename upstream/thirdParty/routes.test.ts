import { describe, expect, it } from 'vitest';
import { createUpstreamApp } from '../app';

const upstream = createUpstreamApp({ now: Date.UTC(2025, 0, 15) });
const { app } = upstream;

describe('third-party stand-ins', () => {
  it.each(['analytics', 'recommendations'])('serves %s.js as cross-origin JavaScript', async (name) => {
    const response = await app.request(`/thirdparty/${name}.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = await response.text();
    expect(body).toContain(name === 'analytics' ? 'window.neutronAnalytics' : 'window.neutronRecommendations');
    // It parses as a script.
    expect(() => new Function(body)).not.toThrow();
  });

  it('counts analytics hits per page', async () => {
    expect(
      (await app.request('/thirdparty/analytics/hit?page=%2Ftech%2F', { method: 'POST', body: '{}' })).status,
    ).toBe(204);
    await app.request('/thirdparty/analytics/hit?page=%2Ftech%2F', { method: 'POST', body: '{}' });
    const hits = (await (await app.request('/thirdparty/analytics/hits')).json()) as {
      total: number;
      pages: Record<string, number>;
    };
    expect(hits.pages['/tech/']).toBe(2);
    expect(hits.total).toBeGreaterThanOrEqual(2);
  });

  it('recommends a few site articles by path', async () => {
    const response = await app.request('/thirdparty/recommendations.json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { items } = (await response.json()) as { items: Array<{ title: string; url: string }> };
    expect(items).toHaveLength(4);
    for (const item of items) expect(item.url).toMatch(/^\/[a-z]/);
  });
});
