/**
 * What the consent manager tells the reader about each privacy category (spec 001 §3 "Privacy
 * categories": C0001 critical, C0002 performance, C0003 functional, C0004 targeting, C0005
 * social). The spec names the categories; the reader-facing names and descriptions are ours
 * (decision 018) and say what this site actually loads in each.
 */
import type { ConsentCategory } from '../../shared/scripts/consentCategories';

export interface CategoryLabel {
  name: string;
  description: string;
}

export const CATEGORY_LABELS: Readonly<Record<ConsentCategory, CategoryLabel>> = {
  C0001: { name: 'Strictly necessary', description: 'Keep the site working and remember this choice. Always on.' },
  C0002: { name: 'Performance', description: 'Count visits and measure how fast pages load, so we can improve them.' },
  C0003: { name: 'Functional', description: 'Extra features such as recommended stories from a partner.' },
  C0004: { name: 'Targeting', description: 'Advertising from our partners, chosen and measured for you.' },
  C0005: { name: 'Social media', description: 'Sharing buttons and posts embedded from social networks.' },
};
