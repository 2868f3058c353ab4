/**
 * Everything the article body renders, computed once per article object and device (the
 * affiliate sub-id carries the device code): the table of contents and the body as safe HTML
 * segments with heading ids, link rels and rewritten affiliate links. Article objects live in
 * the content cache, so this runs once per cache entry and device, not per request.
 */
import { rewriteAffiliateHref, topicCode } from '../../shared/affiliate/rewrite';
import { linkRel } from '../../shared/affiliate/hosts';
import type { Article } from '../../shared/models/article';
import type { Device } from '../../shared/requestState';
import type { BodySegment } from '../../shared/body/bodyHtml';
import { bodySegments } from '../../shared/body/bodyHtml';
import { parseBody } from '../../shared/body/parseBody';
import type { BodyNode } from '../../shared/body/parseBody';
import type { TocItem } from './toc';
import { withToc } from './toc';

export interface ArticleBodyModel {
  segments: BodySegment[];
  /** The top-level body nodes the segments were made of (ads are injected between them). */
  nodes: BodyNode[];
  toc: TocItem[];
  /** For rewriting the links inside shortcodes (commerce links, buy buttons, listicle offers). */
  rewriteHref: (href: string) => string;
  linkRel: (href: string) => string | undefined;
}

export interface BodySite {
  /** Origin of the site (for the article URL in affiliate links) and its host (internal links). */
  origin: string;
  device: Device;
}

/** Spec 001 §9: best-list article types use the best-list redesign's toc ids. */
export const BEST_LIST_REDESIGN_TYPES: readonly string[] = ['Best List'];

const models = new WeakMap<Article, Map<string, ArticleBodyModel>>();

export function buildArticleBody(article: Article, site: BodySite): ArticleBodyModel {
  const siteHost = new URL(site.origin).host;
  const path = article.canonicalUrl?.startsWith('/') ? article.canonicalUrl : `/${article.slug ?? ''}`;
  const context = {
    articleUrl: `${site.origin}${path}`,
    articleName: article.headline,
    guid: article.id,
    device: site.device,
    topicCode: topicCode(article.topics, article.section),
  };
  const rewriteHref = (href: string) => rewriteAffiliateHref(href, context);
  const rel = (href: string) => linkRel(href, siteHost);
  const { nodes, items } = withToc(parseBody(article.body), {
    contentId: article.id,
    bestListRedesign: BEST_LIST_REDESIGN_TYPES.includes(article.type ?? ''),
  });
  const segments = bodySegments(nodes, {
    isInternalHref: (href) => rel(href) === undefined,
    linkRel: rel,
    rewriteHref,
  });
  return { segments, nodes, toc: items, rewriteHref, linkRel: rel };
}

export function articleBodyModel(article: Article, site: BodySite): ArticleBodyModel {
  let byKey = models.get(article);
  if (!byKey) {
    byKey = new Map();
    models.set(article, byKey);
  }
  const key = `${site.device} ${site.origin}`;
  let model = byKey.get(key);
  if (!model) {
    model = buildArticleBody(article, site);
    byKey.set(key, model);
  }
  return model;
}
