import type { NavItem } from '../../shared/models/component';
import type { Brand } from '../../shared/routes/types';

interface SiteHeaderProps {
  brand: Brand;
  items: readonly NavItem[];
  /** Brand only, no section navigation (minimal, lead-form and paid-search layouts). */
  minimal?: boolean;
}

export function SiteHeader({ brand, items, minimal = false }: SiteHeaderProps) {
  return (
    <header className={minimal ? 'site-header site-header--minimal' : 'site-header'}>
      <div className="site-header__inner">
        <a className="brand" href="/" aria-label={brand === 'roadshow' ? 'Roadshow home' : 'Home'}>
          {brand === 'roadshow' ? <>Road<span>show</span></> : <>CN<span>ET</span></>}
        </a>
        {items.length > 0 && !minimal ? (
          <nav className="site-nav" aria-label="Sections">
            <ul>
              {items.map((item) => (
                <li key={item.metaData.linkUrl}>
                  <a href={item.metaData.linkUrl}>{item.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
