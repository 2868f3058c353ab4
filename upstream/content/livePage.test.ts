import { describe, expect, it } from 'vitest';
import { createUpstreamApp } from '../app';
import { createWorld } from '../world/world';

const world = createWorld({ seed: 7, now: Date.parse('2026-11-20T12:00:00Z') });
const { app } = createUpstreamApp({ world });
const live = world.liveArticles[0]!;

async function pageItems(): Promise<{ id: string; headline: string; deleted: boolean }[]> {
  const res = await app.request(`/api/neutron/composer/cnet/pages/livearticle/${live.slug}/web?apiKey=test`);
  const body = (await res.json()) as {
    data: { page: { components: { item: { items: { id: string; headline: string; deleted: boolean }[] } }[] } };
  };
  return body.data.page.components[0]!.item.items;
}

describe("the composer's live article page", () => {
  it('carries the items published, updated and deleted through the live service', async () => {
    expect((await pageItems()).map((item) => item.id)).toEqual(live.items.map((item) => item.id));
    const published = (await (
      await app.request(`/__live/${live.id}/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ headline: 'Published just now' }),
      })
    ).json()) as { item: { id: string } };
    expect((await pageItems())[0]).toMatchObject({ id: published.item.id, headline: 'Published just now' });
    await app.request(`/__live/${live.id}/items/${published.item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headline: 'Corrected' }),
    });
    expect((await pageItems()).find((item) => item.id === published.item.id)?.headline).toBe('Corrected');
    await app.request(`/__live/${live.id}/items/${published.item.id}`, { method: 'DELETE' });
    expect((await pageItems()).find((item) => item.id === published.item.id)?.deleted).toBe(true);
  });
});
