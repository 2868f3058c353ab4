/**
 * Content for the article treatments of decision 118 that the draws leave out: a sponsored story
 * marked only by its author, a studio account whose username carries the studio label (000 §2;
 * the same marker as 001 §3's "branded marker"). The world's other treatments come from the draws
 * already: commercial-section stories (/topics/commercial/), high-value (hv) collections,
 * Explainers, Features, Commentary and Analysis, precaps, bodies with headings.
 *
 * Like routeFamilies.ts: no random draw, so the rest of the world is unchanged; the story borrows
 * an existing home story's body, pictures and topics and gets its own id, slug and headline.
 */
import type { Article } from '../../shared/models/article';
import type { Author } from '../../shared/models/author';
import { STUDIO_LABEL } from '../../shared/node/routes/enumerations';
import { ARCHIVE_SPAN_MS, DAY_MS, REFERENCE_DATE_MS, contentDate } from './dates';

/** Every item of this file has an id that starts so. */
export const TREATMENT_ID_PREFIX = 'treatment-';
export const STUDIO_USERNAME = `hearthly${STUDIO_LABEL}`;
export const STUDIO_STORY_SLUG = 'five-ways-to-make-a-small-kitchen-feel-bigger-presented-by-hearthly';

/** The advertiser's studio account: a byline with a profile page like any other. */
export function createStudioAuthor(template: Author): Author {
  return {
    ...template,
    id: `${TREATMENT_ID_PREFIX}${STUDIO_USERNAME}`,
    username: STUDIO_USERNAME,
    firstName: 'Hearthly',
    lastName: 'Brand Studio',
    jobTitle: 'Brand studio',
    title: 'Brand studio',
    profileUrl: `/profiles/${STUDIO_USERNAME}/`,
    email: `${STUDIO_USERNAME}@neutron.test`,
    image: undefined,
    socialProfileIds: {},
    authorBio: '<p>Hearthly Brand Studio makes stories for Hearthly. Its work is paid for by Hearthly.</p>',
    expertise: undefined,
    education: undefined,
    authorDisclosure: undefined,
    roles: [],
    awards: [],
    credentials: [],
  };
}

/** A home story by the studio: sponsored by its author alone (section home, not commercial). */
export function createStudioStory(articles: readonly Article[], studio: Author): Article[] {
  const template = articles.find((a) => a.section === 'home' && a.type === 'News' && !a.automotive);
  if (!template) return [];
  const headline = 'Five Ways to Make a Small Kitchen Feel Bigger, Presented by Hearthly';
  return [
    {
      ...template,
      id: `${TREATMENT_ID_PREFIX}${STUDIO_STORY_SLUG}`,
      slug: STUDIO_STORY_SLUG,
      canonicalUrl: `/paid-content/news/${STUDIO_STORY_SLUG}/`,
      headline,
      titleTag: headline,
      promoHed: headline,
      // A day before the archive begins, so listings show it last (as routeFamilies.ts does).
      datePublished: contentDate(REFERENCE_DATE_MS - ARCHIVE_SPAN_MS - DAY_MS),
      author: studio,
      moreAuthors: [],
      collections: [],
      suppressAds: true,
      availableOn: [{ edition: 'us', slug: STUDIO_STORY_SLUG }],
    },
  ];
}
