import type { Author } from '../../../shared/models/author';
import { isMedicalReviewer, isVoicesContributor, VOICES_CONTRIBUTOR_ROLE } from '../../../shared/models/author';

/** Badge text for the two roles the spec names (001 §6); other roles show their own name. */
export const MEDICAL_REVIEWER_BADGE = 'Medical Reviewer';
export const VOICES_CONTRIBUTOR_BADGE = 'CNET Voices Contributor';

/** The author's roles as badges, the spec's two first, without duplicates or empty names. */
export function roleBadges(author: Author): string[] {
  const badges: string[] = [];
  if (isMedicalReviewer(author)) badges.push(MEDICAL_REVIEWER_BADGE);
  if (isVoicesContributor(author)) badges.push(VOICES_CONTRIBUTOR_BADGE);
  for (const role of author.roles) {
    const name = role.name?.trim();
    if (name && role.role !== VOICES_CONTRIBUTOR_ROLE && !badges.includes(name)) badges.push(name);
  }
  return badges;
}

export function RoleBadges({ author }: { author: Author }) {
  const badges = roleBadges(author);
  if (badges.length === 0) return null;
  return (
    <ul className="role-badges" aria-label="Roles">
      {badges.map((badge) => (
        <li key={badge} className="role-badge">
          {badge}
        </li>
      ))}
    </ul>
  );
}
