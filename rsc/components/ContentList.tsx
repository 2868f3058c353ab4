import type { ContentLink } from '../../shared/models/contentLink';
import { ContentCard } from './ContentCard';
import type { ImageBase } from '../../shared/images/imageUrl';

interface ContentListProps {
  title: string;
  items: readonly ContentLink[];
  imageBaseUrl: ImageBase;
  now: number;
  moreHref?: string;
  moreText?: string;
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

export function ContentList({ title, items, imageBaseUrl, now, moreHref, moreText, headingLevel = 'h2', className = 'section-list' }: ContentListProps) {
  const Heading = headingLevel;
  return (
    <section className={className} aria-label={title}>
      <Heading>{title}</Heading>
      <ul className="cards">
        {items.map((item) => (
          <ContentCard key={item.id ?? item.url} item={item} imageBaseUrl={imageBaseUrl} now={now} headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
        ))}
      </ul>
      {moreHref ? <a className="more" href={moreHref}>{moreText ?? `More ${title}`}</a> : null}
    </section>
  );
}
