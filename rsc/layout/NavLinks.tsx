import type { NavItem } from '../../shared/models/component';
import type { SegmentRenderer } from '../../shared/render/contract';
import { StaticHtml } from '../components/StaticHtml';

interface NavLinksProps {
  items: readonly NavItem[];
  label: string;
  className?: string;
  /** The list is rendered once per navigation object (`owner`) and label (decision 025). */
  segments: SegmentRenderer;
  owner: object;
}

function NavList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.metaData.linkUrl}>
          <a href={item.metaData.linkUrl}>{item.title}</a>
        </li>
      ))}
    </ul>
  );
}

/** A navigation list from the navigation call's items; nothing when there are none. */
export function NavLinks({ items, label, className, segments, owner }: NavLinksProps) {
  if (items.length === 0) return null;
  // An absent className is left out by StaticHtml (undefined attributes are not written).
  return (
    <StaticHtml
      as="nav"
      className={className || undefined}
      aria-label={label}
      segments={segments}
      owner={owner}
      variant={`nav ${label}`}
      render={() => <NavList items={items} />}
    />
  );
}
