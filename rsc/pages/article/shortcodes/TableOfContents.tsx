import type { TocItem } from '../../../body/toc';
import { TOC_TITLE } from '../../../body/toc';
import type { SegmentRenderer } from '../../../../shared/render/contract';
import { StaticHtml } from '../../../components/StaticHtml';

interface TableOfContentsProps {
  items: readonly TocItem[];
  /** With both, the list is rendered once per article object (decision 025). */
  segments?: SegmentRenderer;
  owner?: object;
}

function TocList({ items }: { items: readonly TocItem[] }) {
  return (
    <>
      <p className="toc__title">{TOC_TITLE}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function TableOfContents({ items, segments, owner }: TableOfContentsProps) {
  if (items.length === 0) return null;
  if (!segments || !owner) {
    return (
      <nav className="toc" aria-label="Table of contents">
        <TocList items={items} />
      </nav>
    );
  }
  const variant = `toc ${items.map((item) => item.id).join(' ')}`;
  return (
    <StaticHtml
      as="nav"
      className="toc"
      aria-label="Table of contents"
      segments={segments}
      owner={owner}
      variant={variant}
      render={() => <TocList items={items} />}
    />
  );
}
