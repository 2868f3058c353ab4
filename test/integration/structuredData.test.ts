/**
 * Structured data where search engines expect it (issue 39 point 11), read from the built server's
 * pages as a crawler reads them and checked by a maintained rich-results validator
 * (test/support/structuredData.ts): doors and listings carry a CollectionPage with the ItemList of
 * their stories, articles the BreadcrumbList of the breadcrumb they show, best lists the ItemList
 * of their products, live coverage a dateModified that follows its newest update. Zero errors and
 * zero warnings everywhere.
 */
import { describe, expect, it } from 'vitest';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';
import { issueLines, validateHtml } from '../support/structuredData';

const stack = useStack();

type Node = Record<string, unknown>;

async function page(path: string) {
  const res = await get(stack.neutron.url, path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  const parsed: unknown = block ? JSON.parse(block) : [];
  const nodes = (Array.isArray(parsed) ? parsed : [parsed]) as Node[];
  return { html, nodes, ...(await validateHtml(html)) };
}

const ofType = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);

function world() {
  return stack.upstream.world;
}

describe('doors and listings', () => {
  it.each([
    ['front door', () => '/'],
    ['roadshow door', () => '/roadshow/'],
    ['section door', () => '/tech/'],
    ['topic listing', () => '/topics/mobile/'],
    ['tag listing', () => `/tags/${world().taxonomy.tags[0]!.slug}/`],
    ['collection listing', () => `/collections/${world().taxonomy.collections[0]!.slug}/`],
  ])('%s: a CollectionPage whose ItemList names the stories, valid', async (_, path) => {
    const { nodes, types, issues } = await page(path());
    expect(types).toContain('CollectionPage');
    const list = ofType(nodes, 'CollectionPage')?.mainEntity as { itemListElement: Node[] };
    expect(list.itemListElement.length).toBeGreaterThan(0);
    expect(list.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1 });
    expect(issueLines(issues)).toEqual([]);
  });
});

describe('content pages', () => {
  it('an article: the BreadcrumbList of the breadcrumb it shows, crumb for crumb', async () => {
    const article = world().articles.find((a) => a.type === 'News' && a.canonicalUrl && a.topics.length > 0)!;
    const { html, nodes, issues } = await page(article.canonicalUrl!);
    const shown = [...html.matchAll(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/g)][0]![0];
    const names = [...shown.matchAll(/<a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
    const crumbs = ofType(nodes, 'BreadcrumbList')?.itemListElement as Node[];
    expect(names.length).toBeGreaterThan(1);
    expect(crumbs.map((c) => c.name)).toEqual(names);
    expect(issueLines(issues)).toEqual([]);
  });

  it("a best list: an ItemList of its products with the editors' ratings", async () => {
    const best = world().articles.find(
      (a) => a.type === 'Best List' && a.canonicalUrl && a.listicles.some((l) => l.productScore !== undefined),
    )!;
    const { nodes, types, issues } = await page(best.canonicalUrl!);
    expect(types).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList', 'ItemList']));
    const products = (ofType(nodes, 'ItemList')?.itemListElement as Array<{ item: Node }>).map((e) => e.item);
    expect(products.length).toBe(best.listicles.filter((l) => l.productScore !== undefined).length);
    expect(products[0]).toMatchObject({ '@type': 'Product', review: { reviewRating: { bestRating: 10 } } });
    expect(issueLines(issues)).toEqual([]);
  });

  it("live coverage: dateModified is its newest update's time, valid", async () => {
    const live = world().liveArticles.find((l) => l.canonicalUrl && l.items.length > 1)!;
    const { nodes, issues } = await page(live.canonicalUrl!);
    const posting = ofType(nodes, 'LiveBlogPosting')!;
    const updates = (posting.liveBlogUpdate as Array<{ datePublished?: string; dateModified?: string }>).flatMap((u) =>
      [u.datePublished, u.dateModified].filter((d): d is string => d !== undefined),
    );
    const newest = updates.sort().at(-1)!;
    expect(posting.dateModified! >= newest).toBe(true);
    expect(posting.dateModified).not.toBe(posting.datePublished);
    expect(issueLines(issues)).toEqual([]);
  });
});
