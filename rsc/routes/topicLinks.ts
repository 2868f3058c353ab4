/**
 * Addresses of topic and section listings as links on pages (issue 13 point 7: no dead ends).
 * Topic slugs get the cleanup of spec 000 §2 ("remove prefix cnet-, suffix -insurance
 * (finance), -culture (culture), -health (health), prefix home- (home); turn -&- into -and-"),
 * with the vertical of the section the link is shown in; sections that have a door of their own
 * link to it.
 */
import { VERTICAL_SECTIONS } from '../../shared/node/routes/enumerations';
import { routePath } from '../../shared/node/routes/links';
import { createRouter } from '../../shared/node/routes/match';
import type { Params } from '../../shared/routes/pattern';
import { cleanTopicSlug } from '../../shared/node/routes/topicSlug';
import { sectionDoorPath } from '../../shared/node/routes/sectionDoors';
import type { RouteMatch } from '../../shared/routes/types';

const PAGE_ROUTER = createRouter();

/** The listing of a topic, as linked from content of `section`. */
export function topicListingPath(slug: string, section?: string): string {
  return `/topics/${cleanTopicSlug(slug, section ? VERTICAL_SECTIONS[section] : undefined)}/`;
}

/** The listing of a section. */
export function sectionListingPath(section: string): string {
  return sectionDoorPath(section) ?? `/topics/${cleanTopicSlug(section)}/`;
}

/**
 * Page `n` of a listing door: on a route with its own {pageNumber} (/how-to/, /ai-atlas/,
 * /roadshow/{slug}/, /topics/{slug}/...) the same route; section doors without one page on as
 * /topics/{slug}/{n}/.
 */
export function listingPagePath(
  match: Pick<RouteMatch, 'baseName' | 'pattern' | 'params'> | null,
  slug: string,
  n: number,
): string {
  if (match?.pattern.includes('{pageNumber}')) {
    const params: Params = { ...match.params };
    if (n === 1) delete params.pageNumber;
    else params.pageNumber = String(n);
    const path = routePath(match.baseName, params);
    // /roadshow/news/2/ would be an article's address: such a page goes by /topics/ instead.
    if (path !== null && PAGE_ROUTER.match(path)?.baseName === match.baseName) return path;
  }
  if (n === 1) return sectionDoorPath(slug) ?? `/topics/${slug}/`;
  return `/topics/${slug}/${n}/`;
}
