import { SITEMAP_SECTIONS } from '../../../shared/node/doorPages';
import { parseContentDate } from '../../../shared/format/date';
import type { ContentLink } from '../../../shared/models/contentLink';
import { sectionName } from '../../sections';
import { Pagination } from '../pageDoor/Pagination';

export const sitemapPath = (section: string, year: number | null = null): string =>
  year === null ? `/sitemaps/${section}/` : `/sitemaps/${section}/${year}/`;

/** /sitemaps/: the index of sections. */
export function SitemapIndex() {
  return (
    <div className="sitemap">
      <h1>Sitemap</h1>
      <ul className="sitemap-sections">
        {SITEMAP_SECTIONS.map((section) => (
          <li key={section}>
            <a href={sitemapPath(section)}>{sectionName(section)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface SitemapSectionProps {
  section: string;
  year: number | null;
  years: readonly number[];
  items: readonly ContentLink[];
  pageNumber: number;
  pages: number;
}

/** /sitemaps/{slug}/{year}?/{page}?/: a section's content, all years or one, a page of links. */
export function SitemapSection({ section, year, years, items, pageNumber, pages }: SitemapSectionProps) {
  const name = sectionName(section) ?? section;
  return (
    <div className="sitemap">
      <h1>{`${name} sitemap${year === null ? '' : `: ${year}`}`}</h1>
      <nav className="sitemap-years" aria-label="Years">
        <a href="/sitemaps/">All sections</a>
        {year === null ? <span aria-current="page">All years</span> : <a href={sitemapPath(section)}>All years</a>}
        {years.map((y) =>
          y === year ? (
            <span key={y} aria-current="page">
              {y}
            </span>
          ) : (
            <a key={y} href={sitemapPath(section, y)}>
              {y}
            </a>
          ),
        )}
      </nav>
      <ul className="sitemap-links">
        {items.map((item) => {
          const date = parseContentDate(item.datePublished);
          return (
            <li key={item.id ?? item.url}>
              <a href={item.url}>{item.title}</a>
              {date ? (
                <>
                  {' '}
                  <time dateTime={date.toISOString()}>{date.toISOString().slice(0, 10)}</time>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pagination basePath={sitemapPath(section, year)} pageNumber={pageNumber} pages={pages} />
    </div>
  );
}
