import type { Article } from '../../shared/models/article';
import type { Gallery } from '../../shared/models/gallery';
import type { Review } from '../../shared/models/review';
import type { Video } from '../../shared/models/video';
import { amazonUrl } from './affiliate';
import type { ArticlePlan } from './articlePlan';
import { buildBody, type LinkTarget } from './body';
import { chooseAuthors, chooseCollections, chooseTags, contentBase } from './content';
import type { BuildContext } from './context';
import { REFERENCE_DATE_MS } from './dates';
import { createListicles } from './listicles';
import type { Rng } from './random';
import { brokenShortcode, shortcode, shortcodeTypesIn } from './shortcodes';
import { dek, sentence, titleCase } from './text';

export interface Media {
  videos: readonly Video[];
  galleries: readonly Gallery[];
  reviews: readonly Review[];
}

const COMMERCE_TYPES = new Set(['Best List', 'Deals', 'Deals - Precap', 'Versus', 'Buying Guide']);
const LISTICLE_TYPES = new Set(['Best List', 'Deals - Precap']);
/** Every 61st article carries one shortcode with malformed JSON. */
const BROKEN_EVERY = 61;

function faq(rng: Rng, plan: ArticlePlan) {
  const { thing, angle } = plan.topic;
  return {
    items: [
      { question: `Is ${angle} worth paying extra for?`, answer: `<p>${sentence(rng, plan.topic)}</p>` },
      { question: `How long do ${thing[1]} usually last?`, answer: `<p>${sentence(rng, plan.topic)}</p>` },
      { question: `What we looked at`, answer: `<p>${sentence(rng, plan.topic)}</p>` },
    ],
  };
}

function shortcodesFor(
  ctx: BuildContext,
  plan: ArticlePlan,
  media: Media,
  listicleIds: readonly string[],
  video?: Video,
): string[] {
  const { rng } = ctx;
  const codes: string[] = listicleIds.map((uuid) => shortcode('listicle', { uuid }));
  const sectionGalleries = media.galleries.filter((g) => g.section === plan.sectionKey);
  const product = ctx.products.find((p) => p.thing[0] === plan.topic.thing[0] && p.product.resellers.length > 0);
  if (COMMERCE_TYPES.has(plan.type) && product) {
    const offer = product.product.resellers[0]!;
    codes.push(
      shortcode('commerce', {
        id: product.product.id,
        productName: product.name,
        url: offer.url,
        price: `$${offer.price}`,
        merchant: offer.name,
      }),
    );
    codes.push(
      shortcode('buybutton', {
        url: offer.url,
        label: `See at ${offer.name}`,
        price: `$${offer.price}`,
        productName: product.name,
      }),
    );
  }
  if (video)
    codes.push(shortcode('video', { id: video.id, slug: video.slug, title: video.title, duration: video.duration }));
  if ((plan.type === 'Feature' || plan.type === 'Longform') && sectionGalleries.length > 0) {
    const gallery = rng.pick(sectionGalleries);
    codes.push(shortcode('gallery', { id: gallery.id, slug: gallery.slug, title: gallery.title }));
  }
  if ((plan.type === 'Explainer' || plan.type === 'How To' || plan.type === 'Buying Guide') && rng.chance(0.6))
    codes.push(shortcode('faq', faq(rng, plan)));
  if (plan.type === 'News' && rng.chance(0.3)) {
    codes.push(
      shortcode('tweet', {
        url: `https://twitter.com/${plan.topic.brand.toLowerCase().replace(/[^a-z]/g, '')}/status/${rng.int(1e9, 9e9)}${rng.int(1e8, 9e8)}`,
        text: sentence(rng, plan.topic),
      }),
    );
  }
  if ((plan.type === 'Analysis' || plan.type === 'Explainer') && rng.chance(0.4)) {
    codes.push(
      shortcode('chart', {
        title: `${titleCase(plan.topic.angle)} by year`,
        type: 'bar',
        labels: ['2021', '2022', '2023', '2024'],
        series: [
          { name: plan.topic.brand, values: [rng.int(10, 60), rng.int(20, 70), rng.int(30, 80), rng.int(40, 90)] },
        ],
      }),
    );
  }
  if (plan.index % BROKEN_EVERY === 11) {
    const type = rng.pick(['faq', 'video', 'listicle'] as const);
    codes.push(brokenShortcode(type, type === 'faq' ? faq(rng, plan) : { id: rng.uuid(), title: plan.headline }));
  }
  return codes;
}

function relatedLinks(plan: ArticlePlan, internal: readonly LinkTarget[]): string {
  return shortcode('relatedlinks', {
    title: `More ${plan.section.title}`,
    links: internal.map((target) => ({ title: target.title, url: target.url })),
  });
}

export function createArticles(ctx: BuildContext, plans: readonly ArticlePlan[], media: Media): Article[] {
  const { rng } = ctx;
  return plans.map((plan) => {
    const { section, topic } = plan;
    const { author, moreAuthors } = chooseAuthors(rng, ctx.people, section);
    const sectionVideos = media.videos.filter((v) => v.section === plan.sectionKey);
    const video = sectionVideos.length > 0 && rng.chance(0.2) ? rng.pick(sectionVideos) : undefined;
    const listicles = LISTICLE_TYPES.has(plan.type) ? createListicles(ctx, topic, plan.publishedMs, rng.int(4, 8)) : [];
    const internal = Array.from({ length: rng.int(1, 3) }, () => rng.pick(plans))
      .filter((p, i, all) => p !== plan && all.indexOf(p) === i)
      .map((p) => ({ url: p.url, title: p.headline }));
    const product = ctx.products.find((p) => p.thing[0] === topic.thing[0] && p.product.resellers.length > 0);
    const affiliate: LinkTarget[] = COMMERCE_TYPES.has(plan.type)
      ? (product?.product.resellers ?? []).map((r) => ({
          url: r.url ?? amazonUrl(rng),
          title: `${product?.name} at ${r.name}`,
        }))
      : rng.chance(0.1)
        ? [{ url: amazonUrl(rng), title: `see the ${topic.thing[0]} at Amazon` }]
        : [];
    const codes = shortcodesFor(
      ctx,
      plan,
      media,
      listicles.map((l) => l.uuid ?? ''),
      video,
    );
    if (rng.chance(0.4)) codes.push(relatedLinks(plan, internal));
    const body = buildBody(rng, topic, {
      paragraphs: [8, 20],
      internal,
      affiliate,
      shortcodes: codes,
      list:
        plan.type === 'How To' ? 'ol' : plan.type === 'Best List' || plan.type === 'Buying Guide' ? 'ul' : undefined,
    });
    const description = dek(rng, topic);
    const width = rng.chance(0.7) ? 1200 : 1920;
    const image = ctx.images.make({
      name: `${plan.slug.slice(0, 60)}-hero`,
      dateMs: plan.publishedMs,
      width,
      height: Math.round((width * 9) / 16),
      alt: plan.headline,
      caption: sentence(rng, topic),
      credits: rng.pick([plan.sectionKey === 'cars' ? 'Roadshow' : 'CNET', 'Getty Images', 'Company handout']),
      bucket: plan.index % 37 === 5,
    });
    const related = media.reviews.filter((r) => r.section === plan.sectionKey);
    const automotive = plan.sectionKey === 'cars' || plan.topics.automotive;
    return {
      ...contentBase(rng, {
        id: rng.uuid(),
        slug: plan.slug,
        headline: plan.headline,
        description,
        section: { key: plan.sectionKey },
        canonicalUrl: plan.url,
        typeName: 'content_article',
        publishedMs: plan.publishedMs,
        latestMs: plan.recent ? ctx.now : REFERENCE_DATE_MS,
        author,
        moreAuthors,
        topics: plan.topics.topics,
        tags: chooseTags(rng, ctx.taxonomy, section),
        collections: chooseCollections(rng, ctx.taxonomy),
      }),
      relatedObjects:
        related.length > 0 && rng.chance(0.3)
          ? [rng.pick(related)].map((r) => ({
              objectId: r.id,
              slug: r.slug,
              title: r.title,
              description: r.dek,
              typeName: 'content_review',
              image: r.image,
            }))
          : [],
      headline: plan.headline,
      body: body.html,
      type: plan.type,
      dek: description,
      site: plan.site,
      automotive,
      image,
      promoImage: image,
      promoHed: plan.headline,
      promoDek: description,
      titleTag: plan.headline,
      layoutName: LISTICLE_TYPES.has(plan.type)
        ? rng.pick(['Small Image Listicle', 'FAQ Markup + Small Image Listicle', 'Standard'])
        : 'Standard',
      availableOn: [{ edition: 'us', slug: plan.slug }],
      listicles,
      noIndex: false,
      shortcodeTags: shortcodeTypesIn(body.html),
      video,
      suppressAds: plan.sectionKey === 'commercial',
      suppressAutoplay: false,
      suppressBio: false,
      wordCount: body.wordCount,
      contentPlatform: {
        revisionId: rng.hex(12),
        entity: [],
        clusterId: [rng.hex(8)],
        ctopic: [plan.topics.topics[0]?.slug ?? section.slug],
        ctax: [],
        csig: [],
      },
      mortgage:
        topic.thing[0] === 'mortgage'
          ? [
              {
                productid: rng.hex(6),
                productdescription: '30-year fixed',
                ratevalue: 6 + rng.int(0, 150) / 100,
                apryield: 6.1 + rng.int(0, 150) / 100,
              },
            ]
          : [],
    } satisfies Article;
  });
}
