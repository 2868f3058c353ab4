import type { TocItem } from '../../../../shared/body/toc';
import { TOC_TITLE } from '../../../../shared/body/toc';

export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="Table of contents">
      <p className="toc__title">{TOC_TITLE}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}><a href={`#${item.id}`}>{item.title}</a></li>
        ))}
      </ul>
    </nav>
  );
}
