import type { Listicle } from '../../shared/models/listicle';
import type { Image } from '../../shared/models/image';
import { DEFAULT_EDITION } from '../../shared/constants';
import type { BuildContext } from './context';
import type { ProductRecord } from './products';
import { sentences, slugify, titleCase, type Topic } from './text';
import { BAD_POINTS, BEST_LIST_LABELS, GOOD_POINTS } from './words';

/**
 * Listicle entries of a best list: products of the article's thing when the world has them,
 * otherwise named offerings (cards, accounts) without merchant offers.
 */
export function createListicles(ctx: BuildContext, topic: Topic, dateMs: number, count: number): Listicle[] {
  const { rng } = ctx;
  const products = ctx.products.filter((p) => p.thing[0] === topic.thing[0]);
  const picked: (ProductRecord | undefined)[] =
    products.length > 0 ? rng.sample(products, count) : Array.from({ length: count }, () => undefined);
  return picked.map((product, index) => {
    const brand = product?.brand ?? rng.pick(topic.section.brands);
    const productName = product?.name ?? `${brand} ${titleCase(topic.thing[0])}`;
    const image: Image =
      product?.image ??
      ctx.images.make({ name: `${slugify(productName)}-${index}`, dateMs, width: 800, height: 600, alt: productName });
    const likes = rng.sample(GOOD_POINTS, 3);
    const dislikes = rng.sample(BAD_POINTS, 2);
    return {
      id: rng.uuid(),
      uuid: rng.uuid(),
      hed: BEST_LIST_LABELS[index % BEST_LIST_LABELS.length],
      subhed: productName,
      productName,
      description: `<p>${sentences(rng, { ...topic, brand }, 2, 4)}</p>`,
      edition: DEFAULT_EDITION,
      like: index % 2 === 0 ? likes.join('~') : `${likes.join('. ')}.`,
      dislike: dislikes.join('~'),
      editorsChoice: index === 0,
      productScore: Math.round((7 + rng.next() * 2.8) * 10) / 10,
      listicleType: 'product',
      shortcodeType: 'listicle',
      usePricing: product !== undefined,
      // The product the entry shows: Neutron asks the Products call for its current offers.
      techProd: product ? { id: product.product.id } : undefined,
      merchantOffers: (product?.product.resellers ?? []).map((reseller) => ({
        offerMerchant: reseller.name,
        offerPrice: `$${reseller.price}`,
        url: reseller.url,
        rawUrl: reseller.url,
        monetizedUrl: reseller.url,
        useMonetization: true,
        monetizationStatus: 'monetized',
      })),
      imageGroup: { image },
    };
  });
}
