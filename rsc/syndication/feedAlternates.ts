/**
 * The <link rel="alternate"> entries of a page that has a feed (front door, section doors,
 * topic, tag, collection and profile pages): its RSS and its Atom form.
 */
import type { HeadData } from '../../shared/render/head';
import { feedPathForPage, feedUrl } from '../../shared/node/syndication/feedPaths';

export function feedAlternates(origin: string, pagePath: string, title: string): HeadData['alternates'] {
  const path = feedPathForPage(pagePath);
  if (!path) return undefined;
  return [
    { type: 'application/rss+xml', href: `${origin}${feedUrl(path, 1, 'rss')}`, title: `${title} (RSS)` },
    { type: 'application/atom+xml', href: `${origin}${feedUrl(path, 1, 'atom')}`, title: `${title} (Atom)` },
  ];
}
