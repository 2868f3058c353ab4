import { describe, expect, it } from 'vitest';
import { authorSchema, authorsResponseSchema, isMedicalReviewer, isVoicesContributor } from './author';

const author = {
  id: 'a-1',
  username: 'janedoe',
  firstName: 'Jane',
  lastName: 'Doe',
  jobTitle: 'Senior Editor',
  authorBio: '<p>Jane covers sleep.</p>',
  roles: [
    { name: 'Medical Reviewer', role: 'ROLE_MEDICAL_REVIEWER' },
    { name: 'Voices', role: 'ROLE_CONTRIBUTOR_CNET_VOICES' },
  ],
  socialProfileIds: { twitter: '@janedoe', instagram: 'jane.doe' },
};

describe('authorSchema', () => {
  it('parses an author and derives the roles of spec 001 §6', () => {
    const parsed = authorSchema.parse(author);
    expect(parsed.socialProfileIds?.twitter).toBe('@janedoe');
    expect(isMedicalReviewer(parsed)).toBe(true);
    expect(isVoicesContributor(parsed)).toBe(true);
    expect(isMedicalReviewer(authorSchema.parse({ username: 'x' }))).toBe(false);
  });

  it('requires a username (an author is valid only with one)', () => {
    expect(authorSchema.safeParse({ ...author, username: undefined }).success).toBe(false);
    expect(authorSchema.safeParse({ ...author, username: '' }).success).toBe(false);
  });

  it('parses the authors envelope and drops authors without a username', () => {
    const parsed = authorsResponseSchema.parse({ data: { authors: [author, { firstName: 'No' }] } });
    expect(parsed.data.authors.map((a) => a.username)).toEqual(['janedoe']);
    expect(authorsResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });
});
