/** Ad categories by section (spec 001 §9), e.g. tech → IAB19, wellness → IAB6 and IAB7. */
import { AD_CATEGORIES_BY_SECTION } from '../../shared/ads/constants';

export function adCategories(section: string | null | undefined): string[] {
  if (section === null || section === undefined) return [];
  const key = section.trim().toLowerCase();
  return Object.hasOwn(AD_CATEGORIES_BY_SECTION, key) ? [...(AD_CATEGORIES_BY_SECTION[key] ?? [])] : [];
}
