/**
 * The layouts of spec 000 §2, chosen by route meta: which header and footer each one shows and
 * whether the page runs full width. The spec names the layouts; what each contains is our
 * choice (docs/decisions/004-open-values.md).
 */
import type { Layout } from '../../shared/routes/types';

export type Chrome = 'full' | 'minimal' | 'none';

export interface LayoutSpec {
  header: Chrome;
  footer: Chrome;
  /** Content spans the viewport (immersive and lead-form pages). */
  wide: boolean;
}

export const LAYOUT_SPECS: Readonly<Record<Layout, LayoutSpec>> = {
  default: { header: 'full', footer: 'full', wide: false },
  about: { header: 'full', footer: 'full', wide: false },
  marketplace: { header: 'full', footer: 'full', wide: true },
  money: { header: 'full', footer: 'full', wide: false },
  error: { header: 'full', footer: 'full', wide: false },
  minimal: { header: 'minimal', footer: 'minimal', wide: false },
  newsletter: { header: 'minimal', footer: 'minimal', wide: false },
  'energy-lead-form': { header: 'minimal', footer: 'minimal', wide: true },
  'paid-search': { header: 'minimal', footer: 'minimal', wide: false },
  'paid-search-landing': { header: 'minimal', footer: 'minimal', wide: true },
  ceros: { header: 'none', footer: 'minimal', wide: true },
  empty: { header: 'none', footer: 'none', wide: true },
};
