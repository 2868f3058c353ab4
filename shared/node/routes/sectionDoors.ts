/**
 * Sections whose first listing page is a door of its own (/tech/, /news/...: 000 §2 listing doors,
 * 001 §2's section paths with titles). /topics/{section}/ shows the same stories; the door is the
 * address links use, the canonical one and the one the doors sitemap lists (issue 39 point 9).
 */
import { HOW_TO_SECTION } from './enumerations';
import { SECTION_DOORS } from './doorRoutes';

/** Sections whose door is not at /{section}/. */
const SECTION_DOOR_PATHS: Readonly<Record<string, string>> = {
  [HOW_TO_SECTION]: '/how-to/',
  cars: '/roadshow/',
};

const SECTION_DOOR_SLUGS: ReadonlySet<string> = new Set([...SECTION_DOORS, 'personal-finance', 'deals']);

/** The section door of a listing slug (`tech` → /tech/, `how_to` → /how-to/), if the slug is a section with one. (The how-to topic, /topics/how-to/, lists other stories than the how_to section's door.) */
export function sectionDoorPath(slug: string): string | undefined {
  if (SECTION_DOOR_PATHS[slug]) return SECTION_DOOR_PATHS[slug];
  return SECTION_DOOR_SLUGS.has(slug) ? `/${slug}/` : undefined;
}

/** `/topics/{slug}/` of a section with a door of its own: the same stories as the door, not an address of its own. */
export function isSectionTopicPath(path: string): boolean {
  const slug = /^\/topics\/([^/]+)\/$/.exec(path)?.[1];
  return slug !== undefined && sectionDoorPath(slug) !== undefined;
}
