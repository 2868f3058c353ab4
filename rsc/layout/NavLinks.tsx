import type { NavItem } from '../../shared/models/component';

interface NavLinksProps {
  items: readonly NavItem[];
  label: string;
  className?: string;
}

/** A navigation list from the navigation call's items; nothing when there are none. */
export function NavLinks({ items, label, className }: NavLinksProps) {
  if (items.length === 0) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.metaData.linkUrl}>
            <a href={item.metaData.linkUrl}>{item.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
