import type { ContentLink } from '../../shared/models/contentLink';
import type { SegmentRenderer } from '../../shared/render/contract';
import { ContentCard, cardDateLabel } from './ContentCard';
import type { ImageBase } from '../../shared/images/imageService';
import { StaticHtml } from './StaticHtml';

interface ContentListProps {
  title: string;
  items: readonly ContentLink[];
  imageBaseUrl: ImageBase;
  now: number;
  moreHref?: string;
  moreText?: string;
  headingLevel?: 'h1' | 'h2';
  className?: string;
  /**
   * With both, the list's markup is rendered once per `owner` (the content object the items
   * come from) and what it shows (decision 025), and carried as one ready string.
   */
  segments?: SegmentRenderer;
  owner?: object;
  /** The list leads the page: its first image is the likely LCP element, loaded eagerly with high priority. */
  leads?: boolean;
  /** Only the first this many cards carry an image and a description; the rest are headlines (a rail's hierarchy). */
  pictured?: number;
  /** Cards shown at most. */
  limit?: number;
  /** The first card is the lead story, its image laid out at these sizes (ContentCard). */
  leadSizes?: string;
  /** The rest of a list split by an ad box: no heading, and not a region of its own. */
  continued?: boolean;
}

export function ContentList({
  title,
  items: allItems,
  imageBaseUrl,
  now,
  moreHref,
  moreText,
  headingLevel = 'h2',
  className = 'section-list',
  segments,
  owner,
  leads = false,
  pictured,
  limit,
  leadSizes,
  continued = false,
}: ContentListProps) {
  const Heading = headingLevel;
  const cardHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  const items = limit === undefined ? allItems : allItems.slice(0, limit);
  const children = () => (
    <>
      {continued ? null : <Heading>{title}</Heading>}
      <ul className="cards">
        {items.map((item, index) => (
          <ContentCard
            key={item.id ?? item.url}
            item={item}
            imageBaseUrl={imageBaseUrl}
            now={now}
            headingLevel={cardHeading}
            priority={leads && index === 0}
            headline={pictured !== undefined && index >= pictured}
            leadSizes={index === 0 ? leadSizes : undefined}
          />
        ))}
      </ul>
      {moreHref ? (
        <a className="more" href={moreHref}>
          {moreText ?? `More ${title}`}
        </a>
      ) : null}
    </>
  );
  if (!segments || !owner) {
    return (
      <section className={className} aria-label={continued ? undefined : title}>
        {children()}
      </section>
    );
  }
  // Everything the markup shows besides the owner's content: the items chosen, their relative dates, the texts.
  const variant = [
    'list',
    headingLevel,
    leads,
    continued,
    title,
    moreHref,
    moreText,
    pictured,
    leadSizes,
    ...items.map((item) => `${item.id ?? item.url}@${cardDateLabel(item, now)}`),
  ].join('\u001f');
  return (
    <StaticHtml
      as="section"
      className={className}
      aria-label={continued ? undefined : title}
      segments={segments}
      owner={owner}
      variant={variant}
      render={children}
    />
  );
}
