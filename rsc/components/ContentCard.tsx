import { formatDisplayDate, parseContentDate } from '../../shared/format/date';
import { sizedImage } from '../../shared/node/images/imageUrl';
import type { ContentLink } from '../../shared/models/contentLink';
import { linkDuration } from '../../shared/video/linkDuration';
import { DurationBadge } from './DurationBadge';
import { Picture } from './Picture';
import { HERO_IMAGE } from './heroImage';
import type { ImageBase } from '../../shared/images/imageService';
import { Headline } from './Headline';

interface ContentCardProps {
  item: ContentLink;
  imageBaseUrl: ImageBase;
  now: number;
  /** One level below the list's own heading, so the outline never skips a level (WCAG 1.3.1). */
  headingLevel?: 'h2' | 'h3';
  /** The page's likely largest contentful paint (the first card of a door): eager, high priority. */
  priority?: boolean;
  /** A headline card: title and date only (no image, no description), for the lower ranks of a rail. */
  headline?: boolean;
  /** A lead story: its image at the hero's sizes (up to 1200 px, AVIF too), laid out at `sizes`. */
  leadSizes?: string;
}

const CARD_WIDTH = 400;
const CARD_HEIGHT = 225;

/** The relative date a card shows ("2 days ago"), or '' without a date. */
export function cardDateLabel(item: ContentLink, now: number): string {
  const date = parseContentDate(item.datePublished);
  return date ? formatDisplayDate(date, now) : '';
}

export const CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 600px) 50vw, 100vw';

export function ContentCard({
  item,
  imageBaseUrl,
  now,
  headingLevel = 'h3',
  priority = false,
  headline = false,
  leadSizes,
}: ContentCardProps) {
  const Heading = headingLevel;
  const image = headline
    ? undefined
    : leadSizes
      ? sizedImage(imageBaseUrl, item.image, HERO_IMAGE.width, HERO_IMAGE.height, HERO_IMAGE.widths, true)
      : sizedImage(imageBaseUrl, item.image, CARD_WIDTH, CARD_HEIGHT, [200]);
  const date = parseContentDate(item.datePublished);
  return (
    <li className={headline ? 'card card--headline' : leadSizes ? 'card card--lead' : 'card'}>
      <a href={item.url}>
        {/* The title names the link; the image's alt text would only repeat it (axe image-redundant-alt). */}
        {image ? <Picture image={image} sizes={leadSizes ?? CARD_SIZES} decorative priority={priority} /> : null}
        {image ? <DurationBadge seconds={linkDuration(item)} /> : null}
        <Heading>
          <Headline text={item.title} />
        </Heading>
      </a>
      {item.description && !headline ? <p>{item.description}</p> : null}
      {date ? (
        <p>
          <time dateTime={date.toISOString()}>{formatDisplayDate(date, now)}</time>
        </p>
      ) : null}
    </li>
  );
}
