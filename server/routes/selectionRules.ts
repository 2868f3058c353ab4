/**
 * The selection rules of spec 000 §2 as chained resolvers (resolverChain.ts). Selection starts
 * from the generic name of the content kind (article, article-longform, article-live, review,
 * gallery, video, topic...) and each rule narrows it; the chain runs until the name settles.
 */
import { ELECTRIC_VEHICLES_TOPIC, LONGFORM_VERTICALS, MARKETPLACE_TOPICS } from '../../shared/node/routes/enumerations';
import type { ContentFacts } from '../../shared/node/routes/contentFacts';
import { normalizeLiveType } from '../../shared/node/routes/contentFacts';
import type { Params } from '../../shared/routes/pattern';
import type { RouteNameResolver, RouteSelection } from '../../shared/node/routes/resolverChain';
import { cleanTopicSlug } from '../../shared/node/routes/topicSlug';

type Rule = RouteNameResolver<ContentFacts>;

/** 000 §2 "Named routes: ... each with an auto- variant for automotive content." */
export const AUTO_VARIANT_BASES = [
  'gallery',
  'review',
  'product',
  'review-replay',
  'video',
  'video-share',
  'video-replay',
  'topic',
  'article-live',
  'article',
  'article-how-to',
  'article-longform',
] as const;

const rename = (selection: RouteSelection, name: string, params: Params = selection.params): RouteSelection => ({
  name,
  params,
});

function without(params: Params, key: string): Params {
  const { [key]: _dropped, ...rest } = params;
  return rest;
}

/** Sponsored content: section commercial, an id on the fixed list, or a studio author. */
export const sponsoredRule: Rule = {
  id: 'sponsored',
  resolve(selection, facts) {
    if (!facts.sponsored) return selection;
    const auto = facts.automotive ? 'sponsored-auto-article' : 'sponsored-article';
    if (selection.name === 'article') return rename(selection, auto);
    if (selection.name === 'article-longform') return rename(selection, `${auto}-longform`);
    if (selection.name === 'video') return rename(selection, 'video-sponsored');
    return selection;
  },
};

/** "Otherwise: deal article (type starts with deals), how-to article (section how_to)". */
export const articleTypeRule: Rule = {
  id: 'article-type',
  resolve(selection, facts) {
    // Bridge content is money content whatever its type.
    if (selection.name !== 'article' || facts.bridge) return selection;
    if (facts.deal) return rename(selection, 'deal-article');
    if (facts.howTo) return rename(selection, 'article-how-to');
    return selection;
  },
};

/**
 * Vertical articles: top-level, topic or subtopic route for 0, 1 or 2+ parent topics, topic and
 * subtopic from the (cleaned) topic slugs; bridge money content takes them from its canonical
 * path as they are. Longform in the longform verticals: one route for all levels.
 */
export const verticalRule: Rule = {
  id: 'vertical',
  resolve(selection, facts) {
    const { vertical } = facts;
    if (!vertical) return selection;
    if (selection.name === 'article-longform') {
      return LONGFORM_VERTICALS.includes(vertical) ? rename(selection, `${vertical}-article-longform`) : selection;
    }
    if (selection.name !== 'article') return selection;
    const { levels, topic, subtopic } = facts.topics;
    const clean = (slug: string) => (facts.bridge ? slug : cleanTopicSlug(slug, vertical));
    if (levels === 0 || topic === undefined) return rename(selection, `${vertical}-article`);
    if (levels === 1 || subtopic === undefined)
      return rename(selection, `${vertical}-article-topic`, { ...selection.params, topic: clean(topic) });
    return rename(selection, `${vertical}-article-subtopic`, {
      ...selection.params,
      topic: clean(topic),
      subtopic: clean(subtopic),
    });
  },
};

/** "Home topics in a marketplace list go to a marketplace topic route, and a leading 'home-' is stripped." */
export const marketplaceRule: Rule = {
  id: 'marketplace',
  resolve(selection, facts) {
    if (selection.name !== 'home-article-topic' && selection.name !== 'home-article-subtopic') return selection;
    const topic = facts.topics.topic;
    if (topic === undefined || !(MARKETPLACE_TOPICS as readonly string[]).includes(topic)) return selection;
    return rename(selection, 'marketplace-article-topic', {
      ...without(selection.params, 'subtopic'),
      topic: topic.replace(/^home-/, ''),
    });
  },
};

/** Automotive home content under the electric-vehicles topic: /home/electric-vehicles/{slug}/. */
export const electricVehicleRule: Rule = {
  id: 'electric-vehicles',
  resolve(selection, facts) {
    if (!facts.automotive || facts.topics.topic !== ELECTRIC_VEHICLES_TOPIC) return selection;
    if (selection.name !== 'home-article-topic' && selection.name !== 'home-article-subtopic') return selection;
    return rename(selection, 'electric-vehicle-topic', without(without(selection.params, 'topic'), 'subtopic'));
  },
};

/** "Content with an automotive flag uses the auto variant" (topics: the slug contains an auto topic). */
export const automotiveRule: Rule = {
  id: 'automotive',
  resolve(selection, facts) {
    if (!facts.automotive || !(AUTO_VARIANT_BASES as readonly string[]).includes(selection.name)) return selection;
    return rename(selection, `auto-${selection.name}`);
  },
};

/** "Reviews with a type keep route review with a type param. Without a type, non-replay routes become product with the type param removed." */
export const reviewRule: Rule = {
  id: 'review',
  resolve(selection) {
    if (selection.name !== 'review' && selection.name !== 'auto-review') return selection;
    if (selection.params.type) return selection;
    return rename(
      selection,
      selection.name === 'review' ? 'product' : 'auto-product',
      without(selection.params, 'type'),
    );
  },
};

/** "Live route: type is deals when the content type is deals, otherwise news. An invalid type becomes news." */
export const liveTypeRule: Rule = {
  id: 'live-type',
  resolve(selection) {
    if (selection.name !== 'article-live' && selection.name !== 'auto-article-live') return selection;
    const type = normalizeLiveType(selection.params.type);
    return type === selection.params.type
      ? selection
      : rename(selection, selection.name, { ...selection.params, type });
  },
};

/** In the order the chain runs them. */
export const SELECTION_RULES: readonly Rule[] = [
  sponsoredRule,
  articleTypeRule,
  verticalRule,
  marketplaceRule,
  electricVehicleRule,
  automotiveRule,
  reviewRule,
  liveTypeRule,
];
