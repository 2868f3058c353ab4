import type { Review } from '../../shared/models/review';
import { buildBody } from './body';
import { chooseAuthors, chooseCollections, chooseTags, chooseTopics, contentBase, publishTime } from './content';
import type { BuildContext } from './context';
import { RECENT_SPAN_MS, REFERENCE_DATE_MS } from './dates';
import type { ProductRecord } from './products';
import { shortcode } from './shortcodes';
import { pickTopic, sentence } from './text';
import { BAD_POINTS, GOOD_POINTS, SUB_RATING_NAMES } from './words';

const REVIEW_TYPES = [
  ['review', 70],
  ['First Take', 15],
  ['In Depth', 10],
  ['preview', 5],
] as const;
const TAGLINES = [
  'Quiet and Quick',
  'Almost Perfect',
  'Big Value, Small Compromises',
  'A Worthy Upgrade',
  'Good, Not Great',
  'The One to Beat',
];

/** Reviews live at /reviews/{slug}-{type}/ (roadshow: /roadshow/reviews/{slug}-{type}/). */
export function reviewPath(record: ProductRecord, slug: string): string {
  const base = record.section.site === 'roadshow' ? '/roadshow/reviews/' : '/reviews/';
  return `${base}${slug}-${record.type}/`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number) => Math.min(10, Math.max(0, value));

export function createReviews(ctx: BuildContext): Review[] {
  const { rng } = ctx;
  const reviews: Review[] = [];
  ctx.products.forEach((record, index) => {
    if (index % 10 === 9) return;
    const section = record.section;
    const topic = { ...pickTopic(rng, section), thing: record.thing, brand: record.brand };
    const title = `${record.name} Review: ${rng.pick(TAGLINES)}`;
    const slug = ctx.slugs.claim(`${record.name} review`);
    const recent = index % 20 === 0;
    const publishedMs = publishTime(rng, recent, ctx.now, RECENT_SPAN_MS);
    const reviewType = rng.weighted(REVIEW_TYPES);
    const rating = reviewType === 'preview' ? undefined : round1(5.5 + rng.next() * 4.3);
    const { author, moreAuthors } = chooseAuthors(rng, ctx.people, section);
    const best = record.product.resellers[0];
    const body = buildBody(rng, topic, {
      paragraphs: [8, 14],
      affiliate: record.product.resellers
        .slice(0, 2)
        .map((r) => ({ url: r.url ?? '', title: `${record.name} at ${r.name}` })),
      shortcodes: best
        ? [
            shortcode('buybutton', {
              url: best.url,
              label: `See at ${best.name}`,
              price: `$${best.price}`,
              productName: record.name,
            }),
          ]
        : [],
    });
    const description = sentence(rng, topic);
    const image = ctx.images.make({
      name: `${slug}-hero`,
      dateMs: publishedMs,
      width: 1920,
      height: 1080,
      alt: record.name,
    });
    const review: Review = {
      ...contentBase(rng, {
        id: rng.uuid(),
        slug,
        headline: title,
        description,
        section,
        canonicalUrl: reviewPath(record, slug),
        typeName: 'content_review',
        publishedMs,
        latestMs: recent ? ctx.now : REFERENCE_DATE_MS,
        author,
        moreAuthors,
        topics: chooseTopics(rng, ctx.taxonomy, section, false).topics,
        tags: chooseTags(rng, ctx.taxonomy, section),
        collections: chooseCollections(rng, ctx.taxonomy),
      }),
      title,
      body: body.html,
      dek: description,
      type: record.type,
      reviewType,
      rating,
      starRating: rating === undefined ? undefined : Math.round(rating) / 2,
      subRatings:
        rating === undefined
          ? []
          : SUB_RATING_NAMES.map((name) => ({
              id: rng.uuid(),
              name,
              rating: clamp(Math.round(rating + rng.int(-2, 1))),
            })),
      good: rng.sample(GOOD_POINTS, 3).join('~'),
      bad: rng.sample(BAD_POINTS, 2).join('~'),
      bottomLine: `${record.name} ${rating !== undefined && rating >= 8 ? 'is easy to recommend' : 'is worth a look if the price is right'}. ${sentence(rng, topic)}`,
      editorsChoice: rating !== undefined && rating >= 8.5 && rng.chance(0.6),
      preferredProductName: record.name,
      targetSlug: record.slug,
      image,
      promoImage: image,
      promoTitle: title,
      promoHed: `${record.name} review`,
      promoDek: description,
      suppressAds: false,
      relatedProduct: record.product,
    };
    if (review.editorsChoice) review.editorsChoiceDate = review.datePublished?.date;
    record.product.reviews.push({ id: review.id, slug, rating, url: review.canonicalUrl });
    reviews.push(review);
  });
  return reviews;
}
