import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { articleResponseSchema } from '../shared/models/article';
import { authorsResponseSchema } from '../shared/models/author';
import {
  errorComponentSchema,
  listingResponseSchema,
  movedToSlug,
  navItemsOf,
  navResponseSchema,
} from '../shared/models/component';
import { liveItemsResponseSchema } from '../shared/models/liveArticle';
import { componentsOfType, findComponent, findErrorComponent, pageResponseSchema } from '../shared/models/page';
import { productsResponseSchema } from '../shared/models/product';
import { seamlessResponseSchema } from '../server/models/seamless';
import { createUpstreamApp } from './app';
import { rewriteMediaHost } from './media/mediaHost';
import { createWorld } from './world/world';

const world = createWorld({ now: Date.parse('2025-09-01T08:00:00.000Z') });
const { app } = createUpstreamApp({ world });
const api = (path: string) => app.request(`/api/neutron/${path}${path.includes('?') ? '&' : '?'}apiKey=test`);
const json = async (path: string) => {
  const response = await api(path);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as unknown,
  };
};

const techArticle = world.articles.find((a) => a.section === 'tech' && a.canonicalUrl?.split('/').length === 5)!;
const carArticle = world.articles.find((a) => a.site === 'roadshow')!;
const moved = world.moved[0]!;

describe('content API of the local upstream', () => {
  it('answers an article in the article envelope', async () => {
    const { status, type, body } = await json(`articles/cnet/${techArticle.slug}/web`);
    expect(status).toBe(200);
    expect(type).toContain('application/json');
    expect(articleResponseSchema.parse(body).data.article.headline).toBe(techArticle.headline);
    expect((await json(`articles/roadshow/${carArticle.slug}/web`)).status).toBe(200);
  });

  it('answers 404 error components for unknown, wrong-site and moved slugs', async () => {
    const unknown = await json('articles/cnet/no-such-story/web');
    expect(unknown.status).toBe(404);
    const parsed = errorComponentSchema.parse(unknown.body);
    expect(parsed.errors[0]?.code).toBe('404');
    expect(movedToSlug(parsed, 'us')).toBeUndefined();
    expect((await json(`articles/cnet/${carArticle.slug}/web`)).status).toBe(404);
    const old = await json(`articles/${moved.site}/${moved.oldSlug}/web`);
    expect(old.status).toBe(404);
    const movedBody = errorComponentSchema.parse(old.body);
    expect(movedBody.errors[0]?.code).toBe('404');
    expect(movedToSlug(movedBody, 'us')).toBe(moved.newSlug);
  });

  it('answers the front door with one content list per section', async () => {
    const { body } = await json('composer/cnet/pages/door/frontdoor/web?useNeonHeader=true');
    const page = pageResponseSchema.parse(body).data.page;
    const lists = componentsOfType(page, 'ContentList');
    expect(lists.map((list) => list.meta.componentName)).toEqual(world.sections.map((s) => `frontdoor-${s.slug}`));
    const tech = lists[0]!;
    expect(tech.meta.componentDisplayName).toBe('Tech');
    expect(tech.links?.next?.href).toBe('/tech/');
    expect(tech.items).toHaveLength(8);
    const times = tech.items.map((item) => Date.parse(item.datePublished?.date ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(tech.items[0]).toMatchObject({ section: 'tech' });
    expect(tech.items[0]?.image?.path).toBeTruthy();
  });

  it('answers object pages for every content kind', async () => {
    const article = pageResponseSchema.parse((await json(`composer/cnet/pages/article/${techArticle.slug}/web`)).body)
      .data.page;
    expect(findComponent(article, 'Article')?.item.id).toBe(techArticle.id);
    const live = world.liveArticles[0]!;
    const livePage = pageResponseSchema.parse((await json(`composer/cnet/pages/article/${live.slug}/web`)).body).data
      .page;
    expect(findComponent(livePage, 'LiveArticle')?.item.items.length).toBeGreaterThanOrEqual(20);
    const review = world.reviews.find((r) => r.section !== 'cars')!;
    const reviewPage = pageResponseSchema.parse(
      (await json(`composer/cnet/pages/review/${review.slug}-${review.type}/web`)).body,
    ).data.page;
    expect(findComponent(reviewPage, 'Review')?.item.rating).toBe(review.rating);
    const gallery = world.galleries.find((g) => g.section !== 'cars')!;
    const galleryPage = pageResponseSchema.parse((await json(`composer/cnet/pages/gallery/${gallery.slug}/web`)).body)
      .data.page;
    expect(findComponent(galleryPage, 'Gallery')?.item.items.length).toBe(gallery.items.length);
    const video = world.videos.find((v) => v.section !== 'cars')!;
    const videoPage = pageResponseSchema.parse((await json(`composer/cnet/pages/video/${video.slug}/web`)).body).data
      .page;
    // Media URLs point at the upstream's own /media/ files (upstream/media/mediaHost.ts).
    expect(findComponent(videoPage, 'Video')?.item.mp4Url).toBe(rewriteMediaHost(video.mp4Url!, 'http://localhost'));
  });

  it('puts 404 and 301 error components inside composer pages', async () => {
    const missing = await json('composer/cnet/pages/article/no-such-story/web');
    expect(missing.status).toBe(200);
    expect(findErrorComponent(pageResponseSchema.parse(missing.body).data.page)).toMatchObject({
      status: 404,
      errors: [{ code: '404' }],
    });
    const old = pageResponseSchema.parse((await json(`composer/${moved.site}/pages/article/${moved.oldSlug}/web`)).body)
      .data.page;
    const error = findErrorComponent(old)!;
    expect(error).toMatchObject({ status: 301, errors: [{ code: '301' }] });
    expect(movedToSlug(error, 'us')).toBe(moved.newSlug);
  });

  it.each([
    ['section', 'tech'],
    ['section', 'how_to'],
    ['topic', 'mobile'],
    ['collection', 'hv'],
    ['tag', 'phones'],
  ])('pages a %s listing newest first', async (type, id) => {
    const first = listingResponseSchema.parse(
      (await json(`components/cnet/listing/${type}/${id}/web?componentType=ContentList`)).body,
    );
    expect(first.data.component.items).toHaveLength(4);
    expect(first.data.component.paging).toMatchObject({ limit: 4, offset: 0 });
    const second = listingResponseSchema.parse(
      (await json(`components/cnet/listing/${type}/${id}/web?limit=4&offset=4`)).body,
    );
    expect(second.data.component.items[0]?.id).not.toBe(first.data.component.items[0]?.id);
    expect(second.data.component.paging?.total).toBe(first.data.component.paging?.total);
  });

  it('lists an author by username and answers an unknown id with no items', async () => {
    const author = world.people.authors[0]!;
    const byAuthor = listingResponseSchema.parse(
      (await json(`components/cnet/listing/author/${author.username}/web?limit=10`)).body,
    );
    expect(byAuthor.data.component.items.length).toBeGreaterThan(0);
    const none = listingResponseSchema.parse((await json('components/cnet/listing/topic/nothing-here/web')).body);
    expect(none.data.component.items).toEqual([]);
    expect(none.data.component.paging?.total).toBe(0);
  });

  it('answers the navigation as one flat list of header and footer items', async () => {
    const { body } = await json(
      'components/cnet/editorial/editorial_quote/curated-nav-redesign/web?componentName=nav&componentDisplayName=Nav&componentType=ContentList',
    );
    const nav = navResponseSchema.parse(body).data.component;
    expect(nav.meta.componentName).toBe('nav');
    expect(navItemsOf(nav.items, 'header').map((item) => item.metaData.linkUrl)).toContain('/tech/');
    expect(navItemsOf(nav.items, 'header')).toHaveLength(world.sections.length);
    expect(navItemsOf(nav.items, 'footer').map((item) => item.slug)).toEqual(
      expect.arrayContaining(['about', 'newsletters', 'privacy']),
    );
  });

  it('answers seamless, live items, authors and products', async () => {
    const seamless = seamlessResponseSchema.parse(
      (await json(`seamless/cnet/${techArticle.slug}/web?contentId=${techArticle.id}&limit=3`)).body,
    );
    expect(seamless.data.items).toHaveLength(3);
    expect(seamless.data.items[0]).toMatchObject({ type: 'article', source: 'curated' });
    expect(seamless.data.items.map((i) => i.slug)).not.toContain(techArticle.slug);
    const live = world.liveArticles[0]!;
    const items = liveItemsResponseSchema.parse((await json(`livearticles/cnet/items/${live.id}/10/web`)).body).data
      .items;
    expect(items.length).toBe(live.items.filter((item) => item.sequence >= 10).length);
    expect(items.every((item) => item.sequence >= 10)).toBe(true);
    expect(items[0]!.sequence).toBeGreaterThan(items[1]!.sequence);
    const ids = world.people.authors
      .slice(0, 2)
      .map((a) => a.id)
      .join(',');
    expect(
      authorsResponseSchema.parse((await json(`authors/cnet/voices/data/web?ids=${ids}`)).body).data.authors,
    ).toHaveLength(2);
    const uuid = world.products[0]!.product.id;
    expect(
      productsResponseSchema.parse((await json(`products/cnet/web?uuids=${uuid}`)).body).data.products[0]?.id,
    ).toBe(uuid);
  });

  it('requires the api key on content calls but not on user or newsletter paths', async () => {
    const response = await app.request(`/api/neutron/articles/cnet/${techArticle.slug}/web`);
    expect(response.status).toBe(401);
    expect(errorComponentSchema.parse(await response.json()).status).toBe(401);
    expect((await app.request('/api/neutron/uds/cnet/user/token')).status).toBe(404);
    expect((await app.request('/api/neutron/newsletters/cnet/web')).status).toBe(404);
  });

  it('answers an unknown site or call with a JSON 404', async () => {
    expect((await json(`articles/example/${techArticle.slug}/web`)).status).toBe(404);
    const unknown = await json('nothing/here');
    expect(unknown.status).toBe(404);
    expect(errorComponentSchema.parse(unknown.body).status).toBe(404);
  });

  it('serves images as raster pictures of the requested or recorded size', async () => {
    const image = techArticle.image!;
    const recorded = await app.request(`/img${image.path}`);
    expect(recorded.headers.get('content-type')).toBe('image/jpeg');
    expect(recorded.headers.get('cache-control')).toContain('max-age=31536000');
    const size = async (res: Response) => {
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      return [meta.width, meta.height];
    };
    expect(await size(recorded)).toEqual([image.width, image.height]);
    expect(await size(await app.request(`/img${image.path}?w=300&h=170`))).toEqual([300, 170]);
  });
});
