import { sizedImage } from '../../../shared/node/images/imageUrl';
import type { ContentLink } from '../../../shared/models/contentLink';
import { Picture } from '../../components/Picture';
import type { ImageBase } from '../../../shared/images/imageService';

/** 001 §9 wide_300 (300 × 170): the thumbnail of a ranked entry. */
const THUMB = { width: 300, height: 170 } as const;

interface RankedListProps {
  heading: string;
  intro: string;
  items: readonly ContentLink[];
  imageBaseUrl: ImageBase;
  /** The call to action of each entry. */
  cta: string;
  /** h1 on its own page; h2 inside another page (the demo). */
  headingLevel?: 'h1' | 'h2';
}

/** A ranked comparison: numbered entries, each with its picture, summary and a call to action. */
export function RankedList({ heading, intro, items, imageBaseUrl, cta, headingLevel = 'h1' }: RankedListProps) {
  const Heading = headingLevel;
  const ItemHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <article className="ranked">
      <Heading>{heading}</Heading>
      <p className="ranked-intro">{intro}</p>
      <ol className="ranked-list">
        {items.map((item, index) => {
          const image = sizedImage(imageBaseUrl, item.image, THUMB.width, THUMB.height);
          return (
            <li key={item.id ?? item.url} className="ranked-item">
              <span className="ranked-rank" aria-hidden="true">
                {index + 1}
              </span>
              {image ? <Picture image={image} sizes={`${THUMB.width}px`} priority={index === 0} decorative /> : null}
              <div>
                <ItemHeading>
                  <a href={item.url}>{item.title}</a>
                </ItemHeading>
                {item.description ? <p>{item.description}</p> : null}
                <a className="ranked-cta" href={item.url}>
                  {cta}
                </a>
              </div>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
