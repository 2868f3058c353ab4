import type { NavItem } from '../../shared/models/component';
import type { Brand } from '../../shared/routes/types';
import type { SegmentRenderer } from '../../shared/render/contract';
import type { AuthState } from '../../shared/requestState';
import { AccountControl } from './AccountControl';
import { NavLinks } from './NavLinks';
import { SignInToolbar } from './SignInToolbar';

interface SiteHeaderProps {
  brand: Brand;
  items: readonly NavItem[];
  /** Brand only, no section navigation (minimal, lead-form and paid-search layouts). */
  minimal?: boolean;
  segments: SegmentRenderer;
  /** The navigation object the items come from (versions the cached list). */
  nav: object;
  /** The reader (Join/Login control or their name and menu) and the page's path (where sign-in comes back to). */
  auth: AuthState;
  path: string;
  /** Spec 000 §2: the sign-in toolbar, outside production. */
  signInToolbar?: boolean;
}

/**
 * One row on every screen. On a phone the sections sit behind a "Menu" <details> (it opens
 * without JavaScript; client/styles/layout.css shows the list below the row while it is open);
 * from the desktop breakpoint they are in the row and the menu is hidden. The logo's accessible
 * name starts with its visible text (WCAG 2.5.3).
 */
export function SiteHeader({
  brand,
  items,
  minimal = false,
  segments,
  nav,
  auth,
  path,
  signInToolbar = false,
}: SiteHeaderProps) {
  const sections = minimal ? null : (
    <NavLinks items={items} label="Sections" className="site-nav" segments={segments} owner={nav} />
  );
  return (
    <header className={minimal ? 'site-header site-header--minimal' : 'site-header'}>
      <div className="site-header__inner">
        <a className="brand" href="/" aria-label={brand === 'roadshow' ? 'Roadshow home' : 'CNET home'}>
          {brand === 'roadshow' ? (
            <>
              Road<span>show</span>
            </>
          ) : (
            <>
              CN<span>ET</span>
            </>
          )}
        </a>
        {sections ? (
          <details className="site-menu">
            <summary>Menu</summary>
          </details>
        ) : null}
        {sections}
        <AccountControl auth={auth} path={path} />
      </div>
      {signInToolbar ? <SignInToolbar auth={auth} path={path} /> : null}
    </header>
  );
}
