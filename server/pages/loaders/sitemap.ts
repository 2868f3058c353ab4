import { SITEMAP_PAGE_SIZE, SITEMAP_SCAN_LIMIT, SITEMAP_SECTIONS } from '../../../shared/doorPages';
import { parseContentDate } from '../../../shared/format/date';
import type { ContentLink } from '../../../shared/models/contentLink';
import type { Brand } from '../../../shared/routes/types';
import type { ContentApi } from '../../content/api';
import type { ServerTiming } from '../../ops/timing';
import type { PrimaryLoader } from './types';

const yearOf = (item: ContentLink): number | undefined => parseContentDate(item.datePublished)?.getUTCFullYear();

/** A section's listing, newest first, read in calls of SITEMAP_PAGE_SIZE up to SITEMAP_SCAN_LIMIT items. */
async function sectionItems(content: ContentApi, brand: Brand, section: string, timing: ServerTiming): Promise<ContentLink[]> {
  const first = await content.getListing(brand, 'section', section, { limit: SITEMAP_PAGE_SIZE, offset: 0 }, timing);
  const total = Math.min(first.paging?.total ?? first.items.length, SITEMAP_SCAN_LIMIT);
  const offsets: number[] = [];
  for (let offset = SITEMAP_PAGE_SIZE; offset < total; offset += SITEMAP_PAGE_SIZE) offsets.push(offset);
  const rest = await Promise.all(offsets.map((offset) => content.getListing(brand, 'section', section, { limit: SITEMAP_PAGE_SIZE, offset }, timing)));
  return [first, ...rest].flatMap((listing) => listing.items).slice(0, SITEMAP_SCAN_LIMIT);
}

function isSitemapSection(slug: string | undefined): slug is (typeof SITEMAP_SECTIONS)[number] {
  return (SITEMAP_SECTIONS as readonly string[]).includes(slug ?? '');
}

/**
 * HTML sitemaps (000 §2): /sitemaps/ is the index of sections; /sitemaps/{slug}/{year}?/{page}?/
 * links to a section's content, all years or one, SITEMAP_PAGE_SIZE links a page, from listing
 * calls. An unknown section, a year without content or a page past the last is the 404 page.
 */
export const loadSitemap: PrimaryLoader = async (ctx, { content }) => {
  const { params } = ctx.match;
  if (ctx.match.baseName === 'sitemaps') {
    return { type: 'data', data: { kind: 'sitemap', section: null, year: null, years: [], items: [], pageNumber: 1, pages: 1 } };
  }
  const section = params.slug;
  if (!isSitemapSection(section)) return { type: 'not-found' };
  const year = params.year === undefined ? null : Number(params.year);
  const pageNumber = Number(params.page ?? '1');
  if (!Number.isInteger(pageNumber) || pageNumber < 1) return { type: 'not-found' };

  const all = await sectionItems(content, ctx.brand, section, ctx.timing);
  const years = [...new Set(all.map(yearOf).filter((y): y is number => y !== undefined))].sort((a, b) => b - a);
  const items = year === null ? all : all.filter((item) => yearOf(item) === year);
  const pages = Math.ceil(items.length / SITEMAP_PAGE_SIZE);
  if (pages === 0 || pageNumber > pages) return { type: 'not-found' };
  const start = (pageNumber - 1) * SITEMAP_PAGE_SIZE;
  return { type: 'data', data: { kind: 'sitemap', section, year, years, items: items.slice(start, start + SITEMAP_PAGE_SIZE), pageNumber, pages } };
};
