import type { Gallery, GalleryItem } from '../../shared/models/gallery';
import { chooseAuthors, chooseCollections, chooseTags, chooseTopics, contentBase, publishTime } from './content';
import type { BuildContext } from './context';
import { RECENT_SPAN_MS, REFERENCE_DATE_MS } from './dates';
import type { ProductRecord } from './products';
import type { Rng } from './random';
import { SECTIONS, type SectionDef } from './sections';
import { shortcode } from './shortcodes';
import { dek, pickTopic, sentences, titleCase, type Topic } from './text';
import { PHOTO_CREDITS } from './words';

/** Galleries per section key; each has 10 to 30 pictures. */
const GALLERY_COUNTS: Record<string, number> = {
  tech: 15,
  home: 10,
  cars: 10,
  culture: 8,
  science: 8,
  health: 5,
  news: 4,
};

export function galleryPath(section: SectionDef, slug: string): string {
  return section.site === 'roadshow' ? `/roadshow/pictures/${slug}/` : `/pictures/${slug}/`;
}

function items(
  ctx: BuildContext,
  rng: Rng,
  topic: Topic,
  slug: string,
  publishedMs: number,
  product?: ProductRecord,
): GalleryItem[] {
  const count = rng.int(10, 30);
  const out: GalleryItem[] = [];
  for (let position = 1; position <= count; position++) {
    const title = `${titleCase(rng.pick(topic.section.angles))}, ${rng.pick(['up close', 'in daylight', 'side by side', 'at night', 'in the lab', 'on the road'])}`;
    const buy =
      product && product.product.resellers[0] && position % 7 === 3
        ? shortcode('buybutton', {
            url: product.product.resellers[0].url,
            label: `See at ${product.product.resellers[0].name}`,
            price: `$${product.product.resellers[0].price}`,
            productName: product.name,
          })
        : '';
    out.push({
      id: rng.uuid(),
      position,
      title,
      headline: title,
      description: `<p>${sentences(rng, topic, 1, 3)}</p>${buy}`,
      image: ctx.images.make({
        name: `${slug}-${position}`,
        dateMs: publishedMs,
        width: rng.pick([1200, 1600, 2000]),
        height: rng.pick([675, 900, 1125]),
        alt: title,
        caption: title,
        credits: rng.pick(PHOTO_CREDITS),
        bucket: position % 23 === 0,
      }),
      photoCredit: rng.pick(PHOTO_CREDITS),
      relatedObjects: [],
      relatedProduct: position === 1 && product ? product.product : undefined,
    });
  }
  return out;
}

export function createGalleries(ctx: BuildContext): Gallery[] {
  const { rng } = ctx;
  const galleries: Gallery[] = [];
  for (const section of SECTIONS) {
    for (let n = 0; n < (GALLERY_COUNTS[section.key] ?? 0); n++) {
      const topic = pickTopic(rng, section);
      const product = rng.chance(0.5)
        ? ctx.products.find((p) => p.section === section && p.thing === topic.thing)
        : undefined;
      const title = product
        ? `${product.name}: See It From Every Angle`
        : rng.pick([
            `${rng.int(10, 30)} ${titleCase(topic.thing[1])} That Caught Our Eye`,
            `Photos: ${titleCase(topic.angle)} Up Close`,
            `${topic.brand} ${titleCase(topic.thing[0])} in Pictures`,
          ]);
      const slug = ctx.slugs.claim(title);
      const recent = n === 1;
      const publishedMs = publishTime(rng, recent, ctx.now, RECENT_SPAN_MS);
      const { author, moreAuthors } = chooseAuthors(rng, ctx.people, section);
      const description = dek(rng, topic);
      const pictures = items(ctx, rng, topic, slug, publishedMs, product);
      galleries.push({
        ...contentBase(rng, {
          id: rng.uuid(),
          slug,
          headline: title,
          description,
          section,
          canonicalUrl: galleryPath(section, slug),
          typeName: 'content_gallery',
          publishedMs,
          latestMs: recent ? ctx.now : REFERENCE_DATE_MS,
          author,
          moreAuthors,
          topics: chooseTopics(rng, ctx.taxonomy, section, false).topics,
          tags: chooseTags(rng, ctx.taxonomy, section),
          collections: chooseCollections(rng, ctx.taxonomy),
        }),
        title,
        dek: description,
        type: 'Gallery',
        image: pictures[0]?.image,
        promoImage: pictures[0]?.image,
        items: pictures,
        relatedProduct: product?.product,
      });
    }
  }
  return galleries;
}
