/** Content lists and the site of a section: shared by the page composer's pages and feature pages. */
import type { ContentListComponent } from '../../shared/models/component';
import type { CatalogEntry } from '../world/catalog';
import type { SiteName } from './reply';

export function contentList(
  name: string,
  title: string,
  entries: readonly CatalogEntry[],
  limit: number,
  href: string,
): ContentListComponent {
  return {
    meta: { componentName: name, componentDisplayName: title, componentType: 'ContentList' },
    links: { next: { href } },
    title,
    viewMoreText: `More ${title}`,
    viewMoreUrl: href,
    items: entries.slice(0, limit).map((entry) => entry.link),
    paging: { limit, offset: 0, total: entries.length },
  };
}

/** The site a section belongs to. */
export const siteOfSection = (section: string | undefined): SiteName => (section === 'cars' ? 'roadshow' : 'cnet');
