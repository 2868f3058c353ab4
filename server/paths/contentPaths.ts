/**
 * Separate server paths of 000 §2 that answer from content calls, each with its own route name:
 *   /apple-news/{slug}/            the Apple News Format document of an article (JSON)
 *   /a/img/{size}/{image path}     302 to the signed resize URL on the image service
 *   /products/{uuid}/              302 to the product's review, else its reseller (Products call)
 *   /api/editionurlgenerator/      the canonical URL of a content type and slug (URL generator call)
 * Shapes and lifetimes: docs/decisions/031-server-paths.md.
 */
import { articleDocument } from '../appleNews/articleDocument';
import { DEFAULT_EDITION } from '../../shared/constants';
import { parseImageRedirect } from '../images/imageRedirect';
import { imageUrl } from '../../shared/node/images/imageUrl';
import type { ImageBase } from '../../shared/images/imageService';
import type { TechProduct } from '../../shared/models/product';
import type { Brand } from '../../shared/routes/types';
import { siteUrl } from '../syndication/sitemapEntries';
import type { ContentApi } from '../content/api';
import { statusForError } from '../content/errors';
import type { App, AppContext } from '../http/appEnv';
import { upstreamFailure } from '../syndication/routes';
import { machineError, sendMachineBody } from '../syndication/xmlResponse';

export interface ContentPathDeps {
  content: ContentApi;
  services: { siteOrigin: string; imageBaseUrl: ImageBase };
}

/** Lifetimes (seconds), docs/decisions/031. */
export const SERVER_PATH_MAX_AGE = {
  appleNews: 300,
  imageRedirect: 86_400,
  productRedirect: 300,
  editionUrl: 3_600,
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CONTENT_TYPE = /^[a-z]{1,32}$/;
/** A slug may belong to either brand; the main one is asked first. */
const BRANDS: readonly Brand[] = ['cnet', 'roadshow'];

/** The first brand whose call finds the content; a 404 from every brand is the last 404. */
async function eitherBrand<T>(call: (site: Brand) => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (const site of BRANDS) {
    try {
      return await call(site);
    } catch (error) {
      if (statusForError(error) !== 404) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** Where a product sends the reader: its review on the site, else its heaviest (then cheapest) reseller. */
export function productTarget(product: TechProduct, siteOrigin: string): string | undefined {
  for (const review of product.reviews) {
    const url = review.url ? siteUrl(siteOrigin, review.url) : undefined;
    if (url) return url;
  }
  const resellers = product.resellers
    .filter((r) => r.url && /^https:\/\//.test(r.url))
    .sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0) || (a.price ?? Infinity) - (b.price ?? Infinity));
  return resellers[0]?.url;
}

export function registerContentPaths(app: App, deps: ContentPathDeps): void {
  const origin = deps.services.siteOrigin;
  const json = (c: AppContext, status: 200 | 400 | 404, body: unknown, maxAge: number) =>
    c.body(JSON.stringify(body), status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': status === 200 ? `public, max-age=${maxAge}` : 'no-cache',
    });

  app.get('/apple-news/:slug/', async (c) => {
    c.set('routeName', 'apple-news');
    const slug = c.req.param('slug');
    if (!SLUG.test(slug)) return machineError(c, 404);
    try {
      const article = await eitherBrand((site) => deps.content.getArticle(site, slug));
      const canonicalUrl = siteUrl(origin, article.canonicalUrl ?? '') ?? `${origin}/`;
      const doc = articleDocument(article, { canonicalUrl, imageBase: deps.services.imageBaseUrl });
      return sendMachineBody(c, {
        body: JSON.stringify(doc),
        contentType: 'application/json; charset=utf-8',
        maxAgeSeconds: SERVER_PATH_MAX_AGE.appleNews,
      });
    } catch (error) {
      return upstreamFailure(c, error);
    }
  });

  app.get('/a/img/*', (c) => {
    c.set('routeName', 'image-redirect');
    const found = parseImageRedirect(c.req.path);
    if (!found) return machineError(c, 404);
    const target = imageUrl(deps.services.imageBaseUrl, found.path, found.size.width, found.size.height);
    return c.body(null, 302, {
      location: target,
      'cache-control': `public, max-age=${SERVER_PATH_MAX_AGE.imageRedirect}`,
    });
  });

  app.get('/products/:uuid/', async (c) => {
    c.set('routeName', 'product-redirect');
    const uuid = c.req.param('uuid');
    if (!UUID.test(uuid)) return machineError(c, 404);
    try {
      const [product] = await deps.content.getProducts('cnet', [uuid]);
      const target = product ? productTarget(product, origin) : undefined;
      if (!target) return machineError(c, 404);
      return c.body(null, 302, {
        location: target,
        'cache-control': `public, max-age=${SERVER_PATH_MAX_AGE.productRedirect}`,
      });
    } catch (error) {
      return upstreamFailure(c, error);
    }
  });

  app.get('/api/editionurlgenerator/', async (c) => {
    c.set('routeName', 'edition-url-generator');
    const contentType = c.req.query('contentType') ?? '';
    const slug = c.req.query('slug') ?? '';
    const edition = c.req.query('edition') ?? DEFAULT_EDITION;
    if (!CONTENT_TYPE.test(contentType) || !SLUG.test(slug) || !/^[a-z]{2}$/.test(edition)) {
      return json(
        c,
        400,
        {
          error:
            'contentType (letters), slug (lowercase words and hyphens) and an optional two-letter edition are required',
        },
        0,
      );
    }
    // 000 §1: us is the only edition.
    if (edition !== DEFAULT_EDITION) return json(c, 404, { error: `No content in edition ${edition}` }, 0);
    try {
      const generated = await eitherBrand((site) => deps.content.getGeneratedUrl(site, contentType, slug));
      const url = siteUrl(origin, generated.url);
      if (!url) return json(c, 404, { error: 'not found' }, 0);
      return json(
        c,
        200,
        { url, path: new URL(url).pathname, contentType, slug: generated.slug ?? slug, edition },
        SERVER_PATH_MAX_AGE.editionUrl,
      );
    } catch (error) {
      if (statusForError(error) === 404) return json(c, 404, { error: 'not found' }, 0);
      return upstreamFailure(c, error);
    }
  });
}
