import type { Article } from '../../shared/models/article';
import type { Author } from '../../shared/models/author';
import type { Gallery } from '../../shared/models/gallery';
import type { LiveArticle } from '../../shared/models/liveArticle';
import type { Review } from '../../shared/models/review';
import type { Video } from '../../shared/models/video';
import { planArticles, planMovedSlugs, type MovedSlug } from './articlePlan';
import { createArticles } from './articles';
import { buildCatalog, type Catalog } from './catalog';
import { SlugRegistry } from './content';
import type { BuildContext } from './context';
import { createGalleries } from './galleries';
import { createImageFactory, type ImageSize } from './images';
import { createLiveArticles } from './live';
import { createMoneyPages } from './money';
import { createPeople, type People } from './people';
import { createProducts, type ProductRecord } from './products';
import { createRng } from './random';
import { createReviews } from './reviews';
import { createRouteFamilyArticles, createRouteFamilyVideos } from './routeFamilies';
import { SECTIONS, type SectionDef } from './sections';
import { createStudioAuthor, createStudioStory } from './treatments';
import { createTaxonomy, type Taxonomy } from './taxonomy';
import { createVideos } from './videos';

export const DEFAULT_SEED = 20_250_601;

export interface WorldOptions {
  /** Same seed (and same now) → the same world. */
  seed?: number;
  /** The world's "now" in ms: the ~30 recent articles and the live coverage sit just before it. */
  now?: number;
}

export interface World {
  seed: number;
  now: number;
  sections: readonly SectionDef[];
  taxonomy: Taxonomy;
  people: People;
  products: ProductRecord[];
  articles: Article[];
  reviews: Review[];
  galleries: Gallery[];
  videos: Video[];
  liveArticles: LiveArticle[];
  moved: MovedSlug[];
  imageSizes: Map<string, ImageSize>;
  catalog: Catalog;
  /** Lookups by slug (slugs are unique across the world) and by id. */
  articleBySlug: Map<string, Article>;
  reviewBySlug: Map<string, Review>;
  galleryBySlug: Map<string, Gallery>;
  videoBySlug: Map<string, Video>;
  liveBySlug: Map<string, LiveArticle>;
  liveById: Map<string, LiveArticle>;
  movedBySlug: Map<string, MovedSlug>;
  authorById: Map<string, Author>;
  /** The content bridge's money pages by slug (upstream/world/money.ts). */
  moneyBySlug: Map<string, Article>;
}

const bySlug = <T extends { slug?: string }>(items: readonly T[]) =>
  new Map(items.map((item) => [item.slug ?? '', item]));

/** Generates the world. Deterministic: every draw comes from one seeded generator, in order. */
export function createWorld(options: WorldOptions = {}): World {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? Date.now();
  const rng = createRng(seed);
  const images = createImageFactory(rng);
  const taxonomy = createTaxonomy(rng, images);
  const people = createPeople(rng, images);
  const products = createProducts(rng, images);
  const ctx: BuildContext = { rng, now, images, taxonomy, people, products, slugs: new SlugRegistry() };

  const drawnVideos = createVideos(ctx);
  const galleries = createGalleries(ctx);
  const reviews = createReviews(ctx);
  const plans = planArticles(ctx);
  const drawnArticles = createArticles(ctx, plans, { videos: drawnVideos, galleries, reviews });
  // After every draw: content for the route families the draws leave empty (routeFamilies.ts).
  // and the treatments the draws leave out (treatments.ts: a story sponsored by its studio author).
  const studio = people.authors[0] ? [createStudioAuthor(people.authors[0])] : [];
  people.authors.push(...studio);
  const articles = [
    ...drawnArticles,
    ...createRouteFamilyArticles(drawnArticles),
    ...studio.flatMap((author) => createStudioStory(drawnArticles, author)),
  ];
  const videos = [...drawnVideos, ...createRouteFamilyVideos(drawnVideos)];
  const liveArticles = createLiveArticles(ctx);
  const moved = planMovedSlugs(ctx, plans);

  return {
    seed,
    now,
    sections: SECTIONS,
    taxonomy,
    people,
    products,
    articles,
    reviews,
    galleries,
    videos,
    liveArticles,
    moved,
    imageSizes: images.sizes,
    catalog: buildCatalog({ articles, reviews, galleries, videos, liveArticles }),
    articleBySlug: bySlug(articles),
    reviewBySlug: bySlug(reviews),
    galleryBySlug: bySlug(galleries),
    videoBySlug: bySlug(videos),
    liveBySlug: bySlug(liveArticles),
    liveById: new Map(liveArticles.map((live) => [live.id, live])),
    movedBySlug: new Map(moved.map((entry) => [entry.oldSlug, entry])),
    authorById: new Map(people.authors.map((author) => [author.id ?? '', author])),
    moneyBySlug: createMoneyPages(drawnArticles),
  };
}
