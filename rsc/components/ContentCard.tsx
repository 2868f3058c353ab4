import { formatDisplayDate, parseContentDate } from '../../shared/format/date';
import { sizedImage } from '../../shared/images/imageUrl';
import type { ContentLink } from '../../shared/models/contentLink';
import { Picture } from './Picture';

interface ContentCardProps {
  item: ContentLink;
  imageBaseUrl: string;
  now: number;
}

const CARD_WIDTH = 400;
const CARD_HEIGHT = 225;

export function ContentCard({ item, imageBaseUrl, now }: ContentCardProps) {
  const image = sizedImage(imageBaseUrl, item.image, CARD_WIDTH, CARD_HEIGHT, [200]);
  const date = parseContentDate(item.datePublished);
  return (
    <li className="card">
      <a href={item.url}>
        {image ? <Picture image={image} sizes="(min-width: 768px) 33vw, 100vw" /> : null}
        <h3>{item.title}</h3>
      </a>
      {item.description ? <p>{item.description}</p> : null}
      {date ? <p><time dateTime={date.toISOString()}>{formatDisplayDate(date, now)}</time></p> : null}
    </li>
  );
}
