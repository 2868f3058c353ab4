import type { Author, AuthorRole } from '../../shared/models/author';
import { MEDICAL_REVIEWER_ROLE_NAME, VOICES_CONTRIBUTOR_ROLE } from '../../shared/models/author';
import { ARCHIVE_SPAN_MS, REFERENCE_DATE_MS, contentDate } from './dates';
import type { ImageFactory } from './images';
import type { Rng } from './random';
import { SECTIONS } from './sections';
import { FIRST_NAMES, LAST_NAMES } from './words';

export const AUTHOR_COUNT = 40;
/** Authors whose first beat is health and who review medical content. */
const MEDICAL_REVIEWER_INDEXES = new Set([3, 13, 23, 33]);
const VOICES_INDEXES = new Set([5, 17, 29, 38]);
const JOB_TITLES = [
  'Senior Editor',
  'Staff Reporter',
  'Senior Writer',
  'Editor',
  'Reviews Editor',
  'Managing Editor',
  'Staff Writer',
  'Editor at Large',
  'Senior Reporter',
];

export interface People {
  authors: Author[];
  /** Writers per section key (medical reviewers and voices contributors included by beat). */
  bySection: Map<string, Author[]>;
  medicalReviewers: Author[];
  voices: Author[];
}

function rolesFor(index: number): AuthorRole[] {
  if (MEDICAL_REVIEWER_INDEXES.has(index))
    return [
      { name: MEDICAL_REVIEWER_ROLE_NAME, role: 'ROLE_MEDICAL_REVIEWER' },
      { name: 'Author', role: 'ROLE_AUTHOR' },
    ];
  if (VOICES_INDEXES.has(index)) return [{ name: 'Voices Contributor', role: VOICES_CONTRIBUTOR_ROLE }];
  if (index % 6 === 0)
    return [
      { name: 'Editor', role: 'ROLE_EDITOR' },
      { name: 'Author', role: 'ROLE_AUTHOR' },
    ];
  return [{ name: 'Author', role: 'ROLE_AUTHOR' }];
}

export function createPeople(rng: Rng, images: ImageFactory): People {
  const firsts = rng.sample(FIRST_NAMES, AUTHOR_COUNT);
  const lasts = rng.sample(LAST_NAMES, AUTHOR_COUNT);
  const bySection = new Map<string, Author[]>(SECTIONS.map((section) => [section.key, []]));
  const authors: Author[] = [];
  const medicalReviewers: Author[] = [];
  const voices: Author[] = [];

  for (let index = 0; index < AUTHOR_COUNT; index++) {
    const firstName = firsts[index] as string;
    const lastName = lasts[index] as string;
    const username = `${firstName}${lastName}`.toLowerCase();
    const beats = [SECTIONS[index % SECTIONS.length]!, SECTIONS[(index * 3 + 1) % SECTIONS.length]!] as const;
    const medical = MEDICAL_REVIEWER_INDEXES.has(index);
    const voice = VOICES_INDEXES.has(index);
    const jobTitle = medical ? 'Medical Reviewer' : voice ? 'Contributor' : rng.pick(JOB_TITLES);
    const handle = `${firstName}${lastName.charAt(0)}`.toLowerCase();
    const joined = REFERENCE_DATE_MS - ARCHIVE_SPAN_MS - rng.int(30, 2000) * 86_400_000;
    const author: Author = {
      id: rng.uuid(),
      username,
      firstName,
      lastName,
      jobTitle,
      title: jobTitle,
      profileUrl: `/profiles/${username}/`,
      email: `${username}@neutron.test`,
      dateCreated: contentDate(joined),
      image:
        index % 17 === 16
          ? undefined
          : images.make({
              name: `author-${username}`,
              dateMs: joined,
              width: 400,
              height: 400,
              alt: `${firstName} ${lastName}`,
            }),
      socialProfileIds: {
        twitter: rng.chance(0.7) ? (index % 2 === 0 ? `@${handle}` : handle) : undefined,
        instagram: rng.chance(0.4) ? `${handle}.photos` : undefined,
        facebookProfile: rng.chance(0.2) ? handle : undefined,
        linkedin: rng.chance(0.3) ? `${firstName}-${lastName}`.toLowerCase() : undefined,
      },
      authorBio: `<p>${firstName} ${lastName} covers ${beats[0].title.toLowerCase()} and ${beats[1].title.toLowerCase()}, with a soft spot for ${rng.pick(beats[0].things)[1]}. Before joining the team, ${firstName} spent ${rng.int(3, 15)} years reporting and testing products.</p>`,
      expertise: `${beats[0].title}; ${beats[1].title}`,
      education: medical ? `MD, ${rng.pick(['Northfield', 'Lakemont', 'Eastbrook'])} School of Medicine` : undefined,
      authorDisclosure: voice
        ? '<p>Voices contributors share their own views and are paid for their work.</p>'
        : undefined,
      roles: rolesFor(index),
      awards: index % 5 === 0 ? ['Best Consumer Reporting (regional)'] : [],
      credentials: medical ? ['Board certified'] : [],
    };
    authors.push(author);
    for (const beat of beats) bySection.get(beat.key)!.push(author);
    if (medical) medicalReviewers.push(author);
    if (voice) voices.push(author);
  }
  return { authors, bySection, medicalReviewers, voices };
}

/** The short form of an author carried on content links and live items. */
export function authorBrief(author: Author): Author {
  return {
    id: author.id,
    username: author.username,
    firstName: author.firstName,
    lastName: author.lastName,
    profileUrl: author.profileUrl,
    image: author.image,
    roles: author.roles,
    awards: [],
    credentials: [],
  };
}
