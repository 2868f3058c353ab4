/**
 * Route-name selection (spec 000 §2 "Route names and selection"): the route a piece of content
 * belongs to, as `{ name, params }` (base name; routePath() in links.ts gives its address). The
 * server calls it after the primary content loads; when the selected route's address differs
 * from the requested path, the content lives elsewhere.
 */
import { DEFAULT_LOCALE } from '../../shared/constants';
import type { SelectableContent } from '../../shared/node/routes/contentFacts';
import { containsAutoTopic, contentFacts, liveTypeOf } from '../../shared/node/routes/contentFacts';
import type { ContentFacts } from '../../shared/node/routes/contentFacts';
import type { Params } from '../../shared/routes/pattern';
import type { ResolverChain, RouteSelection } from '../../shared/node/routes/resolverChain';
import { createResolverChain } from '../../shared/node/routes/resolverChain';
import { SELECTION_RULES } from './selectionRules';

export type { RouteSelection } from '../../shared/node/routes/resolverChain';
export type { SelectableContent } from '../../shared/node/routes/contentFacts';

function defaultChain(): ResolverChain<ContentFacts> {
  const chain = createResolverChain<ContentFacts>();
  for (const rule of SELECTION_RULES) chain.register(rule);
  return chain;
}

/** One chain per locale (001 §2); only en exists. */
const CHAINS: ReadonlyMap<string, ResolverChain<ContentFacts>> = new Map([[DEFAULT_LOCALE, defaultChain()]]);

function run(start: RouteSelection, facts: ContentFacts, locale: string): RouteSelection {
  const chain = CHAINS.get(locale) ?? CHAINS.get(DEFAULT_LOCALE)!;
  return chain.resolve(start, facts);
}

const withPage = (params: Params, pageNumber: string | undefined): Params =>
  pageNumber ? { ...params, pageNumber } : params;

export interface ArticleSelectionOptions {
  /** The article came from the content bridge (money pages: /api/bridge/...). */
  bridge?: boolean;
  locale?: string;
}

/** Articles: sponsored, deal, how-to, vertical (top-level/topic/subtopic), longform, plain; auto variants. */
export function selectArticleRoute(article: SelectableContent, options: ArticleSelectionOptions = {}): RouteSelection {
  const facts = contentFacts(article, options);
  const start = { name: facts.longform ? 'article-longform' : 'article', params: { slug: article.slug } };
  return run(start, facts, options.locale ?? DEFAULT_LOCALE);
}

/** Live coverage: article-live (auto-article-live) with type deals or news. */
export function selectLiveRoute(live: SelectableContent, locale: string = DEFAULT_LOCALE): RouteSelection {
  return run(
    { name: 'article-live', params: { type: liveTypeOf(live.type), slug: live.slug } },
    contentFacts(live),
    locale,
  );
}

/** Reviews: review with its type, or product without one; review-replay on the replay path. */
export function selectReviewRoute(
  review: SelectableContent,
  options: { replay?: boolean; locale?: string } = {},
): RouteSelection {
  const params: Params = review.type ? { slug: review.slug, type: review.type } : { slug: review.slug };
  return run(
    { name: options.replay ? 'review-replay' : 'review', params },
    contentFacts(review),
    options.locale ?? DEFAULT_LOCALE,
  );
}

export function selectGalleryRoute(
  gallery: SelectableContent,
  options: { pageNumber?: string; locale?: string } = {},
): RouteSelection {
  return run(
    { name: 'gallery', params: withPage({ slug: gallery.slug }, options.pageNumber) },
    contentFacts(gallery),
    options.locale ?? DEFAULT_LOCALE,
  );
}

export type VideoVariant = 'video' | 'video-share' | 'video-replay';

/** Videos: video, video-share or video-replay; sponsored videos video-sponsored. */
export function selectVideoRoute(
  video: SelectableContent,
  options: { variant?: VideoVariant; locale?: string } = {},
): RouteSelection {
  return run(
    { name: options.variant ?? 'video', params: { slug: video.slug } },
    contentFacts(video),
    options.locale ?? DEFAULT_LOCALE,
  );
}

/** Topic pages: auto-topic when the slug contains an auto topic. */
export function selectTopicRoute(slug: string, options: { pageNumber?: string; locale?: string } = {}): RouteSelection {
  const facts = { ...contentFacts({ slug }), automotive: containsAutoTopic(slug) };
  return run(
    { name: 'topic', params: withPage({ slug }, options.pageNumber) },
    facts,
    options.locale ?? DEFAULT_LOCALE,
  );
}
