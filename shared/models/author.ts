import { z } from 'zod';
import { contentDateSchema } from './date';
import { idSchema } from './id';
import { imageSchema } from './image';
import { listOf, maybe, validItems } from './lenient';

/** Spec 001 §6: a medical reviewer is an author with a role named 'Medical Reviewer'. */
export const MEDICAL_REVIEWER_ROLE_NAME = 'Medical Reviewer';
/** Spec 001 §6: a voices contributor has the role code ROLE_CONTRIBUTOR_CNET_VOICES. */
export const VOICES_CONTRIBUTOR_ROLE = 'ROLE_CONTRIBUTOR_CNET_VOICES';

export const socialProfileIdsSchema = z.object({
  twitter: maybe(z.string()),
  facebookProfile: maybe(z.string()),
  facebookPage: maybe(z.string()),
  instagram: maybe(z.string()),
  linkedin: maybe(z.string()),
});

export const authorRoleSchema = z.object({
  name: maybe(z.string()),
  role: maybe(z.string()),
});

/** A user/author (spec 001 §3). An author is valid only with a username, so it is required. */
export const authorSchema = z.object({
  id: maybe(idSchema),
  username: z.string().min(1),
  profileUrl: maybe(z.string()),
  email: maybe(z.string()),
  firstName: maybe(z.string()),
  lastName: maybe(z.string()),
  jobTitle: maybe(z.string()),
  title: maybe(z.string()),
  dateCreated: maybe(contentDateSchema),
  image: maybe(imageSchema),
  socialProfileIds: maybe(socialProfileIdsSchema),
  authorBio: maybe(z.string()),
  authorDisclosure: maybe(z.string()),
  education: maybe(z.string()),
  expertise: maybe(z.string()),
  awardsAndCredentials: maybe(z.string()),
  roles: listOf(authorRoleSchema),
  bureau: maybe(z.string()),
  awards: listOf(z.string()),
  credentials: listOf(z.string()),
});

export type SocialProfileIds = z.infer<typeof socialProfileIdsSchema>;
export type AuthorRole = z.infer<typeof authorRoleSchema>;
export type Author = z.infer<typeof authorSchema>;

export function isMedicalReviewer(author: Author): boolean {
  return author.roles.some((role) => role.name === MEDICAL_REVIEWER_ROLE_NAME);
}

export function isVoicesContributor(author: Author): boolean {
  return author.roles.some((role) => role.role === VOICES_CONTRIBUTOR_ROLE);
}

/** `GET /api/neutron/authors/{site}/voices/data/web?ids=` */
export const authorsResponseSchema = z.object({
  data: z.object({ authors: validItems(authorSchema) }),
});
