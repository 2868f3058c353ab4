import type { SlugRegistry } from './content';
import type { ImageFactory } from './images';
import type { People } from './people';
import type { ProductRecord } from './products';
import type { Rng } from './random';
import type { Taxonomy } from './taxonomy';

/** What every generator step draws on; built once per world, in a fixed order. */
export interface BuildContext {
  rng: Rng;
  /** The world's "now": recent items and live coverage are placed before it. */
  now: number;
  images: ImageFactory;
  taxonomy: Taxonomy;
  people: People;
  products: ProductRecord[];
  slugs: SlugRegistry;
}
