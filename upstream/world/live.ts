import type { LiveArticle, LiveItem } from '../../shared/models/liveArticle';
import { chooseAuthors, chooseTags, chooseTopics, contentBase } from './content';
import type { BuildContext } from './context';
import { DAY_MS, HOUR_MS, MINUTE_MS, REFERENCE_DATE_MS, contentDate, toMinute } from './dates';
import { authorBrief } from './people';
import { sectionByKey, type SectionDef } from './sections';
import { shortcode } from './shortcodes';
import { pickTopic, sentences, titleCase } from './text';

/** Live coverage lives at /{type}-live/{slug}/ (spec 000 §2), type news or deals. */
export function livePath(type: 'news' | 'deals', slug: string): string {
  return `/${type}-live/${slug}/`;
}

export const LIVE_NAMESPACE = 'neutron-live';

interface LiveSpec {
  section: string;
  kind: 'news' | 'deals';
  title: (brand: string, thing: string) => string;
  /** Event start, given the world's now. */
  start: (now: number) => number;
  hours: number;
  items: number;
}

/** Two ongoing (relative to now) and two finished (relative to the reference date) live articles. */
const LIVE_SPECS: readonly LiveSpec[] = [
  {
    section: 'news',
    kind: 'news',
    title: (b, t) => `Live Updates: ${b} ${t} Launch Event`,
    start: (now) => now - 3 * HOUR_MS,
    hours: 6,
    items: 30,
  },
  {
    section: 'science',
    kind: 'news',
    title: (b) => `Live: ${b} Rocket Launch Coverage`,
    start: () => REFERENCE_DATE_MS - 40 * DAY_MS,
    hours: 5,
    items: 24,
  },
  {
    section: 'deals',
    kind: 'deals',
    title: (_b, t) => `Deals Live: The Best ${t} Discounts Right Now`,
    start: (now) => now - 20 * HOUR_MS,
    hours: 48,
    items: 36,
  },
  {
    section: 'deals',
    kind: 'deals',
    title: () => 'Black Friday Deals Live: Every Discount Worth Your Money',
    start: () => REFERENCE_DATE_MS - 190 * DAY_MS,
    hours: 30,
    items: 22,
  },
];

function liveItems(
  ctx: BuildContext,
  spec: LiveSpec,
  section: SectionDef,
  parentId: string,
  startMs: number,
  lastMs: number,
): LiveItem[] {
  const { rng } = ctx;
  const items: LiveItem[] = [];
  const step = Math.max(MINUTE_MS, Math.floor((lastMs - startMs) / spec.items));
  for (let sequence = 1; sequence <= spec.items; sequence++) {
    const topic = pickTopic(rng, section);
    const at = toMinute(startMs + (sequence - 1) * step);
    const product =
      spec.kind === 'deals'
        ? ctx.products.find((p) => p.thing[0] === topic.thing[0] && p.product.resellers.length > 0)
        : undefined;
    const offer = product?.product.resellers[0];
    const buy = offer
      ? shortcode('buybutton', {
          url: offer.url,
          label: `See at ${offer.name}`,
          price: `$${offer.price}`,
          productName: product?.name,
        })
      : '';
    items.push({
      id: rng.uuid(),
      sequence,
      parentId,
      namespace: LIVE_NAMESPACE,
      headline: offer
        ? `${product?.name} is down to $${offer.price}`
        : `${topic.brand} ${rng.pick(['confirms', 'shows', 'teases', 'explains'])} ${topic.angle}`,
      body: `<p>${sentences(rng, topic, 1, 3)}</p>${buy}`,
      author: authorBrief(rng.pick(ctx.people.bySection.get(section.key) ?? ctx.people.authors)),
      datePublished: contentDate(at),
      dateUpdated: contentDate(at),
      displayDatePublished: contentDate(at),
      important: sequence % 7 === 0,
      pinned: sequence === 1,
      deleted: spec.kind === 'news' && sequence === 5,
      type: 'live-item',
      view: 'default',
    });
  }
  return items.reverse();
}

export function createLiveArticles(ctx: BuildContext): LiveArticle[] {
  const { rng } = ctx;
  return LIVE_SPECS.map((spec) => {
    const section = sectionByKey(spec.section) as SectionDef;
    const topic = pickTopic(rng, section);
    const headline = spec.title(topic.brand, titleCase(topic.thing[1]));
    const slug = ctx.slugs.claim(headline);
    const id = rng.uuid();
    const startMs = toMinute(spec.start(ctx.now));
    const endMs = startMs + spec.hours * HOUR_MS;
    const lastMs = Math.min(endMs, Math.max(startMs + spec.items * MINUTE_MS, ctx.now - 2 * MINUTE_MS));
    const ongoing = startMs > REFERENCE_DATE_MS;
    const { author, moreAuthors } = chooseAuthors(rng, ctx.people, section);
    const image = ctx.images.make({ name: `${slug}-hero`, dateMs: startMs, width: 1920, height: 1080, alt: headline });
    const intro = `Follow along as we cover ${topic.angle} as it happens.`;
    const live: LiveArticle = {
      ...contentBase(rng, {
        id,
        slug,
        headline,
        description: intro,
        section,
        canonicalUrl: livePath(spec.kind, slug),
        typeName: 'content_updating_story',
        publishedMs: startMs,
        latestMs: ongoing ? ctx.now : REFERENCE_DATE_MS,
        author,
        moreAuthors,
        topics: chooseTopics(rng, ctx.taxonomy, section, false).topics,
        tags: chooseTags(rng, ctx.taxonomy, section),
        collections: [],
      }),
      headline,
      type: spec.kind === 'deals' ? 'Deals' : 'News',
      dek: intro,
      intro: `<p>${intro}</p>`,
      body: `<p>${sentences(rng, topic, 2, 3)}</p>`,
      channelDetails: { namespace: LIVE_NAMESPACE, name: `live-${id}`, key: rng.hex(16) },
      eventStart: contentDate(startMs),
      eventEnd: contentDate(endMs),
      eventTimeZone: 'America/New_York',
      image,
      promoImage: image,
      promoDek: intro,
      titleTag: headline,
      layoutName: 'Live',
      callToAction: { text: 'Get deal alerts', url: '/newsletters/' },
      suppressAds: false,
      items: liveItems(ctx, spec, section, id, startMs, lastMs),
    };
    return live;
  });
}
