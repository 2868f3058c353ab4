/**
 * Privacy (consent) categories — spec 001 §3 "Privacy categories" and 000 §6: "C0001 critical,
 * C0002 performance, C0003 functional, C0004 targeting, C0005 social".
 */
export const CONSENT_CATEGORIES = {
  C0001: 'critical',
  C0002: 'performance',
  C0003: 'functional',
  C0004: 'targeting',
  C0005: 'social',
} as const;
export type ConsentCategory = keyof typeof CONSENT_CATEGORIES;

export const CONSENT_CATEGORY_IDS = Object.keys(CONSENT_CATEGORIES) as ConsentCategory[];

export const CRITICAL_CATEGORY: ConsentCategory = 'C0001';
export const PERFORMANCE_CATEGORY: ConsentCategory = 'C0002';
export const FUNCTIONAL_CATEGORY: ConsentCategory = 'C0003';
export const TARGETING_CATEGORY: ConsentCategory = 'C0004';

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && Object.hasOwn(CONSENT_CATEGORIES, value);
}

/**
 * The granted categories from an untrusted list (a cookie, a consent SDK callback): unknown
 * entries are dropped, duplicates removed, and C0001 critical is always granted — strictly
 * necessary scripts need no consent (decision 017).
 */
export function grantedCategories(values: readonly unknown[] | null | undefined): ConsentCategory[] {
  const granted = new Set<ConsentCategory>([CRITICAL_CATEGORY]);
  for (const value of values ?? []) {
    const id = typeof value === 'string' ? value.trim().toUpperCase() : value;
    if (isConsentCategory(id)) granted.add(id);
  }
  return CONSENT_CATEGORY_IDS.filter((id) => granted.has(id));
}

export function isCategoryGranted(category: ConsentCategory | undefined, granted: readonly ConsentCategory[]): boolean {
  return category === undefined || category === CRITICAL_CATEGORY || granted.includes(category);
}
