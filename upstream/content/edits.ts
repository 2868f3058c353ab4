import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Announcer } from '../announce';
import type { World } from '../world/world';
import type { createArticleReplies } from './articles';
import { listingsChanged, type ListingEditTargets } from './listingEdits';
import { isSite } from './reply';

/**
 * Article edits through the control API (docs/upstream-api.md "Test controls"):
 * `PATCH /__articles/{site}/{slug}` with `{"headline"?, "description"?}` changes the article
 * the content API answers from then on — in its own answer and in its card in every listing and
 * door page — and announces the article, those listings and the changed door pages
 * (upstream/announce.ts).
 * Answers `{ article: { slug, headline, description } }`; 404 for an unknown article, 400 for
 * a bad body.
 */
const editSchema = z.strictObject({
  headline: z.string().min(1).max(500).optional(),
  description: z.string().max(2000).optional(),
});

export function registerArticleEdits(
  app: Hono<{ Bindings: HttpBindings }>,
  world: World,
  articles: ReturnType<typeof createArticleReplies>,
  listingTargets: ListingEditTargets,
  announcer: Announcer,
): void {
  app.patch('/__articles/:site/:slug', async (c) => {
    const site = c.req.param('site');
    const article = world.articleBySlug.get(c.req.param('slug'));
    if (!isSite(site) || !article || (article.site === 'roadshow' ? 'roadshow' : 'cnet') !== site)
      return c.json({ error: 'no such article' }, 404);
    const edit = editSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!edit.success) return c.json({ error: 'invalid edit', detail: z.prettifyError(edit.error) }, 400);
    const edited = { ...article, ...edit.data };
    articles.replace(site, edited);
    // Its card in every listing (one entry object, shared by them) shows the new headline.
    const entry = world.catalog.entries.find(
      (candidate) => candidate.kind === 'article' && candidate.slug === edited.slug,
    );
    const listed: string[] = [];
    if (entry) {
      entry.link = { ...entry.link, title: edited.headline };
      for (const [key, entries] of world.catalog.listings) if (entries.includes(entry)) listed.push(key);
    }
    // The edit is answered once the platform has told the frontends (a webhook, like the real one):
    // the article, the listings showing its card and the door pages made from them.
    await listingsChanged(listed, listingTargets, announcer, [{ type: 'article', site, slug: edited.slug }]);
    return c.json({ article: { slug: edited.slug, headline: edited.headline, description: edited.description } });
  });
}
