import { SITEMAP_PAGE_SIZE, SITEMAP_SECTIONS } from '../../../shared/node/doorPages';
import type { ContentLink } from '../../../shared/models/contentLink';
import type { SitemapEntry } from '../../../shared/node/models/sitemap';
import type { PrimaryLoader } from './types';

function isSitemapSection(slug: string | undefined): slug is (typeof SITEMAP_SECTIONS)[number] {
  return (SITEMAP_SECTIONS as readonly string[]).includes(slug ?? '');
}

/** A sitemap entry as the HTML sitemap lists it: title, link, date. */
const linkOf = (entry: SitemapEntry): ContentLink => ({
  title: entry.title ?? entry.url,
  url: entry.url,
  datePublished: entry.datePublished,
  children: [],
  topics: [],
  files: [],
});

/**
 * HTML sitemaps (000 §2): /sitemaps/ is the index of sections; /sitemaps/{slug}/{year}?/{page}?/
 * links to a section's content, all years or one, SITEMAP_PAGE_SIZE links a page, from the
 * Sitemaps call (000 §7) like the XML sitemaps: its index gives the years, a page (by year or
 * not) the links. An unknown section, a year without content or a page past the last is the
 * 404 page.
 */
export const loadSitemap: PrimaryLoader = async (ctx, { content }) => {
  const { params } = ctx.match;
  if (ctx.match.baseName === 'sitemaps') {
    return {
      type: 'data',
      data: { kind: 'sitemap', section: null, year: null, years: [], items: [], pageNumber: 1, pages: 1 },
    };
  }
  const section = params.slug;
  if (!isSitemapSection(section)) return { type: 'not-found' };
  const year = params.year === undefined ? null : Number(params.year);
  const pageNumber = Number(params.page ?? '1');
  if (!Number.isInteger(pageNumber) || pageNumber < 1) return { type: 'not-found' };

  const site = section === 'roadshow' ? 'roadshow' : 'cnet';
  const index = await content.getSitemapIndex(site, section, ctx.timing);
  const years = [...new Set(index.months.map((month) => month.year))].sort((a, b) => b - a);
  if (year !== null && !years.includes(year)) return { type: 'not-found' };
  const total = index.months
    .filter((month) => year === null || month.year === year)
    .reduce((sum, month) => sum + month.count, 0);
  const pages = Math.ceil(total / SITEMAP_PAGE_SIZE);
  if (pages === 0 || pageNumber > pages) return { type: 'not-found' };
  const query = {
    hydrate: true,
    limit: SITEMAP_PAGE_SIZE,
    offset: (pageNumber - 1) * SITEMAP_PAGE_SIZE,
    ...(year === null ? {} : { year }),
  };
  const page = await content.getSitemapPage(site, section, query, ctx.timing);
  return {
    type: 'data',
    data: { kind: 'sitemap', section, year, years, items: page.items.map(linkOf), pageNumber, pages },
  };
};
