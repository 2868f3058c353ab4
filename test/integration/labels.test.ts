/**
 * Labels that contradicted or repeated each other (issue 39 point 9), in the HTML the built server
 * sends: a live page says when it was last updated (its newest update) and does not give its
 * start as a second "3 hours ago"; a pinned update is marked once in the pinned block (its
 * heading, no chip); the how-to breadcrumb says "How-To" once; /topics/tech/ names /tech/ as
 * its address.
 */
import { describe, expect, it } from 'vitest';
import { liveLastUpdated } from '../../shared/live/lastUpdated';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack();

async function html(path: string): Promise<string> {
  const res = await get(stack.neutron.url, path);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe('live coverage', () => {
  it('says when it was last updated: its newest update, near the headline', async () => {
    const live = stack.upstream.world.liveArticles.find((l) => l.canonicalUrl && l.items.length > 1)!;
    const page = await html(live.canonicalUrl!);
    const head = page.match(/<header class="live__head">([\s\S]*?)<\/header>/)![1]!;
    const updated = head.match(/Updated <time dateTime="([^"]+)"/)?.[1];
    expect(updated).toBe(liveLastUpdated(live, live.items, Date.now()).toISOString());
    // The start is not a second relative time beside the byline's.
    expect(head).not.toMatch(/Started <time[^>]*>[^<]*ago</);
    expect(head.match(/\bUpdated\b/g)).toHaveLength(1);
  });

  it('marks a pinned update once in the pinned block: the heading, not a chip as well', async () => {
    const live = stack.upstream.world.liveArticles.find((l) => l.canonicalUrl && l.items.some((i) => i.pinned))!;
    const page = await html(live.canonicalUrl!);
    const pinnedBlock = page.match(/<section class="live-pinned"[\s\S]*?<\/section>/)?.[0];
    expect(pinnedBlock).toContain('<h2>Pinned</h2>');
    expect(pinnedBlock).not.toContain('flag--pinned');
  });
});

describe('breadcrumbs and section addresses', () => {
  it('the how-to breadcrumb says How-To once', async () => {
    const howTo = stack.upstream.world.articles.find((a) => a.canonicalUrl?.startsWith('/how-to/'))!;
    const page = await html(howTo.canonicalUrl!);
    const crumbs = page.match(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/)![0];
    const names = [...crumbs.matchAll(/<a href="[^"]*">([^<]*)<\/a>/g)].map((m) =>
      m[1]!.toLowerCase().replace(/\W/g, ''),
    );
    expect(names.filter((name) => name === 'howto')).toHaveLength(1);
  });

  it('/topics/tech/ is the Tech door under another address: its canonical and the section links are /tech/', async () => {
    const page = await html('/topics/tech/');
    expect(page.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toMatch(/\/\/[^/]+\/tech\/$/);
    const article = stack.upstream.world.articles.find((a) => a.section === 'tech' && a.canonicalUrl)!;
    const crumbs = (await html(article.canonicalUrl!)).match(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/)![0];
    expect(crumbs).toContain('<a href="/tech/">Tech</a>');
  });
});
