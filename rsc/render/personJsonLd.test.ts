import { describe, expect, it } from 'vitest';
import type { Author } from '../../shared/models/author';
import { authorSchema } from '../../shared/models/author';
import { expertiseTopics, personJsonLd, plainText, profileJsonLd, socialLinks, twitterHandle } from './personJsonLd';

const site = {
  origin: 'https://www.example.test',
  publisherLogo: 'https://www.example.test/logo.png',
  imageBaseUrl: 'https://img.example.test',
  now: 0,
};

const author: Author = authorSchema.parse({
  id: 'a1',
  username: 'janedoe',
  firstName: 'Jane',
  lastName: 'Doe',
  jobTitle: 'Medical Reviewer',
  dateCreated: { date: '2020-01-02T00:00:00.000Z', timezone: 'UTC' },
  image: {
    id: '1',
    filename: 'jane.jpg',
    path: '/2020/01/02/jane.jpg',
    dateCreated: { date: '2020-01-02T00:00:00.000Z', timezone: 'UTC' },
    alt: 'Jane',
  },
  socialProfileIds: {
    twitter: 'janed',
    instagram: 'jane.photos',
    linkedin: 'jane-doe',
    facebookProfile: 'javascript:alert(1)',
  },
  authorBio: '<p>Jane covers <strong>health</strong> &amp; sleep.</p>',
  expertise: 'Health; Sleep',
  education: 'MD, Northfield School of Medicine',
  roles: [{ name: 'Medical Reviewer', role: 'ROLE_MEDICAL_REVIEWER' }],
  awards: ['Best Consumer Reporting'],
  credentials: ['Board certified'],
});

describe('twitterHandle (000 §5: a leading @ added if missing)', () => {
  it.each([
    ['janed', '@janed'],
    ['@janed', '@janed'],
    ['  janed ', '@janed'],
    ['', undefined],
    [undefined, undefined],
    ['https://twitter.com/janed', undefined],
    ['<script>', undefined],
  ])('%s → %s', (input, expected) => {
    expect(twitterHandle(input)).toBe(expected);
  });
});

describe('socialLinks', () => {
  it('links each usable profile in a fixed order and leaves out ids that are not handles', () => {
    expect(socialLinks(author.socialProfileIds)).toEqual([
      { network: 'twitter', label: '@janed', url: 'https://twitter.com/janed' },
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/jane.photos/' },
      { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/jane-doe/' },
    ]);
  });

  it('strips the @ from a twitter id in the URL', () => {
    expect(socialLinks({ twitter: '@janed' })[0]).toEqual({
      network: 'twitter',
      label: '@janed',
      url: 'https://twitter.com/janed',
    });
  });

  it('has nothing without ids', () => {
    expect(socialLinks(undefined)).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads the bio as text and expertise as topics', () => {
    expect(plainText(author.authorBio)).toBe('Jane covers health & sleep.');
    expect(plainText('<p> </p>')).toBeUndefined();
    expect(expertiseTopics('Health; Sleep, Tech')).toEqual(['Health', 'Sleep', 'Tech']);
    expect(expertiseTopics(undefined)).toEqual([]);
  });
});

describe('personJsonLd (001 §5, §9)', () => {
  it('is a Person with a seo_image_square image, sameAs, expertise and credentials', () => {
    const person = personJsonLd(author, site);
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Jane Doe',
      url: 'https://www.example.test/profiles/janedoe/',
      jobTitle: 'Medical Reviewer',
      description: 'Jane covers health & sleep.',
      image: {
        '@type': 'ImageObject',
        url: expect.stringMatching(/^https:\/\/img\.example\.test\/.*\/2020\/01\/02\/jane\.jpg.*1200/),
        width: 1200,
        height: 1200,
      },
      sameAs: [
        'https://twitter.com/janed',
        'https://www.instagram.com/jane.photos/',
        'https://www.linkedin.com/in/jane-doe/',
      ],
      knowsAbout: ['Health', 'Sleep'],
      award: ['Best Consumer Reporting'],
      hasCredential: [
        { '@type': 'EducationalOccupationalCredential', name: 'Board certified' },
        { '@type': 'EducationalOccupationalCredential', name: 'MD, Northfield School of Medicine' },
      ],
    });
  });

  it('leaves out what the author lacks rather than inventing it', () => {
    const bare = personJsonLd(authorSchema.parse({ username: 'solo' }), site);
    expect(bare).toEqual({
      '@type': 'Person',
      name: 'solo',
      url: 'https://www.example.test/profiles/solo/',
      worksFor: { '@type': 'Organization', name: 'CNET' },
    });
  });
});

describe('profileJsonLd', () => {
  it('is a ProfilePage about the Person and a BreadcrumbList ending at the profile', () => {
    const [page, crumbs] = profileJsonLd(author, site);
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://www.example.test/profiles/janedoe/',
      mainEntity: { '@type': 'Person', name: 'Jane Doe' },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.test/' },
        { '@type': 'ListItem', position: 2, name: 'Jane Doe', item: 'https://www.example.test/profiles/janedoe/' },
      ],
    });
  });
});
