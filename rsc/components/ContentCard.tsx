import { formatDisplayDate, parseContentDate } from '../../shared/format/date';
import { sizedImage } from '../../shared/images/imageUrl';
import type { ContentLink } from '../../shared/models/contentLink';
import { Picture } from './Picture';
import type { ImageBase } from '../../shared/images/imageUrl';

interface ContentCardProps {
  item: ContentLink;
  imageBaseUrl: ImageBase;
  now: number;
  /** One level below the list's own heading, so the outline never skips a level (WCAG 1.3.1). */
  headingLevel?: 'h2' | 'h3';
  /** The page's likely largest contentful paint (the first card of a door): eager, high priority. */
  priority?: boolean;
}

const CARD_WIDTH = 400;
const CARD_HEIGHT = 225;

/** The relative date a card shows ("2 days ago"), or '' without a date. */
export function cardDateLabel(item: ContentLink, now: number): string {
  const date = parseContentDate(item.datePublished);
  return date ? formatDisplayDate(date, now) : '';
}

export function ContentCard({ item, imageBaseUrl, now, headingLevel = 'h3', priority = false }: ContentCardProps) {
  const Heading = headingLevel;
  const image = sizedImage(imageBaseUrl, item.image, CARD_WIDTH, CARD_HEIGHT, [200]);
  const date = parseContentDate(item.datePublished);
  return (
    <li className="card">
      <a href={item.url}>
        {/* The title names the link; the image's alt text would only repeat it (axe image-redundant-alt). */}
        {image ? <Picture image={image} sizes="(min-width: 768px) 33vw, 100vw" decorative priority={priority} /> : null}
        <Heading>{item.title}</Heading>
      </a>
      {item.description ? <p>{item.description}</p> : null}
      {date ? <p><time dateTime={date.toISOString()}>{formatDisplayDate(date, now)}</time></p> : null}
    </li>
  );
}
