import type { FeedItem } from '../../shared/node/models/feed';
import type { CatalogEntry } from '../world/catalog';
import type { World } from '../world/world';
import { errorBody } from './errors';
import { Memo } from './memo';
import { ok, type Reply } from './reply';

/**
 * The Feeds call (spec 000 §7, shape in docs/upstream-api.md). `{endpoint}` is `frontdoor` (all
 * content) or `{type}.{id}` with type section (URL name), topic, tag, collection or author
 * (username): the same entries as the listing of that type, newest first, paged by offset and
 * limit. An endpoint that names nothing → 404 error component.
 */
export const DEFAULT_FEED_LIMIT = 25;
export const MAX_FEED_LIMIT = 100;
export const FEED_TYPES = ['section', 'topic', 'tag', 'collection', 'author'] as const;

export function createFeeds(world: World) {
  const memo = new Memo<Reply>(5_000);

  function source(
    endpoint: string,
  ): { title: string; description: string; link: string; entries: readonly CatalogEntry[] } | undefined {
    if (endpoint === 'frontdoor')
      return { title: 'CNET', description: 'The latest from CNET', link: '/', entries: world.catalog.entries };
    const dot = endpoint.indexOf('.');
    const type = endpoint.slice(0, dot);
    const id = endpoint.slice(dot + 1);
    if (dot < 1 || !(FEED_TYPES as readonly string[]).includes(type)) return undefined;
    const entries = world.catalog.listings.get(`${type}:${id}`);
    if (!entries || entries.length === 0) return undefined;
    switch (type) {
      case 'section': {
        const section = world.sections.find((s) => s.slug === id || s.key === id || s.path === `/${id}/`);
        return section
          ? { title: section.title, description: `The latest in ${section.title}`, link: section.path, entries }
          : undefined;
      }
      case 'topic': {
        const topic = world.taxonomy.topics.find((t) => t.slug === id);
        return topic
          ? {
              title: topic.name ?? id,
              description: `The latest on ${topic.name ?? id}`,
              link: `/topics/${id}/`,
              entries,
            }
          : undefined;
      }
      case 'tag': {
        const tag = world.taxonomy.tags.find((t) => t.slug === id);
        return tag
          ? { title: tag.name ?? id, description: `The latest on ${tag.name ?? id}`, link: `/tags/${id}/`, entries }
          : undefined;
      }
      case 'collection': {
        const collection = world.taxonomy.collections.find((c) => c.slug === id);
        return collection
          ? {
              title: collection.title ?? id,
              description: collection.description ?? `The ${id} collection`,
              link: `/collections/${id}/`,
              entries,
            }
          : undefined;
      }
      default: {
        const author = world.people.authors.find((a) => a.username === id);
        const name = author ? `${author.firstName} ${author.lastName}` : undefined;
        return author && name
          ? {
              title: name,
              description: `The latest from ${name}`,
              link: `/profiles/${author.username.toLowerCase()}/`,
              entries,
            }
          : undefined;
      }
    }
  }

  function item(entry: CatalogEntry): FeedItem {
    const { link } = entry;
    const author = link.author;
    return {
      id: entry.id,
      title: link.title,
      url: link.url,
      datePublished: link.datePublished ?? { date: new Date(entry.time).toISOString(), timezone: 'UTC' },
      description: link.description,
      authors: author ? [[author.firstName, author.lastName].filter(Boolean).join(' ') || author.username] : [],
      categories: link.topics.map((topic) => topic.name ?? topic.slug ?? '').filter(Boolean),
      image: link.image,
    };
  }

  return {
    feed(endpoint: string, offset: number, limit: number): Reply {
      return memo.get(`${endpoint}\u0000${offset}\u0000${limit}`, () => {
        const found = source(endpoint);
        if (!found) return { status: 404, body: errorBody('feed', 404, `Unknown feed ${endpoint}`) };
        const { entries, ...meta } = found;
        return ok({
          feed: {
            ...meta,
            items: entries.slice(offset, offset + limit).map(item),
            paging: { offset, limit, total: entries.length },
          },
        });
      });
    },
  };
}
