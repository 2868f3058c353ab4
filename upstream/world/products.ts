import type { Image } from '../../shared/models/image';
import type { RelatedProduct, TechProduct } from '../../shared/models/product';
import { makeResellers } from './affiliate';
import { ARCHIVE_SPAN_MS, REFERENCE_DATE_MS } from './dates';
import type { ImageFactory } from './images';
import type { Rng } from './random';
import { SECTIONS, type SectionDef, type Thing } from './sections';
import { slugify, titleCase } from './text';
import { MODEL_NAMES } from './words';

/** A product of the world: the related-product record plus what generators need to write about it. */
export interface ProductRecord {
  product: RelatedProduct;
  name: string;
  slug: string;
  /** The review type that ends a review URL, e.g. 'laptop'. */
  type: string;
  section: SectionDef;
  thing: Thing;
  brand: string;
  price: number;
  image: Image;
}

/** How many products each product-like thing gets, per section. */
const PER_THING: Record<string, number> = { tech: 5, home: 3, health: 3, cars: 3 };

function priceFor(rng: Rng, type: string): number {
  if (type === 'car') return rng.int(24, 95) * 1000;
  if (type === 'laptop' || type === 'phone' || type === 'mattress') return rng.int(40, 180) * 10;
  return rng.int(3, 60) * 10;
}

function productName(rng: Rng, brand: string, type: string, year: number): string {
  const model = rng.pick(MODEL_NAMES);
  if (type === 'car') return `${year} ${brand} ${model}`;
  return `${brand} ${model} ${rng.pick(['', 'Pro ', 'Plus ', 'Mini '])}${rng.int(2, 16)}`.replace(/\s+/g, ' ').trim();
}

export function createProducts(rng: Rng, images: ImageFactory): ProductRecord[] {
  const records: ProductRecord[] = [];
  const slugs = new Set<string>();
  for (const section of SECTIONS) {
    const perThing = PER_THING[section.key] ?? 0;
    for (const thing of section.things) {
      const type = thing[2];
      if (!type) continue;
      for (let n = 0; n < perThing; n++) {
        const brand = rng.pick(section.brands);
        const year = new Date(REFERENCE_DATE_MS - rng.next() * ARCHIVE_SPAN_MS).getUTCFullYear();
        let name = productName(rng, brand, type, year);
        while (slugs.has(slugify(name))) name = `${name} ${rng.pick(['S', 'X', 'SE'])}`;
        const slug = slugify(name);
        slugs.add(slug);
        const price = priceFor(rng, type);
        const image = images.make({
          name: slug,
          dateMs: REFERENCE_DATE_MS,
          width: 1200,
          height: 900,
          alt: name,
          credits: 'Manufacturer',
        });
        const familyName = name.replace(/ \d+$/, '');
        records.push({
          name,
          slug,
          type,
          section,
          thing,
          brand,
          price,
          image,
          product: {
            id: rng.uuid(),
            manufacturer: { id: rng.uuid(), name: brand, slug: slugify(brand) },
            product: {
              name,
              slug,
              msrp: price,
              catName: titleCase(thing[1]),
              modelYear: year,
              hes: false,
              shortSpecs: `${titleCase(thing[0])}, ${rng.pick(['2024', '2025'])} model`,
              sku: [`${slug.slice(0, 6).toUpperCase()}-${rng.hex(4).toUpperCase()}`],
              topic: section.slug,
              cdModel: type === 'car' ? name : undefined,
              cdModelSlug: type === 'car' ? slug : undefined,
            },
            family: [
              {
                name: familyName,
                uuid: rng.uuid(),
                slug: slugify(familyName),
                type,
                siblings: [{ name, uuid: rng.uuid(), slug, image }],
              },
            ],
            reviews: [],
            resellers: type === 'car' ? [] : makeResellers(rng, slug, price),
            slugs: [slug],
            seoUrl: { slug, route: 'product', slugType: 'product', reviewType: type, code: rng.hex(6) },
          },
        });
      }
    }
  }
  return records;
}

/** The TechProduct view of a product (what `/api/neutron/products/{site}/web` answers). */
export function toTechProduct(record: ProductRecord): TechProduct {
  const { product } = record;
  return {
    id: product.id,
    name: record.name,
    attributes: [
      {
        id: 'manufacturer',
        name: 'Manufacturer',
        slug: 'manufacturer',
        val: [record.brand],
        valSlug: [slugify(record.brand)],
      },
      {
        id: 'category',
        name: 'Category',
        slug: 'category',
        val: [titleCase(record.thing[1])],
        valSlug: [slugify(record.thing[1])],
      },
    ],
    images: [{ id: record.image.id, val: [record.image.path ?? ''], valSlug: [record.slug] }],
    seoUrl: product.seoUrl,
    priceSummary: { median: Math.round(record.price * 100) },
    slugs: [record.slug],
    reviews: product.reviews,
    resellers: product.resellers,
  };
}
